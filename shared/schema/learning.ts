import { boolean, check, index, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { DIFFICULTIES, EXERCISE_TYPES } from "../constants";
import { users } from "./auth";
import { createdAt, timestamptz, updatedAt } from "./columns";
import { courses, lessons } from "./courses";

export const exercises = pgTable(
  "exercises",
  {
    id: serial().primaryKey(),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull(),
    type: text().notNull(),
    difficulty: text().notNull(),
    points: integer().notNull().default(10),
    content: text().notNull(),
    timeLimit: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("exercises_lesson_id_index").on(table.lessonId)],
);

export const userExerciseResults = pgTable(
  "user_exercise_results",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exerciseId: integer()
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    score: integer().notNull(),
    passed: boolean().notNull(),
    timeSpent: integer(),
    userAnswers: text().notNull(),
    completedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    index("user_exercise_results_user_id_index").on(table.userId, table.completedAt),
    index("user_exercise_results_exercise_id_index").on(table.exerciseId),
  ],
);

export const courseEnrollments = pgTable(
  "course_enrollments",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    enrolledAt: timestamptz().notNull().defaultNow(),
    completedAt: timestamptz(),
    progress: integer().notNull().default(0),
    lastAccessedAt: timestamptz(),
  },
  (table) => [
    unique("course_enrollments_user_course_unique").on(table.userId, table.courseId),
    index("course_enrollments_course_id_index").on(table.courseId),
    check("course_enrollments_progress_range", sql`${table.progress} between 0 and 100`),
  ],
);

export const userLessonProgress = pgTable(
  "user_lesson_progress",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    isCompleted: boolean().notNull().default(false),
    completedAt: timestamptz(),
    timeSpent: integer().notNull().default(0),
    score: integer(),
    startedAt: timestamptz().notNull().defaultNow(),
    lastAccessedAt: timestamptz(),
  },
  (table) => [
    unique("user_lesson_progress_user_lesson_unique").on(table.userId, table.lessonId),
    index("user_lesson_progress_lesson_id_index").on(table.lessonId),
    index("user_lesson_progress_course_id_index").on(table.courseId),
  ],
);

const isJsonObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
};

export const insertExerciseSchema = createInsertSchema(exercises, {
  title: (schema) =>
    schema.trim().min(5, "Title must be at least 5 characters").max(100, "Title must be less than 100 characters"),
  description: (schema) =>
    schema
      .trim()
      .min(10, "Description must be at least 10 characters")
      .max(500, "Description must be less than 500 characters"),
  type: () => z.enum(EXERCISE_TYPES, { error: "Please select a valid exercise type" }),
  difficulty: () => z.enum(DIFFICULTIES, { error: "Please select a valid difficulty level" }),
  content: (schema) =>
    schema
      .min(10, "Content must be a valid JSON object")
      .refine(isJsonObject, "Content must be a valid JSON object"),
  points: () =>
    z
      .number()
      .int("Points must be a whole number")
      .min(1, "Points must be at least 1")
      .max(100, "Points must be at most 100")
      .default(10),
  timeLimit: () => z.number().int("Time limit must be a whole number").positive().nullish(),
}).omit({ id: true, createdAt: true, updatedAt: true });

export const insertExerciseResultSchema = createInsertSchema(userExerciseResults, {
  score: () => z.number().int("Score must be a whole number").min(0, "Score cannot be negative"),
  passed: () => z.boolean(),
  userAnswers: (schema) =>
    schema
      .min(2, "User answers must be provided")
      .refine(isJsonObject, "User answers must be a valid JSON object"),
  timeSpent: () => z.number().int().min(0).nullish(),
}).omit({ id: true, userId: true, completedAt: true });

export type Exercise = typeof exercises.$inferSelect;
export type CourseEnrollment = typeof courseEnrollments.$inferSelect;
