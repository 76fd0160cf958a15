import { sql } from "drizzle-orm";
import { boolean, index, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const contacts = pgTable(
  "contacts",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
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
