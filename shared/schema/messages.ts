import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, timestamptz } from "./columns";
import { mailOutbox } from "./operations";

export const contacts = pgTable(
  "contacts",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    // Triage in the admin inbox, as feedback has it.
    isArchived: boolean().notNull().default(false),
    isResolved: boolean().notNull().default(false),
    adminNotes: text(),
    /** When an admin first opened it: unread until then. */
    readAt: timestamptz(),
    createdAt: createdAt(),
  },
  (table) => [index("contacts_created_at_index").on(table.createdAt)],
);

export const feedback = pgTable(
  "feedback",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    category: text().notNull(),
    message: text().notNull(),
    isArchived: boolean().notNull().default(false),
    isResolved: boolean().notNull().default(false),
    adminNotes: text(),
    readAt: timestamptz(),
    createdAt: createdAt(),
  },
  (table) => [index("feedback_created_at_index").on(table.createdAt)],
);

export const preRegistrations = pgTable(
  "pre_registrations",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("pre_registrations_email_lower_unique").on(sql`lower(${table.email})`)],
);

export type Contact = typeof contacts.$inferSelect;
export type Feedback = typeof feedback.$inferSelect;
export type PreRegistration = typeof preRegistrations.$inferSelect;

/** An admin's email answer to a contact message or a feedback item, stored with it and sent through the outbox. */
export const messageReplies = pgTable(
  "message_replies",
  {
    id: serial().primaryKey(),
    /** contact or feedback */
    kind: text().$type<"contact" | "feedback">().notNull(),
    messageId: integer().notNull(),
    body: text().notNull(),
    sentBy: integer().references(() => users.id, { onDelete: "set null" }),
    mailId: integer().references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("message_replies_message_index").on(table.kind, table.messageId)],
);
