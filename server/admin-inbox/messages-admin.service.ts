import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type {
  InboxMessage,
  MailStatus,
  MessageFilter,
  MessageKind,
  MessageReplyView,
  MessagesResponse,
  UpdateMessageInput,
} from "../../shared/api/admin-inbox";
import { MESSAGES_PAGE_SIZE } from "../../shared/api/admin-inbox";
import { users } from "../../shared/schema/auth";
import { contacts, feedback, messageReplies } from "../../shared/schema/messages";
import { mailOutbox } from "../../shared/schema/operations";
import { changedFields, fingerprint } from "../audit/audit-fields";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { enqueueMail } from "../lib/outbox";

export const MESSAGE_NOT_FOUND = "Message not found";

type ContactRow = typeof contacts.$inferSelect;
type FeedbackRow = typeof feedback.$inferSelect;
type Table = typeof contacts | typeof feedback;

const tableOf = (kind: MessageKind): Table => (kind === "contact" ? contacts : feedback);

const filterWhere = (table: Table, status: MessageFilter): SQL | undefined => {
  if (status === "unread") return and(isNull(table.readAt), eq(table.isArchived, false));
  if (status === "resolved") return and(eq(table.isResolved, true), eq(table.isArchived, false));
  if (status === "archived") return eq(table.isArchived, true);
  return undefined;
};

const repliesFor = async (db: Database, kind: MessageKind, ids: number[]) => {
  const byMessage = new Map<number, MessageReplyView[]>();
  if (ids.length === 0) return byMessage;
  const rows = await db
    .select({
      id: messageReplies.id,
      messageId: messageReplies.messageId,
      body: messageReplies.body,
      createdAt: messageReplies.createdAt,
      sentByUsername: users.username,
      mailStatus: mailOutbox.status,
    })
    .from(messageReplies)
    .leftJoin(users, eq(users.id, messageReplies.sentBy))
    .leftJoin(mailOutbox, eq(mailOutbox.id, messageReplies.mailId))
    .where(and(eq(messageReplies.kind, kind), inArray(messageReplies.messageId, ids)))
    .orderBy(asc(messageReplies.createdAt), asc(messageReplies.id));
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({
      id: row.id,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      sentByUsername: row.sentByUsername,
      mailStatus: (row.mailStatus as MailStatus | null) ?? null,
    });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
};

const toView = (kind: MessageKind, row: ContactRow | FeedbackRow, replies: MessageReplyView[]): InboxMessage => {
  const base = {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    isResolved: row.isResolved,
    isArchived: row.isArchived,
    adminNotes: row.adminNotes,
    replies,
  };
  return kind === "contact"
    ? { ...base, kind, subject: (row as ContactRow).subject }
    : { ...base, kind, category: (row as FeedbackRow).category };
};

/** The keys (kind, id, date) of one kind's messages that pass the filter: one arm of the paged union. */
const keysOf = (db: Database, kind: MessageKind, status: MessageFilter) => {
  const table = tableOf(kind);
  return db
    .select({ kind: sql<MessageKind>`${kind}::text`.as("kind"), id: table.id, createdAt: table.createdAt })
    .from(table)
    .where(filterWhere(table, status));
};

const countOf = async (db: Database, kind: MessageKind, status: MessageFilter) => {
  const table = tableOf(kind);
  const [row] = await db.select({ value: count() }).from(table).where(filterWhere(table, status));
  return row?.value ?? 0;
};

/**
 * One page of the messages, newest first; without a kind, contact messages and feedback together. The
 * page is cut in the database over both tables (a union of their keys), then its rows are read.
 */
export const listMessages = async ({
  db,
  kind,
  status,
  page = 1,
}: {
  db: Database;
  kind?: MessageKind;
  status: MessageFilter;
  page?: number;
}): Promise<MessagesResponse> => {
  const kinds: MessageKind[] = kind ? [kind] : ["contact", "feedback"];
  const union = kind ? keysOf(db, kind, status) : unionAll(keysOf(db, "contact", status), keysOf(db, "feedback", status));
  const keys = await union
    .orderBy(desc(sql`created_at`), desc(sql`id`))
    .limit(MESSAGES_PAGE_SIZE)
    .offset((page - 1) * MESSAGES_PAGE_SIZE);

  const messages: InboxMessage[] = [];
  for (const each of kinds) {
    const ids = keys.filter((key) => key.kind === each).map((key) => key.id);
    if (ids.length === 0) continue;
    const table = tableOf(each);
    const rows: (ContactRow | FeedbackRow)[] = await db.select().from(table).where(inArray(table.id, ids));
    const replies = await repliesFor(db, each, ids);
    messages.push(...rows.map((row) => toView(each, row, replies.get(row.id) ?? [])));
  }
  messages.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const counts = await Promise.all(kinds.map((each) => countOf(db, each, status)));
  return { messages, page, pageSize: MESSAGES_PAGE_SIZE, total: counts.reduce((sum, value) => sum + value, 0) };
};

export const getMessage = async ({ db, kind, id }: { db: Database; kind: MessageKind; id: number }): Promise<InboxMessage> => {
  const table = tableOf(kind);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) throw new AppError("not_found", MESSAGE_NOT_FOUND);
  const replies = await repliesFor(db, kind, [id]);
  return toView(kind, row, replies.get(id) ?? []);
};

type Acting = { db: Database; actor: AuditActor; now: Date };

/** Opening an item: it is read from then on (the first time is kept); each opening is in the audit log. */
export const markMessageRead = async ({ db, actor, now, kind, id }: Acting & { kind: MessageKind; id: number }) => {
  const table = tableOf(kind);
  await db.transaction(async (tx) => {
    const [read] = await tx
      .update(table)
      .set({ readAt: sql`coalesce(${table.readAt}, ${now})` })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (!read) throw new AppError("not_found", MESSAGE_NOT_FOUND);
    await recordAdminAction(tx, actor, {
      now,
      action: "message.read",
      targetType: kind,
      targetId: id,
      summary: `Opened ${kind} message #${id}`,
    });
  });
  return getMessage({ db, kind, id });
};

/** The admin's notes are logged by length and fingerprint: they often quote the sender's details. */
const notesForLog = (fields: Record<string, unknown>) =>
  typeof fields.adminNotes === "string"
    ? { ...fields, adminNotes: { length: fields.adminNotes.length, sha256: fingerprint(fields.adminNotes) } }
    : fields;

/** Archived, resolved and the admin's notes, recorded with what changed. */
export const updateMessage = async ({
  db,
  actor,
  now,
  kind,
  id,
  input,
}: Acting & { kind: MessageKind; id: number; input: UpdateMessageInput }) => {
  const table = tableOf(kind);
  const changes: Partial<Pick<ContactRow, "isArchived" | "isResolved" | "adminNotes">> = {};
  if (input.isArchived !== undefined) changes.isArchived = input.isArchived;
  if (input.isResolved !== undefined) changes.isResolved = input.isResolved;
  if (input.adminNotes !== undefined) changes.adminNotes = input.adminNotes?.trim() ? input.adminNotes : null;
  await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!stored) throw new AppError("not_found", MESSAGE_NOT_FOUND);
    if (Object.keys(changes).length > 0) await tx.update(table).set(changes).where(eq(table.id, id));
    const diff = changedFields(stored, changes);
    await recordAdminAction(tx, actor, {
      now,
      action: "message.update",
      targetType: kind,
      targetId: id,
      summary: diff.isChanged
        ? `Changed ${kind} message #${id} (${Object.keys(diff.after).join(", ")})`
        : `Saved ${kind} message #${id} without a change`,
      before: notesForLog(diff.before),
      after: notesForLog(diff.after),
    });
  });
  return getMessage({ db, kind, id });
};

const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");

/** The reply mail: the answer, then the sender's message quoted; replies go to the school inbox. */
export const replyMail = ({
  to,
  replyTo,
  topic,
  name,
  sentAt,
  original,
  body,
}: {
  to: string;
  replyTo: string;
  topic: string;
  name: string;
  sentAt: Date;
  original: string;
  body: string;
}) => ({
  to,
  replyTo,
  subject: `Re: ${topic}`,
  text: `${body}\n\nOn ${sentAt.toISOString().slice(0, 10)}, ${name} wrote:\n${quote(original)}\n`,
});

/** Queues the reply mail and stores the reply with it, in one transaction; the message is read from then on. */
export const replyToMessage = async ({
  db,
  clock,
  kind,
  id,
  body,
  actor,
  inbox,
}: {
  db: Database;
  clock: Clock;
  kind: MessageKind;
  id: number;
  body: string;
  actor: AuditActor;
  inbox: string;
}): Promise<MessageReplyView> => {
  const table = tableOf(kind);
  const now = clock.now();
  const reply = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!row) throw new AppError("not_found", MESSAGE_NOT_FOUND);
    const topic = kind === "contact" ? (row as ContactRow).subject : (row as FeedbackRow).category;
    const mailId = await enqueueMail({
      db: tx,
      now,
      mail: replyMail({ to: row.email, replyTo: inbox, topic, name: row.name, sentAt: row.createdAt, original: row.message, body }),
    });
    const [stored] = await tx
      .insert(messageReplies)
      .values({ kind, messageId: id, body, sentBy: actor.id, mailId, createdAt: now })
      .returning();
    if (!row.readAt) await tx.update(table).set({ readAt: now }).where(eq(table.id, id));
    await recordAdminAction(tx, actor, {
      now,
      action: "message.reply",
      targetType: kind,
      targetId: id,
      summary: `Replied to ${kind} message #${id} by mail`,
      // The reply is stored with the message; the log keeps its length and fingerprint, not the text.
      after: { replyId: stored!.id, mailId, body: { length: body.length, sha256: fingerprint(body) } },
    });
    return stored!;
  });
  return {
    id: reply.id,
    body: reply.body,
    createdAt: reply.createdAt.toISOString(),
    sentByUsername: actor.username,
    mailStatus: "pending",
  };
};
