import { and, asc, count, eq, getTableColumns, inArray, like, or, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  MODULE_HOLDS_LESSONS,
  type AdminCourse,
  type AdminCourseDetail,
  type AdminExercise,
  type AdminLesson,
  type CreatedResponse,
  type createCourseSchema,
  type updateCourseSchema,
} from "../../shared/api/admin-content";
import type { ExerciseContent } from "../../shared/api/learning";
import { courses, lessons } from "../../shared/schema/courses";
import { exercises, userExerciseResults } from "../../shared/schema/learning";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import { listSittableTests } from "../course-tests/course-standing";
import { requirePublishedLesson } from "./publish-rules";
import type { Database, DbExecutor } from "../db/connection";
import { AppError, isUniqueViolation } from "../lib/errors";

export const COURSE_NOT_FOUND = "Course not found";

const courseColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  level: courses.level,
  isPublished: courses.isPublished,
  sortOrder: courses.sortOrder,
  imageUrl: courses.imageUrl,
  lessonCount: count(lessons.id),
};

// A join rather than a correlated subquery: on a one-table select Drizzle leaves column names unqualified,
// and "course_id = id" inside a subquery on lessons would compare two columns of lessons.
const selectAdminCourses = (db: DbExecutor) =>
  db.select(courseColumns).from(courses).leftJoin(lessons, eq(lessons.courseId, courses.id)).groupBy(courses.id).$dynamic();

/** GET /api/admin/courses: every course, drafts included, in catalogue order, with its number of lessons. */
export const listAdminCourses = ({ db }: { db: Database }): Promise<AdminCourse[]> =>
  selectAdminCourses(db).orderBy(asc(courses.sortOrder), asc(courses.id));

const findAdminCourse = async (db: DbExecutor, id: number): Promise<AdminCourse> => {
  const [course] = await selectAdminCourses(db).where(eq(courses.id, id));
  if (!course) throw new AppError("not_found", COURSE_NOT_FOUND);
  return course;
};

type LessonRow = typeof lessons.$inferSelect;
type ExerciseRow = typeof exercises.$inferSelect & { resultCount: number };

export const toAdminExercise = (row: ExerciseRow): AdminExercise => ({
  id: row.id,
  lessonId: row.lessonId,
  title: row.title,
  description: row.description,
  type: row.type,
  difficulty: row.difficulty,
  skill: row.skill,
  points: row.points,
  position: row.position,
  // Stored through the authoring contract (or the seed, whose data test checks the same shapes).
  content: row.content as ExerciseContent,
  isRetired: row.isRetired,
  resultCount: row.resultCount,
});

export const toAdminLesson = (row: LessonRow, lessonExercises: AdminExercise[]): AdminLesson => ({
  id: row.id,
  courseId: row.courseId,
  title: row.title,
  description: row.description ?? "",
  content: row.content ?? "",
  examples: row.examples,
  module: row.module,
  position: row.position,
  estimatedMinutes: row.estimatedMinutes,
  isPublished: row.isPublished,
  exercises: lessonExercises,
});

/** The exercises of some lessons in order, each with how many results students have sent for it. */
export const listAdminExercises = async (db: DbExecutor, lessonIds: number[]): Promise<AdminExercise[]> => {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .select({ ...getTableColumns(exercises), resultCount: count(userExerciseResults.id) })
    .from(exercises)
    .leftJoin(userExerciseResults, eq(userExerciseResults.exerciseId, exercises.id))
    .where(inArray(exercises.lessonId, lessonIds))
    .groupBy(exercises.id)
    .orderBy(asc(exercises.position), asc(exercises.id));
  return rows.map(toAdminExercise);
};

/** GET /api/admin/courses/:id: the course with every lesson (module, then position) and every exercise. */
export const getAdminCourse = async ({ db, id }: { db: Database; id: number }): Promise<AdminCourseDetail> => {
  const course = await findAdminCourse(db, id);
  const [content] = await db
    .select({ overview: courses.overview, features: courses.features, modules: courses.modules })
    .from(courses)
    .where(eq(courses.id, id));
  const lessonRows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, id))
    .orderBy(asc(lessons.module), asc(lessons.position), asc(lessons.id));
  const allExercises = await listAdminExercises(
    db,
    lessonRows.map((lesson) => lesson.id),
  );
  return {
    ...course,
    overview: content!.overview,
    features: content!.features,
    modules: content!.modules.map(({ title, description }) => ({ title, description })),
    lessons: lessonRows.map((lesson) =>
      toAdminLesson(
        lesson,
        allExercises.filter((exercise) => exercise.lessonId === lesson.id),
      ),
    ),
    // The certificate follows the content (decision 0069): a final assessment that can be sat grades it.
    certificateKind: (await listSittableTests(db, id)).tests.some((test) => test.kind === "final") ? "graded" : "completion",
  };
};

/** "Business English: Meetings!" -> "business-english-meetings"; a title with no latin letters or digits -> "course". */
export const slugify = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "") || "course";

/** The base slug, or base-2, base-3...: the first that no course has. */
const freeSlug = async (db: DbExecutor, base: string) => {
  const rows = await db
    .select({ slug: courses.slug })
    .from(courses)
    .where(or(eq(courses.slug, base), like(courses.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
};

/** A course's modules as stored: `weeks` is no longer asked for or shown (decision 0037). */
const toStoredModules = (modules: { title: string; description: string }[]) =>
  modules.map(({ title, description }) => ({ title, weeks: 0, description }));

/**
 * POST /api/admin/courses: a draft (unpublished) course at the end of the catalogue, with a slug made
 * unique from its title, and the overview, "what you'll learn" and modules it was given (else empty).
 */
export const createCourse = async ({
  db,
  input,
  actor,
  now,
}: {
  db: Database;
  input: z.output<typeof createCourseSchema>;
  actor: AuditActor;
  now: Date;
}): Promise<CreatedResponse> => {
  const base = slugify(input.title);
  // Two courses created at once with the same title may pick the same slug: the unique index refuses
  // the second, which then picks again.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const slug = await freeSlug(tx, base);
        const values = {
          slug,
          title: input.title,
          description: input.description,
          level: input.level,
          isPublished: false,
          overview: input.overview ?? "",
          features: input.features ?? [],
          modules: toStoredModules(input.modules ?? []),
        };
        const [row] = await tx
          .insert(courses)
          .values({ ...values, sortOrder: sql`(select coalesce(max(${courses.sortOrder}), -1) + 1 from ${courses})` })
          .returning({ id: courses.id });
        await recordAdminAction(tx, actor, {
          now,
          action: "course.create",
          targetType: "course",
          targetId: row!.id,
          summary: `Created the course "${input.title}" (a draft)`,
          before: null,
          after: values,
        });
        return { id: row!.id };
      });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, "courses_slug_unique")) throw error;
    }
  }
};

/**
 * Moves the lessons with their modules when the list is reordered (`from` is a module's old number), and
 * refuses to drop a module that still holds lessons. One UPDATE, so no lesson is ever in two places.
 */
const moveModuleLessons = async (
  tx: DbExecutor,
  courseId: number,
  storedModules: { title: string }[],
  modules: z.output<typeof createCourseSchema>["modules"] & object,
) => {
  const usedNumbers = await tx.selectDistinct({ module: lessons.module }).from(lessons).where(eq(lessons.courseId, courseId));
  const moves: [number, number][] = [];
  for (const { module: from } of usedNumbers) {
    const to = modules.findIndex((module) => module.from === from) + 1;
    if (to === 0) throw new AppError("conflict", MODULE_HOLDS_LESSONS(storedModules[from - 1]?.title || `Module ${from}`));
    if (to !== from) moves.push([from, to]);
  }
  if (moves.length === 0) return;
  const cases = sql.join(
    moves.map(([from, to]) => sql`when ${from}::int then ${to}::int`),
    sql` `,
  );
  await tx
    .update(lessons)
    .set({ module: sql`case ${lessons.module} ${cases} end` })
    .where(
      and(
        eq(lessons.courseId, courseId),
        inArray(
          lessons.module,
          moves.map(([from]) => from),
        ),
      ),
    );
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const EDITABLE_FIELDS = ["title", "description", "level", "overview", "features", "modules", "sortOrder"] as const;

/**
 * PATCH /api/admin/courses/:id: any of title, description, level, overview, features ("what you'll
 * learn"), modules, sortOrder, isPublished. The audit log gets the fields that changed, before and after;
 * publishing or unpublishing is an entry of its own. A course with no published lesson is not published (409).
 */
export const updateCourse = async ({
  db,
  id,
  input,
  actor,
  now,
}: {
  db: Database;
  id: number;
  input: z.output<typeof updateCourseSchema>;
  actor: AuditActor;
  now: Date;
}): Promise<AdminCourse> => {
  await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(courses).where(eq(courses.id, id)).for("update");
    if (!stored) throw new AppError("not_found", COURSE_NOT_FOUND);
    const wanted = { ...input, modules: input.modules && toStoredModules(input.modules) };
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of EDITABLE_FIELDS) {
      if (wanted[field] === undefined || sameValue(wanted[field], stored[field])) continue;
      before[field] = stored[field];
      after[field] = wanted[field];
    }
    // Two modules with the same words swapped still move their lessons: that is a change to record.
    const isReordered = input.modules?.some((module, index) => module.from !== null && module.from !== index + 1);
    if (isReordered && !("modules" in after)) {
      before.modules = stored.modules;
      after.modules = wanted.modules;
    }
    if (input.modules) await moveModuleLessons(tx, id, stored.modules, input.modules);
    const isPublishing = input.isPublished !== undefined && input.isPublished !== stored.isPublished;
    // The whole request is refused (the transaction rolls back): no half-saved change beside a refused publish.
    if (isPublishing && input.isPublished) await requirePublishedLesson(tx, id);
    if (Object.keys(after).length === 0 && !isPublishing) return;
    await tx
      .update(courses)
      .set({ ...after, ...(isPublishing ? { isPublished: input.isPublished } : {}) })
      .where(eq(courses.id, id));
    if (Object.keys(after).length > 0) {
      await recordAdminAction(tx, actor, {
        now,
        action: "course.update",
        targetType: "course",
        targetId: id,
        summary: `Changed ${Object.keys(after).join(", ")} of "${stored.title}"`,
        before,
        after,
      });
    }
    if (isPublishing) {
      await recordAdminAction(tx, actor, {
        now,
        action: input.isPublished ? "course.publish" : "course.unpublish",
        targetType: "course",
        targetId: id,
        summary: `${input.isPublished ? "Published" : "Unpublished"} "${stored.title}"`,
        before: { isPublished: stored.isPublished },
        after: { isPublished: input.isPublished },
      });
    }
  });
  return findAdminCourse(db, id);
};
