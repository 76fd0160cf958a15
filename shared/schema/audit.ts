import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt } from "./columns";

/**
 * What an admin did, kept for accountability: who, what, to which record, when, and the record before
 * and after. Rows are only ever inserted; the actor's name is copied so the line still reads after the
 * admin's account is closed.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial().primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    actorName: text().notNull(),
    /** A dotted verb, e.g. plan.update, subscription.extend, payment.refund, course.publish. */
    action: text().notNull(),
    /** The kind of record acted on (plan, subscription, payment, course, lesson, exercise, user) and its id. */
    targetType: text().notNull(),
    targetId: text().notNull(),
    /** One line a person reads in the log. */
    summary: text().notNull(),
    before: jsonb().$type<Record<string, unknown> | null>(),
    after: jsonb().$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_created_at_index").on(table.createdAt),
    index("audit_log_target_index").on(table.targetType, table.targetId),
    index("audit_log_actor_index").on(table.actorId),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
