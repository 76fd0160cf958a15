import { asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../../shared/schema/operations";
import { emailSuppressions } from "../../shared/schema/outreach";
import { createSmtpMailer, type Mailer } from "../lib/mailer";
import { deliverDueMail, enqueueMail, messageIdOf, RETRY_DELAYS_MINUTES, SENDING_LEASE_MS } from "../lib/outbox";
import { createTestClock } from "../test/test-app";
import { getTestDatabase } from "../test/test-database";
import { countBy, startFaultySmtpServer, type FaultySmtpServer, type SmtpBehaviour } from "./faulty-smtp-server";

const FROM = "Cape English College <no-reply@cape-english.example>";
const MINUTE = 60_000;
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 5_000 };
// Against the server that never answers only: its greeting timeout costs the test 30 x 200 ms instead of 30 x 10 s.
const SHORT_GREETING = { ...TIMEOUTS, greetingTimeout: 200 };
const CAMPAIGN_HEADERS = { "List-Unsubscribe": "<https://college.test/u/abc>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };

let smtp: FaultySmtpServer | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

/**
 * Runs the delivery job until nothing more is due now, three runs at a time (the minute's job, the run
 * right after a mail is queued and another instance's overlap): each claims its own batch of ten.
 */
const deliverAllDue = async (options: Parameters<typeof deliverDueMail>[0]) => {
  let claimed = 0;
  for (;;) {
    const results = await Promise.all([deliverDueMail(options), deliverDueMail(options), deliverDueMail(options)]);
    const claimedNow = results.reduce((sum, result) => sum + result.claimed, 0);
    if (claimedNow === 0) return claimed;
    claimed += claimedNow;
  }
};

// A 5xx for every mail: relaying denied (at RCPT TO) for even-numbered recipients, the body refused for odd ones.
const everyMailRefused = (recipient: string): SmtpBehaviour =>
  Number(/^person(\d+)@/.exec(recipient)?.[1] ?? 0) % 2 === 0 ? "deny-relay" : "refuse-message";

describe("the mail server is down for an hour", () => {
  it("loses nothing, retries on the schedule, fails nothing, and sends every mail exactly once when it is back", async () => {
    const { db } = await getTestDatabase();
    smtp = await startFaultySmtpServer();
    const mailer = createSmtpMailer(smtp.url, TIMEOUTS);
    const clock = createTestClock();
    const start = clock.now().getTime();
    // 30 mails: campaign mails first and last (person0 and person29), transactional mail between.
    for (let index = 0; index < 30; index++) {
      const isCampaign = index === 0 || index === 29;
      await enqueueMail({
        db,
        now: clock.now(),
        mail: {
          to: `person${index}@example.com`,
          subject: isCampaign ? "Our courses for your team" : `Your receipt ${index}`,
          text: "Hello",
          headers: isCampaign ? CAMPAIGN_HEADERS : undefined,
        },
      });
    }
    const options = { db, mailer, clock, from: FROM };

    // Each attempt meets another kind of outage; the minutes are the retry schedule (1, 5, 15 minutes).
    const outage: { minute: number; behaviour: SmtpBehaviour | typeof everyMailRefused; error: RegExp }[] = [
      { minute: 0, behaviour: "refuse-greeting", error: /421 4\.3\.2/ },
      { minute: 1, behaviour: "never-answer", error: /Greeting never received/ },
      { minute: 6, behaviour: "refuse-sender", error: /451 4\.3\.0/ },
      { minute: 21, behaviour: everyMailRefused, error: /550 5\.7\.1|554 5\.3\.0/ },
    ];
    for (const [attempt, step] of outage.entries()) {
      clock.set(new Date(start + step.minute * MINUTE));
      smtp.behave(step.behaviour);
      const stepMailer = step.behaviour === "never-answer" ? createSmtpMailer(smtp.url, SHORT_GREETING) : mailer;
      expect(await deliverAllDue({ ...options, mailer: stepMailer })).toBe(30);
      const rows = await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
      const nextAttemptAt = new Date(clock.now().getTime() + RETRY_DELAYS_MINUTES[attempt]! * MINUTE);
      for (const row of rows) {
        expect(row).toMatchObject({ status: "pending", attempts: attempt + 1, nextAttemptAt, sentAt: null });
        expect(row.lastError).toMatch(step.error);
      }
    }
    expect(smtp.delivered).toEqual([]);
    // Relaying denied and a refused body are the server's trouble: no campaign address was suppressed.
    expect(await db.select().from(emailSuppressions)).toEqual([]);
    const rows = await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(rows[29]!.lastError).toMatch(/554 5\.3\.0/);
    expect(rows[0]!.lastError).toMatch(/550 5\.7\.1/);

    // The hour ends and the server is back; the next attempt is due at 21 + 60 minutes, not before.
    smtp.behave("accept");
    clock.set(new Date(start + 60 * MINUTE));
    const connectionsBefore = smtp.connections();
    expect(await deliverDueMail(options)).toEqual({ claimed: 0, sent: 0 });
    expect(smtp.connections()).toBe(connectionsBefore);

    clock.set(new Date(start + 81 * MINUTE));
    expect(await deliverAllDue(options)).toBe(30);
    const sent = await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(sent.map((row) => [row.status, row.attempts, row.lastError])).toEqual(sent.map(() => ["sent", 5, null]));
    const byMessageId = countBy(smtp.delivered, (message) => message.messageId);
    expect([...byMessageId.keys()].sort()).toEqual(sent.map((row) => messageIdOf(row, FROM)).sort());
    expect([...byMessageId.values()].every((count) => count === 1)).toBe(true);
    expect(smtp.delivered.filter((message) => message.raw.includes("List-Unsubscribe:"))).toHaveLength(2);
    // A later run sends nothing again.
    clock.set(new Date(start + 24 * 60 * MINUTE));
    expect(await deliverDueMail(options)).toEqual({ claimed: 0, sent: 0 });
    expect(smtp.delivered).toHaveLength(30);
  }, 30_000);

  it("a mail resent after a crash between the server's 250 and the row's update keeps its Message-ID", async () => {
    const { db } = await getTestDatabase();
    smtp = await startFaultySmtpServer();
    const smtpMailer = createSmtpMailer(smtp.url, TIMEOUTS);
    const clock = createTestClock();
    const id = await enqueueMail({ db, now: clock.now(), mail: { to: "parent@example.com", subject: "Your receipt", text: "Paid" } });
    // The process stops right after the 250: the send returns and nothing after it ever runs.
    const crashingMailer: Mailer = {
      send: async (message) => {
        await smtpMailer.send(message);
        await new Promise<never>(() => {});
      },
    };
    void deliverDueMail({ db, mailer: crashingMailer, clock, from: FROM });
    await smtp.waitForDelivered(1);
    const [leftBehind] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(leftBehind).toMatchObject({ status: "sending", attempts: 1, sentAt: null });

    // After the lease, the next run (the restarted process) sends it again: the same message to receivers.
    clock.advance(SENDING_LEASE_MS + 1_000);
    expect(await deliverDueMail({ db, mailer: smtpMailer, clock, from: FROM })).toEqual({ claimed: 1, sent: 1 });
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    const expected = `<outbox-${id}.${row!.createdAt.getTime().toString(36)}@cape-english.example>`;
    expect(messageIdOf(row!, FROM)).toBe(expected);
    expect(smtp.delivered.map((message) => message.messageId)).toEqual([expected, expected]);
  });
});
