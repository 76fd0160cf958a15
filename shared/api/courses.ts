// Contracts of the public course catalogue.
import { z } from "zod";

/** One course as GET /api/courses lists it. */
export const courseSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  level: z.string(),
  imageUrl: z.string().nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseModuleSchema = z.object({ title: z.string(), weeks: z.number(), description: z.string() });
export type CourseModule = z.infer<typeof courseModuleSchema>;

/** GET /api/courses/:id: the list fields plus the detail page's content. */
export const courseDetailSchema = courseSummarySchema.extend({
  overview: z.string(),
  features: z.array(z.string()),
  modules: z.array(courseModuleSchema),
  durationWeeks: z.number(),
  requirements: z.string(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;
