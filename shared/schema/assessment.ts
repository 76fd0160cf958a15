import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamptz } from "./columns";

export const assessments = pgTable(
  "assessments",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    score: integer().notNull(),
    level: text().notNull(),
    completedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [index("assessments_user_id_index").on(table.userId, table.completedAt)],
);

export type Assessment = typeof assessments.$inferSelect;
