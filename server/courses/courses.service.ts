import { and, asc, eq } from "drizzle-orm";
import type { CourseDetail, CourseSummary } from "../../shared/api/courses";
import { courses } from "../../shared/schema/courses";
import type { Database } from "../db/connection";
import { AppError } from "../lib/errors";

export const COURSE_NOT_FOUND = "Course not found";

const listColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  level: courses.level,
  imageUrl: courses.imageUrl,
};

export const listCourses = ({ db }: { db: Database }): Promise<CourseSummary[]> =>
  db.select(listColumns).from(courses).where(eq(courses.isPublished, true)).orderBy(asc(courses.sortOrder), asc(courses.id));

export const getCourse = async ({ db, id }: { db: Database; id: number }): Promise<CourseDetail> => {
  const [course] = await db
    .select({
      ...listColumns,
      overview: courses.overview,
      features: courses.features,
      modules: courses.modules,
      durationWeeks: courses.durationWeeks,
      requirements: courses.requirements,
    })
    .from(courses)
    // An unpublished course is a draft: 404 to the public, like an unknown one.
    .where(and(eq(courses.id, id), eq(courses.isPublished, true)))
    .limit(1);
  if (!course) throw new AppError("not_found", COURSE_NOT_FOUND);
  return course;
};
