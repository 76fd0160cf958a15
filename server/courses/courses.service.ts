import { and, asc, eq, sql } from "drizzle-orm";
import { guidedLearningHours } from "../../shared/api/course-tests";
import type { CourseDetail, CourseFigures, CourseSummary, SyllabusModule } from "../../shared/api/courses";
import { courseTests } from "../../shared/schema/course-tests";
import { courses, lessons, type CourseModule } from "../../shared/schema/courses";
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

/** Questions the course's tests draw and the minutes of their texts and writing task (one sitting of each), per course. */
const testFigures = (db: Database) =>
  db
    .select({
      courseId: courseTests.courseId,
      drawn: sql<number>`coalesce(sum(${courseTests.drawn}), 0)::int`.as("drawn"),
      textMinutes: sql<number>`coalesce(sum(${courseTests.textMinutes}), 0)::int`.as("text_minutes"),
    })
    .from(courseTests)
    .groupBy(courseTests.courseId)
    .as("test_figures");

/** The modules of the course's list that set a reflective written task (TEFL units). */
const reflectiveTaskCount = sql<number>`(select count(*) from jsonb_array_elements(${courses.modules}) as module where module ? 'reflectiveTask')::int`;

/** The published courses in catalogue order, each with its figures: one query however many courses there are. */
export const listCourses = async ({ db }: { db: Database }): Promise<CourseSummary[]> => {
  const figures = courseFigures(db);
  const tests = testFigures(db);
  const rows = await db
    .select({
      ...summaryColumns(figures),
      testQuestionsDrawn: sql<number>`coalesce(${tests.drawn}, 0)::int`,
      testTextMinutes: sql<number>`coalesce(${tests.textMinutes}, 0)::int`,
      reflectiveTasks: reflectiveTaskCount,
    })
    .from(courses)
    .leftJoin(figures, eq(figures.courseId, courses.id))
    .leftJoin(tests, eq(tests.courseId, courses.id))
    .where(eq(courses.isPublished, true))
    .orderBy(asc(courses.sortOrder), asc(courses.id));
  return rows.map(({ testQuestionsDrawn, testTextMinutes, reflectiveTasks, ...course }) => ({
    ...course,
    guidedHours: guidedLearningHours({ lessonMinutes: course.totalMinutes, testQuestionsDrawn, testTextMinutes, reflectiveTasks }),
  }));
};

type SyllabusLessonRow = { id: number; title: string; module: number; estimatedMinutes: number };

/**
 * The modules that have lessons, in order, each named from the course's module list when it names
 * it (else the title is ""); the modules it names without any lesson are "planned", never shown as content.
 */
type DescribedModule = Pick<CourseModule, "title" | "description" | "canDo" | "outcomes" | "reflectiveTask">;

/** A module's can-do statements, outcomes and reflective task's prompt, only those the course states. */
const moduleStatements = (module: DescribedModule | undefined): Pick<SyllabusModule, "canDo" | "outcomes" | "reflectiveTask"> => ({
  ...(module?.canDo ? { canDo: module.canDo } : {}),
  ...(module?.outcomes?.length ? { outcomes: module.outcomes } : {}),
  ...(module?.reflectiveTask ? { reflectiveTask: { prompt: module.reflectiveTask.prompt } } : {}),
});

export const buildSyllabus = (
  describedModules: DescribedModule[],
  lessonRows: SyllabusLessonRow[],
): Pick<CourseDetail, "syllabus" | "plannedModules"> & Omit<CourseFigures, "guidedHours"> => {
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
      ...moduleStatements(describedModules[number - 1]),
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
  const figures = testFigures(db);
  const [tests] = await db.select({ drawn: figures.drawn, textMinutes: figures.textMinutes }).from(figures).where(eq(figures.courseId, id));
  const { modules, ...content } = course;
  const syllabus = buildSyllabus(modules, lessonRows);
  const guidedHours = guidedLearningHours({
    lessonMinutes: syllabus.totalMinutes,
    testQuestionsDrawn: tests?.drawn ?? 0,
    testTextMinutes: tests?.textMinutes ?? 0,
    reflectiveTasks: modules.filter((module) => module.reflectiveTask).length,
  });
  return { ...content, ...syllabus, guidedHours };
};
