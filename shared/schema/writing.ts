import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { WritingFeedback } from "../api/learning";
import { users } from "./auth";
import { timestamptz } from "./columns";
import { courseTestAttempts, courseTestQuestions } from "./course-tests";
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
    /** The lesson's writing task, or (in a final assessment) the attempt and its writing task: one of the two. */
    exerciseId: integer().references(() => exercises.id, { onDelete: "cascade" }),
    testAttemptId: integer().references(() => courseTestAttempts.id, { onDelete: "cascade" }),
    testQuestionId: integer().references(() => courseTestQuestions.id, { onDelete: "cascade" }),
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
    index("writing_submissions_attempt_index").on(table.testAttemptId),
    check(
      "writing_submissions_one_source",
      sql`(${table.exerciseId} is not null) <> (${table.testAttemptId} is not null and ${table.testQuestionId} is not null)`,
    ),
  ],
);

export type WritingSubmission = typeof writingSubmissions.$inferSelect;
