import { SMTPServer, type SMTPServerSession } from "smtp-server";

/** How the server treats the next messages: as a healthy one, or as one of the ways a mail server fails. */
export type SmtpBehaviour =
  | "accept"
  /** 421 at the greeting: the server is up but takes no mail (overloaded, in maintenance). */
  | "refuse-greeting"
  /** The connection is accepted and nothing is ever said: the client's greeting timeout ends it. */
  | "never-answer"
  /** 451 to MAIL FROM: a temporary local problem. */
  | "refuse-sender"
  /** 550 5.7.1 to every RCPT TO: relaying denied, as when our login is missing or wrong. */
  | "deny-relay"
  /** 554 5.3.0 after the message's body: the server cannot take it, whoever it is for. */
  | "refuse-message";

export type DeliveredMessage = { raw: string; messageId: string | undefined; to: string[] };

const refusal = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

const headerOf = (raw: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.+)$`, "im").exec(raw.split(/\r?\n\r?\n/)[0] ?? "")?.[1]?.trim();

/**
 * A real SMTP server on a free loopback port whose behaviour a test sets (healthy, or failing in one of
 * the ways above), and which can hold the reply to a message's body until the test lets it go. A message
 * counts as delivered only when its 250 is written to a connection that is still open: a real server
 * discards a message whose client went away before the reply, so a client killed while a reply is held
 * has not delivered that message.
 */
export const startFaultySmtpServer = async () => {
  let behaviour: (recipient: string) => SmtpBehaviour = () => "accept";
  let acceptBeforeHolding = Number.POSITIVE_INFINITY;
  let acceptedCount = 0;
  let connections = 0;
  const delivered: DeliveredMessage[] = [];
  const discarded: DeliveredMessage[] = [];
  const held: { session: SMTPServerSession; message: DeliveredMessage; reply: () => void }[] = [];
  const closedSessions = new Set<string>();
  const waiters: (() => void)[] = [];
  const notify = () => {
    for (const wake of waiters.splice(0)) wake();
  };
  const waitFor = async (condition: () => boolean, what: string, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`SMTP server: timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };

  const replyOk = (session: SMTPServerSession, message: DeliveredMessage, reply: () => void) => {
    if (closedSessions.has(session.id)) discarded.push(message);
    else {
      reply();
      delivered.push(message);
    }
    notify();
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // Loopback only: a reverse lookup would only delay the greeting.
    disableReverseLookup: true,
    onConnect(_session, callback) {
      connections++;
      notify();
      if (behaviour("") === "never-answer") return;
      if (behaviour("") === "refuse-greeting") return callback(refusal(421, "4.3.2 Service not available, closing channel"));
      callback();
    },
    onMailFrom(_address, _session, callback) {
      if (behaviour("") === "refuse-sender") return callback(refusal(451, "4.3.0 Local error in processing, try again later"));
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (behaviour(address.address) === "deny-relay") return callback(refusal(550, "5.7.1 Relaying denied"));
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        if (behaviour(to[0] ?? "") === "refuse-message") return callback(refusal(554, "5.3.0 Message refused, mail system error"));
        const message = { raw, messageId: headerOf(raw, "Message-ID"), to };
        if (acceptedCount >= acceptBeforeHolding) {
          held.push({ session, message, reply: () => callback() });
          notify();
          return;
        }
        acceptedCount++;
        replyOk(session, message, () => callback());
      });
    },
    onClose(session) {
      closedSessions.add(session.id);
      notify();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    /** Messages whose reply was held while their client went away: not delivered. */
    discarded,
    connections: () => connections,
    /** One behaviour for every message, or one per recipient (the connection-level ones are asked with ""). */
    behave: (next: SmtpBehaviour | ((recipient: string) => SmtpBehaviour)) => {
      behaviour = typeof next === "function" ? next : () => next;
    },
    /** Accepts `count` more messages, then holds the reply to each further one until `releaseHeld`. */
    holdAfter: (count: number) => {
      acceptBeforeHolding = acceptedCount + count;
    },
    /** Resolves once `count` replies are held; returns the held messages. */
    waitForHeld: async (count = 1) => {
      await waitFor(() => held.length >= count, `${count} held message(s)`);
      return held.map((each) => each.message);
    },
    /** Resolves once the connection of every held message has closed (its client died). */
    waitForHeldClientsGone: () => waitFor(() => held.every((each) => closedSessions.has(each.session.id)), "the held clients to go"),
    /** Stops holding; each held reply is sent, or the message discarded when its client has gone. */
    releaseHeld: () => {
      acceptBeforeHolding = Number.POSITIVE_INFINITY;
      for (const { session, message, reply } of held.splice(0)) replyOk(session, message, reply);
    },
    waitForDelivered: (count: number) => waitFor(() => delivered.length >= count, `${count} delivered message(s)`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type FaultySmtpServer = Awaited<ReturnType<typeof startFaultySmtpServer>>;

/** How many times each value occurs, for "exactly once" checks. */
export const countBy = <T>(items: T[], key: (item: T) => string | undefined) => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = key(item) ?? "(none)";
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
};
