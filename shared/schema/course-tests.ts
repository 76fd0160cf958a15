import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { ExerciseSkill } from "../api/learning";
import type { CourseTestQuestionType } from "../api/course-tests";
import { users } from "./auth";
import { createdAt, timestamptz, updatedAt } from "./columns";
import { courses } from "./courses";

/**
 * A course's tests: one per module (kind "module", module 1-5) and the final assessment (kind "final",
 * module 0). Each attempt draws `drawn` questions at random from the test's bank, so two attempts differ.
 */
export const courseTests = pgTable(
  "course_tests",
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    kind: text().$type<"module" | "final">().notNull(),
    /** The module the test closes (1-5); 0 for the final assessment. */
    module: integer().notNull().default(0),
    title: text().notNull(),
    /** Questions one attempt asks. */
    drawn: integer().notNull(),
    /**
     * What one attempt asks besides its drawn questions, counted when the seed writes the bank (its texts and
     * writing task are never edited afterwards): the questions of its reading and listening texts, and the
     * minutes those texts and the writing task take by the school's estimate (textsPerAttempt). The course's
     * guided hours add them (guidedLearningHours).
     */
    textQuestions: integer().notNull().default(0),
    textMinutes: integer().notNull().default(0),
    /** The score (per cent) that passes. */
    passPercent: integer().notNull().default(70),
    /** Where the seed found it (content/courses/<slug>/…): a second seed updates nothing an admin changed. */
    contentKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("course_tests_course_kind_module_unique").on(table.courseId, table.kind, table.module),
    check("course_tests_module_range", sql`${table.module} between 0 and 5`),
    check("course_tests_drawn_positive", sql`${table.drawn} > 0`),
  ],
);

/** A test's bank: questions with their answer key (never sent to students). */
export const courseTestQuestions = pgTable(
  "course_test_questions",
  {
    id: serial().primaryKey(),
    testId: integer()
      .notNull()
      .references(() => courseTests.id, { onDelete: "cascade" }),
    /**
     * multiple_choice, fill_in_blank or audio: one right answer, marked without a person; reading_text or
     * listening_text: a text with its questions, one point each (an attempt asks one of each type).
     */
    type: text().$type<CourseTestQuestionType>().notNull(),
    skill: text().$type<ExerciseSkill>().notNull(),
    /** The type's content with its answer key (shared/api/learning.ts exerciseContentSchemas). */
    content: jsonb().$type<Record<string, unknown>>().notNull(),
    position: integer().notNull().default(0),
    /** A question with answers is retired (no longer drawn), never deleted: old attempts still read it. */
    isRetired: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index("course_test_questions_test_index").on(table.testId, table.position)],
);

/**
 * One sitting of a test: the questions drawn when it started (in order), then the answers and the score
 * when it is submitted. The server holds the draw, so a reload resumes the same questions.
 */
export const courseTestAttempts = pgTable(
  "course_test_attempts",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    testId: integer()
      .notNull()
      .references(() => courseTests.id, { onDelete: "cascade" }),
    questionIds: jsonb().$type<number[]>().notNull(),
    answers: jsonb().$type<unknown[]>(),
    correctCount: integer(),
    scorePercent: integer(),
    startedAt: timestamptz().notNull().defaultNow(),
    submittedAt: timestamptz(),
  },
  (table) => [index("course_test_attempts_user_test_index").on(table.userId, table.testId, table.startedAt)],
);

/**
 * A TEFL unit's reflective written task, as the trainee handed it in. There are no tutors: the text is the
 * trainee's own record (self-checked against the task's guidance) and a condition of the certificate.
 */
export const reflectiveTaskSubmissions = pgTable(
  "reflective_task_submissions",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    module: integer().notNull(),
    text: text().notNull(),
    submittedAt: timestamptz().notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("reflective_task_submissions_user_course_module_unique").on(table.userId, table.courseId, table.module)],
);

export type CourseTest = typeof courseTests.$inferSelect;
export type CourseTestQuestion = typeof courseTestQuestions.$inferSelect;
export type CourseTestAttempt = typeof courseTestAttempts.$inferSelect;
