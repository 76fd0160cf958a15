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
});

const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** The longest one SMTP delivery can take before it fails: the outbox's lease must outlast a batch of them. */
export const LONGEST_SEND_MS = SMTP_TIMEOUTS_MS.connectionTimeout + SMTP_TIMEOUTS_MS.greetingTimeout + SMTP_TIMEOUTS_MS.socketTimeout;

export const createSmtpMailer = (smtpUrl: string): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl, { ...SMTP_TIMEOUTS_MS } as never);
  return {
    send: async (message) => {
      await transport.sendMail(toNodemailer(message));
    },
  };
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
