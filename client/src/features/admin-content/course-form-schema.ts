import { z } from "zod";
import {
  courseModuleInputSchema,
  createCourseSchema,
  MAX_COURSE_FEATURES,
  MAX_COURSE_MODULES,
  type AdminCourseDetail,
  type CreateCourseInput,
} from "@shared/api/admin-content";
import { COURSE_LEVELS } from "@shared/constants";

const featureText = createCourseSchema.shape.features.unwrap().element;

/**
 * The course form's values. A list editor needs objects, so each "what you'll learn" point is `{ text }`;
 * the rules and messages are the server's (shared/api/admin-content.ts).
 */
export const courseFormSchema = z.object({
  title: createCourseSchema.shape.title,
  description: createCourseSchema.shape.description,
  level: createCourseSchema.shape.level,
  overview: createCourseSchema.shape.overview.unwrap(),
  features: z.array(z.object({ text: featureText })).max(MAX_COURSE_FEATURES, `List at most ${MAX_COURSE_FEATURES} points`),
  modules: z
    .array(courseModuleInputSchema.extend({ from: z.number().nullable() }))
    .max(MAX_COURSE_MODULES, `A course has at most ${MAX_COURSE_MODULES} modules`),
});
export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseFormValues = z.output<typeof courseFormSchema>;

/** A module's lessons count from its number; lessons in a module the course never named get one named for its number. */
export function getCourseFormDefaults(course?: AdminCourseDetail): CourseFormInput {
  if (!course) return { title: "", description: "", level: COURSE_LEVELS[0], overview: "", features: [], modules: [] };
  const highestUsed = Math.max(0, ...course.lessons.map((lesson) => lesson.module));
  const modules = Array.from({ length: Math.max(course.modules.length, highestUsed) }, (_, index) => ({
    from: index + 1,
    title: course.modules[index]?.title || `Module ${index + 1}`,
    description: course.modules[index]?.description ?? "",
  }));
  return {
    title: course.title,
    description: course.description,
    level: course.level,
    overview: course.overview,
    features: course.features.map((text) => ({ text })),
    modules,
  };
}

/** What the API takes: the points as plain strings; a new course's modules are all new. */
export function toCourseInput(values: CourseFormValues, isNew: boolean): CreateCourseInput {
  return {
    ...values,
    features: values.features.map((feature) => feature.text),
    modules: values.modules.map((module) => ({ ...module, from: isNew ? null : module.from })),
  };
}
