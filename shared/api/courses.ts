// Contracts of the public course catalogue.
import { z } from "zod";

/**
 * What a course holds, computed from its published lessons (never typed in): how many lessons, in how
 * many modules, and their estimated minutes added up.
 */
export const courseFiguresSchema = z.object({
  lessonCount: z.number(),
  moduleCount: z.number(),
  totalMinutes: z.number(),
  /**
   * Guided learning hours from the content (guidedLearningHours in course-tests.ts): the published lessons'
   * minutes, the tests' drawn questions and the reflective tasks.
   */
  guidedHours: z.number(),
});
export type CourseFigures = z.infer<typeof courseFiguresSchema>;

/** One course as GET /api/courses lists it. */
export const courseSummarySchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    level: z.string(),
    /** The stored picture, or null: the site then draws a cover from the title and level. */
    imageUrl: z.string().nullable(),
  })
  .extend(courseFiguresSchema.shape);
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** One published lesson as the syllabus lists it. */
export const syllabusLessonSchema = z.object({ id: z.number(), title: z.string(), estimatedMinutes: z.number() });

/** A module that has published lessons: its number (1-5), its name and description when the course gives them (else ""). */
export const syllabusModuleSchema = z.object({
  number: z.number(),
  title: z.string(),
  description: z.string(),
  minutes: z.number(),
  lessons: z.array(syllabusLessonSchema),
  /** What a CEFR module's learner can do at its end (the Council of Europe's can-do statements), when the course states them. */
  canDo: z
    .object({ reading: z.array(z.string()), listening: z.array(z.string()), speaking: z.array(z.string()), writing: z.array(z.string()) })
    .optional(),
  /** A TEFL unit's learning outcomes, when the course states them. */
  outcomes: z.array(z.string()).optional(),
  /** A TEFL unit's reflective written task (its prompt), when it has one. */
  reflectiveTask: z.object({ prompt: z.string() }).optional(),
});
export type SyllabusModule = z.infer<typeof syllabusModuleSchema>;

/** GET /api/courses/:id: the list fields plus the detail page's content and its real syllabus. */
export const courseDetailSchema = courseSummarySchema.extend({
  overview: z.string(),
  features: z.array(z.string()),
  requirements: z.string(),
  syllabus: z.array(syllabusModuleSchema),
  /** Modules the course describes that have no published lesson yet: named as "not available yet", never as content. */
  plannedModules: z.array(z.object({ number: z.number(), title: z.string() })),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;
