import { isDeepStrictEqual } from "node:util";
import { and, eq, inArray, sql } from "drizzle-orm";
import { FINAL_PASS_PERCENT, MODULE_TEST_PASS_PERCENT } from "../../shared/api/course-tests";
import type { VocabularyItem } from "../../shared/api/learning";
import {
  askedWholeOf,
  type BankQuestion,
  type BankText,
  type BankWritingTask,
  type QuestionBank,
} from "../../shared/curriculum/content-schema";
import { speechPaceOf, textsPerAttempt } from "../../shared/curriculum/estimate-minutes";
import { courseTestQuestions, courseTests } from "../../shared/schema/course-tests";
import { courses, lessons, type CourseModule } from "../../shared/schema/courses";
import { exercises } from "../../shared/schema/learning";
import type { DbExecutor } from "../db/connection";
import { COURSE_TEXTS_BEFORE_CURRICULUM } from "../db/seed-data/course-texts-before-curriculum";
import { seedCourses } from "../db/seed-data/courses";
import { fromProjectRoot } from "../lib/project-root";
import { loadCurriculum, type CurriculumCourse, type CurriculumLesson } from "./load-curriculum";
import { markdownToLessonHtml } from "./lesson-markdown";

/** Where the seed reads the curriculum: content/courses/<course-slug>/… (content/README.md). */
export const CURRICULUM_ROOT = fromProjectRoot("content", "courses");

type PlannedExercise = Omit<typeof exercises.$inferInsert, "lessonId">;
type PlannedLesson = {
  contentKey: string;
  module: number;
  position: number;
  title: string;
  description: string;
  content: string;
  examples: string[];
  vocabulary: VocabularyItem[];
  estimatedMinutes: number;
  exercises: PlannedExercise[];
};
type PlannedTest = {
  contentKey: string;
  kind: "module" | "final";
  module: number;
  title: string;
  drawn: number;
  passPercent: number;
  questions: BankQuestion[];
  /** The reading and listening texts and the writing task, asked whole besides the drawn questions. */
  texts: (BankText | BankWritingTask)[];
  /** What those add to one attempt (textsPerAttempt): course_tests.textQuestions and textMinutes. */
  textQuestions: number;
  textMinutes: number;
};
export type PlannedCourse = { slug: string; modules: CourseModule[]; lessons: PlannedLesson[]; tests: PlannedTest[] };

/** The curriculum has problems: the seed refuses to write half a course. */
export class CurriculumError extends Error {}

const toModule = (module: CurriculumCourse["modules"][number]): CourseModule => ({
  title: module.title,
  weeks: 0,
  description: module.description,
  ...(module.canDo ? { canDo: module.canDo } : {}),
  ...(module.outcomes ? { outcomes: module.outcomes } : {}),
  ...(module.reflectiveTask ? { reflectiveTask: module.reflectiveTask } : {}),
});

const toLesson = (lesson: CurriculumLesson, module: number, position: number): PlannedLesson => ({
  contentKey: lesson.file.split("\\").join("/"),
  module,
  position,
  title: lesson.title,
  description: lesson.description,
  content: markdownToLessonHtml(lesson.body),
  examples: lesson.examples,
  vocabulary: lesson.vocabulary,
  estimatedMinutes: lesson.minutes,
  exercises: lesson.exercises.map((exercise, index) => ({
    title: exercise.title,
    description: exercise.description,
    type: exercise.type,
    difficulty: exercise.difficulty,
    skill: exercise.skill,
    points: exercise.points,
    content: exercise.content as Record<string, unknown>,
    position: index,
  })),
});

/** A bank's texts and writing task, and what they add to one attempt at the course's listening pace. */
const wholeItemsOf = (slug: string, bank: QuestionBank) => {
  const texts = askedWholeOf(bank);
  const pace = speechPaceOf(seedCourses.find((course) => course.slug === slug)?.level ?? "");
  const added = textsPerAttempt(texts, pace);
  return { texts, textQuestions: added.questions, textMinutes: added.minutes };
};

const toPlan = (course: CurriculumCourse): PlannedCourse => ({
  slug: course.slug,
  modules: course.modules.map(toModule),
  lessons: course.modules.flatMap((module) => module.lessons.map((lesson, index) => toLesson(lesson, module.number, index))),
  tests: [
    ...course.modules.flatMap((module): PlannedTest[] =>
      module.test
        ? [
            {
              contentKey: `${course.slug}/module-${module.number}/test.yaml`,
              kind: "module",
              module: module.number,
              title: `Module ${module.number} test: ${module.title}`,
              drawn: module.test.drawn,
              passPercent: MODULE_TEST_PASS_PERCENT,
              questions: module.test.questions,
              ...wholeItemsOf(course.slug, module.test),
            },
          ]
        : [],
    ),
    ...(course.finalAssessment
      ? [
          {
            contentKey: `${course.slug}/final-assessment.yaml`,
            kind: "final" as const,
            module: 0,
            title: "Final assessment",
            drawn: course.finalAssessment.drawn,
            passPercent: FINAL_PASS_PERCENT,
            questions: course.finalAssessment.questions,
            ...wholeItemsOf(course.slug, course.finalAssessment),
          },
        ]
      : []),
  ],
});

// Parsing the files and rendering the Markdown costs about a second; the test suite re-seeds before every
// test, so each process does it once per folder.
const plans = new Map<string, PlannedCourse[]>();

/** The curriculum under `root`, validated and rendered, ready to write; throws naming every problem. */
export const planCurriculum = (root: string = CURRICULUM_ROOT): PlannedCourse[] => {
  const cached = plans.get(root);
  if (cached) return cached;
  const { courses: loaded, problems } = loadCurriculum(root);
  if (problems.length > 0)
    throw new CurriculumError(
      `The curriculum in ${root} has ${problems.length} problem(s), so the seed did not run (see npm run content:check):\n` +
        problems.map((problem) => `  ${problem.file}: ${problem.message}`).join("\n"),
    );
  const planned = loaded.map(toPlan);
  plans.set(root, planned);
  return planned;
};

const DEFAULT_MODULES = new Map(seedCourses.map((course) => [course.slug, course.modules ?? []]));
const CURRENT_TEXTS = new Map(
  seedCourses.map((course) => [course.slug, { overview: course.overview ?? "", features: course.features ?? [] }]),
);

/**
 * Writes the curriculum into the courses that exist (content/README.md; decision 0054), idempotently:
 * - a course's module list comes from its module.yaml files while it is still what a seed wrote, and its
 *   overview and "What you'll learn" become the current ones while they are still the earlier seed's;
 * - each lesson file becomes a lesson keyed by its path (contentKey); an existing key is left alone (an admin
 *   may have edited it). A lesson of the old seed (same course and title, no key) is adopted: its id stays,
 *   so progress and results stay; if no admin ever edited it, its text and minutes are replaced and its old
 *   exercises retired (never deleted: results point at them) in favour of the file's;
 * - each module's test.yaml and the final-assessment.yaml become the course's tests, when it has none yet.
 * A few statements in all (the test suite re-seeds before every test).
 */
export const seedCurriculum = async (tx: DbExecutor, root: string = CURRICULUM_ROOT) => {
  const plan = planCurriculum(root);
  const courseRows = await tx
    .select({ id: courses.id, slug: courses.slug, modules: courses.modules, overview: courses.overview, features: courses.features })
    .from(courses)
    .where(
      inArray(
        courses.slug,
        plan.map((course) => course.slug),
      ),
    );
  if (courseRows.length === 0) return;
  const courseIdBySlug = new Map(courseRows.map((course) => [course.slug, course.id]));
  const courseIds = courseRows.map((course) => course.id);

  for (const course of courseRows) {
    const planned = plan.find((entry) => entry.slug === course.slug)!;
    const changes: Partial<typeof courses.$inferInsert> = {};
    if (isDeepStrictEqual(course.modules, DEFAULT_MODULES.get(course.slug)) && !isDeepStrictEqual(course.modules, planned.modules))
      changes.modules = planned.modules;
    // The overview and "What you'll learn" written when the courses held a module or two.
    const before = COURSE_TEXTS_BEFORE_CURRICULUM[course.slug];
    const current = CURRENT_TEXTS.get(course.slug);
    if (before && current && course.overview === before.overview) changes.overview = current.overview;
    if (before && current && isDeepStrictEqual(course.features, before.features)) changes.features = current.features;
    if (Object.keys(changes).length > 0) await tx.update(courses).set(changes).where(eq(courses.id, course.id));
  }

  const existing = await tx
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      title: lessons.title,
      contentKey: lessons.contentKey,
      createdAt: lessons.createdAt,
      updatedAt: lessons.updatedAt,
    })
    .from(lessons)
    .where(inArray(lessons.courseId, courseIds));
  const keys = new Set(existing.map((lesson) => lesson.contentKey).filter(Boolean));
  const unkeyed = existing.filter((lesson) => lesson.contentKey === null);

  const toInsert: { courseId: number; lesson: PlannedLesson }[] = [];
  const toAdopt: { row: (typeof existing)[number]; lesson: PlannedLesson }[] = [];
  for (const course of plan) {
    const courseId = courseIdBySlug.get(course.slug);
    if (courseId === undefined) continue;
    for (const lesson of course.lessons) {
      if (keys.has(lesson.contentKey)) continue;
      const index = unkeyed.findIndex((row) => row.courseId === courseId && row.title === lesson.title);
      if (index >= 0) toAdopt.push({ row: unkeyed.splice(index, 1)[0]!, lesson });
      else toInsert.push({ courseId, lesson });
    }
  }

  const exerciseRows: (typeof exercises.$inferInsert)[] = [];
  if (toAdopt.length > 0) {
    const adoptedIds = toAdopt.map(({ row }) => row.id);
    const oldExercises = await tx
      .select({ lessonId: exercises.lessonId, createdAt: exercises.createdAt, updatedAt: exercises.updatedAt })
      .from(exercises)
      .where(inArray(exercises.lessonId, adoptedIds));
    const editedExercise = new Set(
      oldExercises.filter((exercise) => exercise.updatedAt.getTime() !== exercise.createdAt.getTime()).map((exercise) => exercise.lessonId),
    );
    for (const { row, lesson } of toAdopt) {
      const untouched = row.updatedAt.getTime() === row.createdAt.getTime() && !editedExercise.has(row.id);
      if (!untouched) {
        // An admin's version stays; it is only marked as this file's lesson (its edit time kept).
        await tx.update(lessons).set({ contentKey: lesson.contentKey, updatedAt: row.updatedAt }).where(eq(lessons.id, row.id));
        continue;
      }
      await tx
        .update(lessons)
        .set({
          contentKey: lesson.contentKey,
          description: lesson.description,
          content: lesson.content,
          examples: lesson.examples,
          vocabulary: lesson.vocabulary,
          module: lesson.module,
          position: lesson.position,
          estimatedMinutes: lesson.estimatedMinutes,
        })
        .where(eq(lessons.id, row.id));
      await tx
        .update(exercises)
        .set({ isRetired: true })
        .where(and(eq(exercises.lessonId, row.id), eq(exercises.isRetired, false)));
      exerciseRows.push(...lesson.exercises.map((exercise) => ({ ...exercise, lessonId: row.id })));
    }
  }

  if (toInsert.length > 0) {
    const inserted = await insertRecordset<{ id: number; content_key: string }>(
      tx,
      "lessons",
      "course_id int, title text, description text, content text, examples jsonb, vocabulary jsonb, module int, position int, estimated_minutes int, content_key text",
      toInsert.map(({ courseId, lesson }) => ({
        course_id: courseId,
        title: lesson.title,
        description: lesson.description,
        content: lesson.content,
        examples: lesson.examples,
        vocabulary: lesson.vocabulary,
        module: lesson.module,
        position: lesson.position,
        estimated_minutes: lesson.estimatedMinutes,
        content_key: lesson.contentKey,
      })),
      "id, content_key",
    );
    const idByKey = new Map(inserted.map((row) => [row.content_key, row.id]));
    for (const { lesson } of toInsert)
      exerciseRows.push(...lesson.exercises.map((exercise) => ({ ...exercise, lessonId: idByKey.get(lesson.contentKey)! })));
  }
  if (exerciseRows.length > 0)
    await insertRecordset(
      tx,
      "exercises",
      "lesson_id int, title text, description text, type text, difficulty text, skill text, points int, content jsonb, position int",
      exerciseRows.map((exercise) => ({
        lesson_id: exercise.lessonId,
        title: exercise.title,
        description: exercise.description,
        type: exercise.type,
        difficulty: exercise.difficulty,
        skill: exercise.skill,
        points: exercise.points,
        content: exercise.content,
        position: exercise.position,
      })),
    );

  await seedTests(tx, plan, courseIdBySlug);
};

/**
 * The courses' module tests and final assessments, each written once (an admin's later changes stay). A
 * test written before banks held texts gets its file's reading and listening texts once, when it holds
 * none: adding items changes nothing an admin wrote (issue 43).
 */
const seedTests = async (tx: DbExecutor, plan: PlannedCourse[], courseIdBySlug: Map<string, number>) => {
  const stored = await tx
    .select({ id: courseTests.id, courseId: courseTests.courseId, kind: courseTests.kind, module: courseTests.module })
    .from(courseTests)
    .where(inArray(courseTests.courseId, [...courseIdBySlug.values()]));
  const textCounts = stored.length
    ? await tx
        .select({ testId: courseTestQuestions.testId, value: sql<number>`count(*)::int` })
        .from(courseTestQuestions)
        .where(
          and(
            inArray(
              courseTestQuestions.testId,
              stored.map((test) => test.id),
            ),
            inArray(courseTestQuestions.type, ["reading_text", "listening_text", "writing_task"]),
          ),
        )
        .groupBy(courseTestQuestions.testId)
    : [];
  const present = new Map(
    stored.map((test) => [
      `${test.courseId}/${test.kind}/${test.module}`,
      { ...test, texts: textCounts.find((row) => row.testId === test.id)?.value ?? 0 },
    ]),
  );
  const planned = plan.flatMap((course) => {
    const courseId = courseIdBySlug.get(course.slug);
    return courseId === undefined
      ? []
      : course.tests.map((test) => ({ courseId, test, stored: present.get(`${courseId}/${test.kind}/${test.module}`) }));
  });
  const missing = planned.filter(({ stored }) => !stored);
  const inserted = missing.length
    ? await tx
        .insert(courseTests)
        .values(
          missing.map(({ courseId, test }) => ({
            courseId,
            kind: test.kind,
            module: test.module,
            title: test.title,
            drawn: test.drawn,
            passPercent: test.passPercent,
            contentKey: test.contentKey,
            textQuestions: test.textQuestions,
            textMinutes: test.textMinutes,
          })),
        )
        .returning({ id: courseTests.id })
    : [];
  const withoutTexts = planned.filter(({ stored, test }) => stored && stored.texts === 0 && test.texts.length > 0);
  for (const { stored, test } of withoutTexts)
    await tx
      .update(courseTests)
      .set({ textQuestions: test.textQuestions, textMinutes: test.textMinutes })
      .where(eq(courseTests.id, stored!.id));
  const rows = [
    ...missing.flatMap(({ test }, index) => bankRows(inserted[index]!.id, [...test.questions, ...test.texts])),
    ...withoutTexts.flatMap(({ stored, test }) => bankRows(stored!.id, test.texts, test.questions.length)),
  ];
  if (rows.length > 0)
    await insertRecordset(tx, "course_test_questions", "test_id int, type text, skill text, content jsonb, position int", rows);
};

const bankRows = (testId: number, items: (BankQuestion | BankText | BankWritingTask)[], firstPosition = 0) =>
  items.map((item, index) => ({
    test_id: testId,
    type: item.type,
    skill: item.skill,
    content: item.content,
    position: firstPosition + index,
  }));

/**
 * Many rows in one statement with one parameter (a JSON array): binding thousands of parameters one by one
 * is what made the per-test re-seed slow (about 5 times slower on PGlite). `columns` is fixed text, never input.
 */
const insertRecordset = async <Row extends Record<string, unknown>>(
  tx: DbExecutor,
  table: string,
  columns: string,
  rows: Record<string, unknown>[],
  returning?: string,
): Promise<Row[]> => {
  const names = columns
    .split(",")
    .map((column) => column.trim().split(" ")[0])
    .join(", ");
  const result = await tx.execute(
    sql
      .raw(`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(`)
      .append(sql`${JSON.stringify(rows)}::jsonb`.append(sql.raw(`) as rows(${columns})${returning ? ` returning ${returning}` : ""}`))),
  );
  return (Array.isArray(result) ? result : (result as unknown as { rows: Row[] }).rows) as Row[];
};
