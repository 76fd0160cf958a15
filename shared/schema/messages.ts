import { sql } from "drizzle-orm";
import { boolean, index, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { CONTACT_SUBJECTS, FEEDBACK_CATEGORY_VALUES, FEEDBACK_MESSAGE_MAX } from "../constants";
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

const trimmedEmail = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email(message));

export const insertContactSchema = createInsertSchema(contacts, {
  name: (schema) => schema.trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
  email: () => trimmedEmail("Invalid email address"),
  subject: () => z.enum(CONTACT_SUBJECTS, { error: "Please select a subject" }).default("General Inquiry"),
  message: (schema) =>
    schema.trim().min(10, "Message must be at least 10 characters").max(5000, "Message must be at most 5000 characters"),
}).omit({ id: true, createdAt: true });

export const insertFeedbackSchema = createInsertSchema(feedback, {
  name: (schema) => schema.trim().min(2, "Name must be at least 2 characters").max(100, "Name must be at most 100 characters"),
  email: () => trimmedEmail("Please enter a valid email address"),
  category: () => z.enum(FEEDBACK_CATEGORY_VALUES, { error: "Please select a category" }),
  message: (schema) =>
    schema
      .trim()
      .min(10, "Message must be at least 10 characters")
      .max(FEEDBACK_MESSAGE_MAX, `Message cannot exceed ${FEEDBACK_MESSAGE_MAX} characters`),
}).omit({ id: true, createdAt: true, isArchived: true, isResolved: true, adminNotes: true });

export const insertPreRegistrationSchema = createInsertSchema(preRegistrations, {
  email: () => trimmedEmail("Invalid email address").transform((email) => email.toLowerCase()),
}).omit({ id: true, createdAt: true });

export type Contact = typeof contacts.$inferSelect;
export type Feedback = typeof feedback.$inferSelect;
export type PreRegistration = typeof preRegistrations.$inferSelect;
