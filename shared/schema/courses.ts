import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export type CourseModule = { title: string; weeks: number; description: string };

export const courses = pgTable(
  "courses",
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    level: text().notNull(),
    imageUrl: text(),
    // Course detail content is data, not JSX literals: overview, what you'll learn, the five modules.
    overview: text().notNull().default(""),
    features: jsonb().$type<string[]>().notNull().default([]),
    modules: jsonb().$type<CourseModule[]>().notNull().default([]),
    durationWeeks: integer().notNull().default(12),
    requirements: text().notNull().default(""),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("courses_slug_unique").on(table.slug), index("courses_level_index").on(table.level)],
);

export const lessons = pgTable(
  "lessons",
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text(),
    content: text(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index("lessons_course_id_index").on(table.courseId, table.position)],
);

export type Course = typeof courses.$inferSelect;
export type Lesson = typeof lessons.$inferSelect;
