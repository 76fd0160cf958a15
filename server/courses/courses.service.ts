import { and, asc, eq, sql } from "drizzle-orm";
import type { CourseDetail, CourseFigures, CourseSummary, SyllabusModule } from "../../shared/api/courses";
import { courses, lessons } from "../../shared/schema/courses";
import type { Database } from "../db/connection";
import { AppError } from "../lib/errors";

export const COURSE_NOT_FOUND = "Course not found";

/** A course's figures come from its published lessons: one grouped subquery, joined to the courses. */
const courseFigures = (db: Database) =>
  db
    .select({
      courseId: lessons.courseId,
      lessonCount: sql<number>`count(*)::int`.as("lesson_count"),
      moduleCount: sql<number>`count(distinct ${lessons.module})::int`.as("module_count"),
      totalMinutes: sql<number>`coalesce(sum(${lessons.estimatedMinutes}), 0)::int`.as("total_minutes"),
    })
    .from(lessons)
    .where(eq(lessons.isPublished, true))
    .groupBy(lessons.courseId)
    .as("figures");

const summaryColumns = (figures: ReturnType<typeof courseFigures>) => ({
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  level: courses.level,
  imageUrl: courses.imageUrl,
  // A course without published lessons has no row in the subquery: zeros, not nulls.
  lessonCount: sql<number>`coalesce(${figures.lessonCount}, 0)::int`,
  moduleCount: sql<number>`coalesce(${figures.moduleCount}, 0)::int`,
  totalMinutes: sql<number>`coalesce(${figures.totalMinutes}, 0)::int`,
});

/** The published courses in catalogue order, each with its figures: one query however many courses there are. */
export const listCourses = ({ db }: { db: Database }): Promise<CourseSummary[]> => {
  const figures = courseFigures(db);
  return db
    .select(summaryColumns(figures))
    .from(courses)
    .leftJoin(figures, eq(figures.courseId, courses.id))
    .where(eq(courses.isPublished, true))
    .orderBy(asc(courses.sortOrder), asc(courses.id));
};

type SyllabusLessonRow = { id: number; title: string; module: number; estimatedMinutes: number };

/**
 * The modules that have lessons, in order, each named from the course's module list when it names
 * it (else the title is ""); the modules it names without any lesson are "planned", never shown as content.
 */
export const buildSyllabus = (
  describedModules: { title: string; description: string }[],
  lessonRows: SyllabusLessonRow[],
): Pick<CourseDetail, "syllabus" | "plannedModules"> & CourseFigures => {
  const byModule = new Map<number, SyllabusLessonRow[]>();
  for (const lesson of lessonRows) byModule.set(lesson.module, [...(byModule.get(lesson.module) ?? []), lesson]);
  const syllabus: SyllabusModule[] = [...byModule.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, moduleLessons]) => ({
      number,
      title: describedModules[number - 1]?.title.trim() ?? "",
      description: describedModules[number - 1]?.description.trim() ?? "",
      minutes: moduleLessons.reduce((sum, lesson) => sum + lesson.estimatedMinutes, 0),
      lessons: moduleLessons.map(({ id, title, estimatedMinutes }) => ({ id, title, estimatedMinutes })),
    }));
  const plannedModules = describedModules
    .map((module, index) => ({ number: index + 1, title: module.title.trim() }))
    .filter((module) => module.title && !byModule.has(module.number));
  return {
    syllabus,
    plannedModules,
    lessonCount: lessonRows.length,
    moduleCount: syllabus.length,
    totalMinutes: syllabus.reduce((sum, module) => sum + module.minutes, 0),
  };
};

export const getCourse = async ({ db, id }: { db: Database; id: number }): Promise<CourseDetail> => {
  const [course] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      description: courses.description,
      level: courses.level,
      imageUrl: courses.imageUrl,
      overview: courses.overview,
      features: courses.features,
      modules: courses.modules,
      requirements: courses.requirements,
    })
    .from(courses)
    // An unpublished course is a draft: 404 to the public, like an unknown one.
    .where(and(eq(courses.id, id), eq(courses.isPublished, true)))
    .limit(1);
  if (!course) throw new AppError("not_found", COURSE_NOT_FOUND);
  const lessonRows = await db
    .select({ id: lessons.id, title: lessons.title, module: lessons.module, estimatedMinutes: lessons.estimatedMinutes })
    .from(lessons)
    .where(and(eq(lessons.courseId, id), eq(lessons.isPublished, true)))
    .orderBy(asc(lessons.module), asc(lessons.position), asc(lessons.id));
  const { modules, ...content } = course;
  return { ...content, ...buildSyllabus(modules, lessonRows) };
};
