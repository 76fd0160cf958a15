import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { WritingFeedback } from "../api/learning";
import { users } from "./auth";
import { timestamptz } from "./columns";
import { courses } from "./courses";
import { exercises } from "./learning";

/**
 * A learner's text for a writing task, kept for a teacher to mark (issue 43). Every submission is a new row:
 * the teacher reads the latest, the history stays. The marking columns stay null until the teachers' issue
 * fills them.
 */
export const writingSubmissions = pgTable(
  "writing_submissions",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    text: text().notNull(),
    wordCount: integer().notNull(),
    /** The automatic feedback the learner was shown (length, spelling, repeated words). */
    feedback: jsonb().$type<WritingFeedback>().notNull(),
    /** From the app's clock (no column default): tests and the date guard move time. */
    submittedAt: timestamptz().notNull(),
    markedBy: integer().references(() => users.id, { onDelete: "set null" }),
    markedAt: timestamptz(),
    marks: jsonb().$type<Record<string, unknown>>(),
    comment: text(),
  },
  (table) => [
    index("writing_submissions_user_exercise_index").on(table.userId, table.exerciseId, table.submittedAt),
    index("writing_submissions_course_index").on(table.courseId, table.submittedAt),
  ],
);

export type WritingSubmission = typeof writingSubmissions.$inferSelect;
