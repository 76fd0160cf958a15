import { existsSync } from "node:fs";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { mailOutbox, type OutboxMail } from "../../shared/schema/operations";
import { emailSuppressions } from "../../shared/schema/outreach";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "./clock";
import type { Logger } from "./logger";
import { isMailboxRefusal, LONGEST_SEND_MS, type MailAttachment, type Mailer } from "./mailer";
import { hidePrivateLinks } from "./one-time-links";

/** Minutes to wait before each retry; after the last one the mail is marked failed. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 180, 720] as const;
export const BATCH_SIZE = 10;
/**
 * A claimed batch stays claimed until every mail in it could have timed out, with a minute to spare: a
 * shorter lease let the next run claim the rest of a slow batch and send those mails twice.
 */
export const SENDING_LEASE_MS = BATCH_SIZE * LONGEST_SEND_MS + 60_000;

export type OutgoingMail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachment?: MailAttachment;
  /** Extra headers, such as List-Unsubscribe on outreach mail. */
  headers?: Record<string, string>;
};

// Header injection: a CR or LF in a subject would start a new header. Names and subjects are one line.
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

/**
 * Queues a mail, due at `now`: the time of the clock the delivery job reads (never the database's own), so
 * that a mail queued and sent under one clock (a test's, another instance's) is due when that clock says so.
 */
export const enqueueMail = async ({ db, now, mail }: { db: DbExecutor; now: Date; mail: OutgoingMail }) => {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      nextAttemptAt: now,
      createdAt: now,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: oneLine(mail.subject),
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      attachmentPath: mail.attachment && "path" in mail.attachment ? mail.attachment.path : null,
      attachmentName: mail.attachment?.filename ?? null,
      attachmentContent: mail.attachment && "content" in mail.attachment ? mail.attachment.content : null,
      attachmentContentType: mail.attachment && "content" in mail.attachment ? mail.attachment.contentType : null,
      headers: mail.headers ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
};

/**
 * The attachment as it can be sent now. A file removed while the mail waited (backup retention, a retry
 * days later) does not block the mail for ever: it goes without the file and says so.
 */
const attachmentOf = (mail: OutboxMail) => {
  if (mail.attachmentContent !== null) {
    const attachment = {
      filename: mail.attachmentName ?? "attachment",
      content: mail.attachmentContent,
      contentType: mail.attachmentContentType ?? "application/octet-stream",
    };
    return { text: mail.textBody, attachments: [attachment] };
  }
  if (!mail.attachmentPath) return { text: mail.textBody, attachments: undefined };
  const filename = mail.attachmentName ?? "attachment";
  if (existsSync(mail.attachmentPath)) return { text: mail.textBody, attachments: [{ filename, path: mail.attachmentPath }] };
  return {
    text: `${mail.textBody}\n\n(The attachment ${filename} was no longer on the server when this mail was sent.)`,
    attachments: undefined,
  };
};

const domainOf = (from: string) => /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "localhost";

/**
 * The same Message-ID at every attempt, from the row (its id and creation time, so that another database's
 * row with the same id differs): a resend after a crash between the SMTP server's 250 and the row's update
 * (the one moment a mail can go out twice) is recognisably the same message to the receiving systems.
 */
export const messageIdOf = (mail: Pick<OutboxMail, "id" | "createdAt">, from: string) =>
  `<outbox-${mail.id}.${mail.createdAt.getTime().toString(36)}@${domainOf(from)}>`;

/**
 * Sends what is due. Rows are claimed with a lease (status sending + a later nextAttemptAt), so two
 * instances never send the same mail, and a crash mid-send only delays it until the lease ends.
 */
export const deliverDueMail = async ({
  db,
  mailer,
  clock,
  from,
  logger,
}: {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  from: string;
  logger?: Logger;
}) => {
  const now = clock.now();
  const leaseEnd = new Date(now.getTime() + SENDING_LEASE_MS);
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, ["pending", "sending"]), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH_SIZE)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ status: "sending", nextAttemptAt: leaseEnd, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();

  let sentCount = 0;
  for (const mail of claimed) {
    try {
      await mailer.send({
        from,
        to: mail.toAddress,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.htmlBody,
        headers: mail.headers ?? undefined,
        messageId: messageIdOf(mail, from),
        ...attachmentOf(mail),
      });
      // Once sent, the stored copy loses the keys of its private links (reset, confirmation, campaign page,
      // unsubscribe): the recipient has them, and the outbox is in every SQL backup for months.
      const { text, hiddenLinks } = hidePrivateLinks(mail.textBody);
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: clock.now(), lastError: null, ...(hiddenLinks > 0 ? { textBody: text } : {}) })
        .where(eq(mailOutbox.id, mail.id));
      sentCount++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Outreach mail (it carries List-Unsubscribe) whose mailbox is refused for good (5.1.1 no such user)
      // is a bounce: not retried, and the address joins the suppression list. Any other failure, also a
      // 5xx for every mail while the server is in trouble, waits for the next retry.
      const isBounce = isMailboxRefusal(error) && !!mail.headers?.["List-Unsubscribe"];
      const delay = isBounce ? undefined : RETRY_DELAYS_MINUTES[mail.attempts - 1];
      logger?.warn({ mailId: mail.id, attempts: mail.attempts, err: message }, "mail delivery failed");
      await db
        .update(mailOutbox)
        .set(
          delay === undefined
            ? { status: "failed", lastError: message }
            : { status: "pending", lastError: message, nextAttemptAt: new Date(clock.now().getTime() + delay * 60_000) },
        )
        .where(eq(mailOutbox.id, mail.id));
      if (isBounce)
        await db.insert(emailSuppressions).values({ email: mail.toAddress.toLowerCase(), reason: "bounced" }).onConflictDoNothing();
    }
  }
  return { claimed: claimed.length, sent: sentCount };
};
