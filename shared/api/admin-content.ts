// Contracts of course authoring (admins): courses, lessons and exercises, with the spec's messages.
import { z } from "zod";
import { COURSE_LEVELS, DIFFICULTIES, EXERCISE_TYPES } from "../constants";
import type { CertificateKind } from "./certificates";
import {
  EXERCISE_SKILLS,
  exerciseContentSchemas,
  type ExerciseContent,
  type ExerciseSkill,
  type ExerciseType,
  type Difficulty,
} from "./learning";

const title = z
  .string({ error: "Title must be at least 5 characters" })
  .trim()
  .min(5, "Title must be at least 5 characters")
  .max(100, "Title must be less than 100 characters");
const description = z
  .string({ error: "Description must be at least 10 characters" })
  .trim()
  .min(10, "Description must be at least 10 characters")
  .max(500, "Description must be less than 500 characters");
const moduleNumber = z.coerce
  .number({ error: "Module must be 1 to 5" })
  .int("Module must be 1 to 5")
  .min(1, "Module must be 1 to 5")
  .max(5, "Module must be 1 to 5");
const position = z.number({ error: "Position must be a whole number" }).int("Position must be a whole number").min(0).max(10_000);

export const MAX_COURSE_MODULES = 5;
export const MAX_COURSE_FEATURES = 12;
export const MODULE_HOLDS_LESSONS = (title: string) =>
  `"${title}" still has lessons: move them to another module or delete them before removing it`;

/** A published course always has a published lesson: the catalogue never offers an empty course (409). */
export const COURSE_NEEDS_PUBLISHED_LESSON =
  "Publish at least one lesson before you publish the course: students would find nothing to learn in it";
export const LAST_PUBLISHED_LESSON = "This is the course's only published lesson: publish another lesson first, or unpublish the course";

/**
 * One module of a course as the course form sends it: its place in the list is its number (lessons.module).
 * `from` is the number it had before (null for a new module), so a reorder moves its lessons with it.
 */
export const courseModuleInputSchema = z.object({
  from: z
    .number({ error: "Module must be 1 to 5" })
    .int("Module must be 1 to 5")
    .min(1, "Module must be 1 to 5")
    .max(MAX_COURSE_MODULES, "Module must be 1 to 5")
    .nullable()
    .default(null),
  title: z
    .string({ error: "Give the module a title" })
    .trim()
    .min(1, "Give the module a title")
    .max(80, "A module title must be at most 80 characters"),
  description: z.string().trim().max(300, "A module description must be at most 300 characters").default(""),
});
export type CourseModuleInput = z.input<typeof courseModuleInputSchema>;

const courseContentFields = {
  overview: z.string({ error: "The overview must be text" }).trim().max(5000, "The overview must be at most 5000 characters"),
  features: z
    .array(
      z
        .string({ error: "Write each point as text" })
        .trim()
        .min(1, "Write the point or remove it")
        .max(200, "A point must be at most 200 characters"),
      { error: "What you'll learn must be a list" },
    )
    .max(MAX_COURSE_FEATURES, `List at most ${MAX_COURSE_FEATURES} points`),
  modules: z
    .array(courseModuleInputSchema, { error: "Modules must be a list" })
    .max(MAX_COURSE_MODULES, `A course has at most ${MAX_COURSE_MODULES} modules`)
    .refine((modules) => {
      const from = modules.map((module) => module.from).filter((number) => number !== null);
      return new Set(from).size === from.length;
    }, "Each existing module can appear only once"),
};

export const createCourseSchema = z.object({
  title,
  description,
  level: z
    .string({ error: "Level is required" })
    .trim()
    .min(1, "Level is required")
    .refine((level) => (COURSE_LEVELS as readonly string[]).includes(level), "Please choose one of the listed levels"),
  overview: courseContentFields.overview.optional(),
  features: courseContentFields.features.optional(),
  // A new course's modules are all new: any `from` is ignored.
  modules: courseContentFields.modules.optional(),
});
export const updateCourseSchema = createCourseSchema.partial().extend({
  isPublished: z.boolean({ error: "Published must be true or false" }).optional(),
  sortOrder: position.optional(),
});
export type CreateCourseInput = z.input<typeof createCourseSchema>;
export type UpdateCourseInput = z.input<typeof updateCourseSchema>;

export const createLessonSchema = z.object({
  title,
  description,
  content: z
    .string({ error: "Content must be at least 10 characters" })
    .trim()
    .min(10, "Content must be at least 10 characters")
    .max(20_000, "Content must be at most 20000 characters"),
  module: moduleNumber,
  examples: z.array(z.string().trim().min(1).max(300), { error: "Examples must be a list of sentences" }).max(12).optional(),
  estimatedMinutes: z.coerce.number().int("Minutes must be a whole number").min(1, "Minutes must be at least 1").max(240).optional(),
  isPublished: z.boolean({ error: "Published must be true or false" }).optional(),
});
/**
 * PATCH /api/admin/lessons/:id. `position` moves the lesson to that place (0 = first) among its module's
 * lessons, and the module's lessons are renumbered 0..n-1; a new `module` moves it to the end of that
 * module (or to `position` in it) and renumbers the module it left.
 */
export const updateLessonSchema = createLessonSchema.partial().extend({ position: position.optional() });
export type CreateLessonInput = z.input<typeof createLessonSchema>;
export type UpdateLessonInput = z.input<typeof updateLessonSchema>;

export const CONTENT_NOT_OBJECT = "Content must be a valid JSON object";

const points = z
  .number({ error: "Points must be at least 1" })
  .int("Points must be a whole number")
  .min(1, "Points must be at least 1")
  .max(100, "Points must be at most 100");

const exerciseFields = z.object({
  title,
  description,
  type: z.enum(EXERCISE_TYPES, { error: "Please select a valid exercise type" }),
  difficulty: z.enum(DIFFICULTIES, { error: "Please select a valid difficulty level" }),
  content: z.record(z.string(), z.unknown(), { error: CONTENT_NOT_OBJECT }),
  points: points.default(10),
  skill: z.enum(EXERCISE_SKILLS, { error: "Please select a skill: reading, writing, speaking or listening" }),
  position: position.optional(),
});

/** Checks `content` against its type's shape; the messages name the field of the content. */
const contentMatchesType = (exercise: { type?: ExerciseType; content?: Record<string, unknown> }, context: z.RefinementCtx) => {
  if (!exercise.type || exercise.content === undefined) return;
  const result = exerciseContentSchemas[exercise.type].safeParse(exercise.content);
  if (result.success) return;
  for (const issue of result.error.issues) context.addIssue({ code: "custom", message: issue.message, path: ["content", ...issue.path] });
};

export const createExerciseSchema = exerciseFields.superRefine(contentMatchesType);
/**
 * PATCH /api/admin/exercises/:id. A `content` without `type` is checked against the stored type by the
 * service; a new `type` needs its `content` (EXERCISE_TYPE_NEEDS_CONTENT). `points` has no default here:
 * a PATCH that leaves it out keeps the stored points.
 */
export const updateExerciseSchema = exerciseFields
  .partial()
  .extend({ points: points.optional(), isRetired: z.boolean({ error: "Retired must be true or false" }).optional() })
  .superRefine(contentMatchesType);
export const EXERCISE_TYPE_NEEDS_CONTENT = "Changing the type needs content of the new type";
export type CreateExerciseInput = z.input<typeof createExerciseSchema>;
export type UpdateExerciseInput = z.input<typeof updateExerciseSchema>;

/** POST /api/admin/... answers 201 with the new row's id. */
export type CreatedResponse = { id: number };

/**
 * DELETE /api/admin/exercises/:id: an exercise nobody has answered is deleted (204, no body); one with
 * results is retired instead (hidden from students, its results kept) and answers 200 with this.
 */
export type RetiredResponse = { retired: true };

// ---- What the Content tab reads (answers included: admins only) ----

/** GET /api/admin/courses (every course, published or not) and the answer of PATCH /api/admin/courses/:id. */
export type AdminCourse = {
  id: number;
  title: string;
  description: string;
  level: string;
  isPublished: boolean;
  sortOrder: number;
  /** The course's picture (null: the site draws a cover). */
  imageUrl: string | null;
  lessonCount: number;
};

/** One exercise with its answer key; also the answer of PATCH /api/admin/exercises/:id. */
export type AdminExercise = {
  id: number;
  lessonId: number;
  title: string;
  description: string;
  type: ExerciseType;
  difficulty: Difficulty;
  skill: ExerciseSkill;
  points: number;
  position: number;
  content: ExerciseContent;
  isRetired: boolean;
  resultCount: number;
};

/** One lesson with every exercise (retired ones too); also the answer of PATCH /api/admin/lessons/:id. */
export type AdminLesson = {
  id: number;
  courseId: number;
  title: string;
  description: string;
  content: string;
  examples: string[];
  module: number;
  position: number;
  estimatedMinutes: number;
  isPublished: boolean;
  exercises: AdminExercise[];
};

/**
 * GET /api/admin/courses/:id: the course with its content, every lesson (published or not) and exercise.
 * `modules[n - 1]` is module n (lessons.module): a lesson form names the modules from it.
 */
export type AdminCourseDetail = AdminCourse & {
  overview: string;
  features: string[];
  modules: { title: string; description: string }[];
  lessons: AdminLesson[];
  /** "graded" when the course has a final assessment; else its certificate records completion without a grade (decision 0069). */
  certificateKind: CertificateKind;
};
