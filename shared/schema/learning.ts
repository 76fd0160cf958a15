import { boolean, check, index, integer, jsonb, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { Difficulty, ExerciseSkill, ExerciseType } from "../api/learning";
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
    type: text().$type<ExerciseType>().notNull(),
    difficulty: text().$type<Difficulty>().notNull(),
    skill: text().$type<ExerciseSkill>().notNull().default("reading"),
    points: integer().notNull().default(10),
    /** The type's content with its answer key (shared/api/learning.ts); students get it stripped. */
    content: jsonb().$type<Record<string, unknown>>().notNull(),
    position: integer().notNull().default(0),
    timeLimit: integer(),
    /** An exercise with results is retired (hidden from students), never deleted. */
    isRetired: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("exercises_lesson_id_index").on(table.lessonId, table.position)],
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
    /** Percent of the maximum, 0-100. */
    score: integer().notNull(),
    passed: boolean().notNull(),
    /** Points this attempt added to the student's total: the exercise's points on its first pass, else 0. */
    pointsEarned: integer().notNull().default(0),
    timeSpent: integer(),
    userAnswers: text().notNull(),
    completedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    index("user_exercise_results_user_id_index").on(table.userId, table.completedAt),
    index("user_exercise_results_exercise_id_index").on(table.exerciseId, table.userId),
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

export type Exercise = typeof exercises.$inferSelect;
export type CourseEnrollment = typeof courseEnrollments.$inferSelect;

// Live classes: scheduled by admins, a seat booked by a subscriber.
export const liveClasses = pgTable(
  "live_classes",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    level: text().notNull(),
    teacherName: text().notNull(),
    startsAt: timestamptz().notNull(),
    durationMinutes: integer().notNull().default(60),
    joinUrl: text().notNull(),
    capacity: integer().notNull(),
    isCancelled: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("live_classes_starts_at_index").on(table.startsAt),
    check("live_classes_capacity_positive", sql`${table.capacity} > 0`),
  ],
);

export const liveClassBookings = pgTable(
  "live_class_bookings",
  {
    id: serial().primaryKey(),
    liveClassId: integer()
      .notNull()
      .references(() => liveClasses.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The one-hour reminder was queued (claimed by a conditional update: once per booking across instances). */
    reminderSentAt: timestamptz(),
    createdAt: createdAt(),
  },
  (table) => [
    unique("live_class_bookings_class_user_unique").on(table.liveClassId, table.userId),
    index("live_class_bookings_user_id_index").on(table.userId),
  ],
);

export type LiveClassRow = typeof liveClasses.$inferSelect;
