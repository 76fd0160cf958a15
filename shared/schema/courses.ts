import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { VocabularyItem } from "../api/learning";
import { bytea, createdAt, updatedAt } from "./columns";

/**
 * A module of a course: its title and description; from the curriculum files also what it teaches to (a
 * CEFR module's can-do statements per skill) or, for a TEFL unit, its outcomes and reflective written task.
 */
export type CourseModule = {
  title: string;
  weeks: number;
  description: string;
  canDo?: { reading: string[]; listening: string[]; speaking: string[]; writing: string[] };
  outcomes?: string[];
  reflectiveTask?: { prompt: string; guidance: string[] };
};

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
    /** Only published courses are public; an admin drafts a new course unpublished. */
    isPublished: boolean().notNull().default(true),
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
    /** The explanation: plain text, paragraphs separated by a blank line. */
    content: text(),
    /** Example sentences shown under the explanation. */
    examples: jsonb().$type<string[]>().notNull().default([]),
    /** "Key words and phrases" (the lesson file's vocabulary); an admin-authored lesson may have none. */
    vocabulary: jsonb().$type<VocabularyItem[]>().notNull().default([]),
    /** Which of the course's five modules the lesson belongs to. */
    module: integer().notNull().default(1),
    /** Order within the module. */
    position: integer().notNull().default(0),
    estimatedMinutes: integer().notNull().default(15),
    isPublished: boolean().notNull().default(true),
    /** The curriculum file the seed wrote it from (content/courses/<slug>/module-<n>/<file>.md); null if an admin wrote it. */
    contentKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("lessons_course_id_index").on(table.courseId, table.module, table.position),
    uniqueIndex("lessons_content_key_unique").on(table.contentKey),
    check("lessons_module_range", sql`${table.module} between 1 and 5`),
  ],
);

export type Course = typeof courses.$inferSelect;
export type Lesson = typeof lessons.$inferSelect;

/**
 * A course's uploaded image, resized once on upload to each size the pages use (one row per size). The
 * bytes live in the database so a backup carries them; the address holds the hash, so it can be cached for ever.
 */
export const courseImages = pgTable(
  "course_images",
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The size's name (e.g. card, hero) and its pixels. */
    variant: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    contentType: text().notNull(),
    /** SHA-256 of the original upload (hex): part of the address, so a new image is a new address. */
    hash: text().notNull(),
    data: bytea().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("course_images_hash_variant_unique").on(table.hash, table.variant),
    index("course_images_course_index").on(table.courseId),
  ],
);
