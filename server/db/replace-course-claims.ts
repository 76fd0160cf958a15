import { and, eq } from "drizzle-orm";
import { courses } from "../../shared/schema/courses";
import type { DbExecutor } from "./connection";
import { COURSE_CLAIMS_BEFORE_ISSUE_42 } from "./seed-data/course-claims-before-issue-42";
import { seedCourses } from "./seed-data/courses";

/** Replaces a seeded course's overclaiming description or overview by the current one, while it is unchanged since that seed. */
export const replaceCourseClaims = async (tx: DbExecutor) => {
  for (const course of seedCourses) {
    const before = COURSE_CLAIMS_BEFORE_ISSUE_42[course.slug];
    if (!before) continue;
    if (before.description !== undefined && course.description !== undefined)
      await tx
        .update(courses)
        .set({ description: course.description })
        .where(and(eq(courses.slug, course.slug), eq(courses.description, before.description)));
    if (before.overview !== undefined && course.overview !== undefined)
      await tx
        .update(courses)
        .set({ overview: course.overview })
        .where(and(eq(courses.slug, course.slug), eq(courses.overview, before.overview)));
  }
};
