import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";

/**
 * A file sent with a mail: nodemailer streams it from `path` when the mail goes out, or, for a small file
 * made for the mail (a class's .ics), sends its `content` with its `contentType`.
 */
export type MailAttachment = { filename: string; path: string } | { filename: string; content: string; contentType: string };

export type MailMessage = {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
  /** The Message-ID header (with its angle brackets); nodemailer makes a random one when absent. */
  messageId?: string;
};

/** The outside mail system, as services see it. Throws when the message was not accepted. */
export type Mailer = { send: (message: MailMessage) => Promise<void> };

const toNodemailer = (message: MailMessage) => ({
  from: message.from,
  to: message.to,
  replyTo: message.replyTo ?? undefined,
  subject: message.subject,
  text: message.text,
  html: message.html ?? undefined,
  attachments: message.attachments?.map((attachment) =>
    "path" in attachment
      ? { filename: attachment.filename, path: attachment.path }
      : { filename: attachment.filename, content: attachment.content, contentType: attachment.contentType },
  ),
  headers: message.headers,
  messageId: message.messageId,
});

export type SmtpTimeouts = { connectionTimeout: number; greetingTimeout: number; socketTimeout: number };
const SMTP_TIMEOUTS_MS: SmtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** The longest one SMTP delivery can take before it fails: the outbox's lease must outlast a batch of them. */
export const LONGEST_SEND_MS = SMTP_TIMEOUTS_MS.connectionTimeout + SMTP_TIMEOUTS_MS.greetingTimeout + SMTP_TIMEOUTS_MS.socketTimeout;

/** `timeouts`: tests of a mail server that never answers shorten them; the app keeps the defaults. */
export const createSmtpMailer = (smtpUrl: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS_MS): Mailer => {
  // The timeouts go in the options object with the url: a second argument would be message defaults, and
  // the connection would keep nodemailer's own (2 min to connect, 30 s to greet, 10 min idle), outlasting the lease.
  const transport = nodemailer.createTransport({ url: smtpUrl, ...timeouts });
  return {
    send: async (message) => {
      await transport.sendMail(toNodemailer(message));
    },
  };
};

// Replies that are about our server, login or sender, never about the recipient's mailbox.
const COMMANDS_ABOUT_US = /^(CONN|EHLO|HELO|LHLO|AUTH|MAIL FROM|API)/;
// RFC 3463: 5.1.x is the address (no such user, no such domain), 5.2.1 a disabled mailbox. A full one (5.2.2)
// may empty again: retried, like every other refusal.
const ENHANCED_STATUS = /\b5\d\d[ -]5\.(\d{1,3}\.\d{1,3})\b/;

/**
 * An SMTP server's final no (5xx) about the recipient's mailbox, as nodemailer reports it: a bounce.
 * Not a bounce, although permanent: a 5xx to the greeting, the login or the sender, a policy refusal
 * (5.7.x: relaying denied while our login is broken) or a refused message that names no mailbox (5.3.x,
 * 5.6.x). A server in trouble or set up wrongly answers every mail so, and it is not the mailbox's fault.
 */
export const isMailboxRefusal = (error: unknown) => {
  const { responseCode, command, response } = (error ?? {}) as { responseCode?: unknown; command?: unknown; response?: unknown };
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode >= 600) return false;
  if (typeof command === "string" && COMMANDS_ABOUT_US.test(command)) return false;
  const reply = typeof response === "string" ? response : error instanceof Error ? error.message : "";
  const status = ENHANCED_STATUS.exec(reply);
  if (status) return status[1]!.startsWith("1.") || status[1] === "2.1";
  // An old server without enhanced codes: a 5xx to RCPT TO is about that recipient.
  return command === "RCPT TO";
};

/**
 * Development and demo mode: each message becomes an .eml file under DATA_DIR/mail, readable in any mail
 * app. Folder 0700 and files 0600: the mails carry one-time links, unsubscribe tokens and backups.
 */
export const createFileMailer = (dataDir: string): Mailer => {
  const folder = resolve(dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (message) => {
      const info = await transport.sendMail(toNodemailer(message));
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      // A folder made by an older version (0755) is tightened as soon as it is used.
      chmodSync(folder, 0o700);
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      writeFileSync(join(folder, `${stamp}-${info.messageId.replace(/[^A-Za-z0-9._-]/g, "")}.eml`), info.message as Buffer, {
        mode: 0o600,
      });
    },
  };
};

/** Tests: keeps what was sent. */
export const createMemoryMailer = (): Mailer & { sent: MailMessage[]; failNext: (count: number) => void } => {
  let failuresLeft = 0;
  const sent: MailMessage[] = [];
  return {
    sent,
    failNext: (count) => {
      failuresLeft = count;
    },
    send: async (message) => {
      if (failuresLeft > 0) {
        failuresLeft--;
        throw new Error("SMTP server unavailable");
      }
      sent.push(message);
    },
  };
};
