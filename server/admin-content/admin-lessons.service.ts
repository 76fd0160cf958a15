import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminLesson, CreatedResponse, createLessonSchema, updateLessonSchema } from "../../shared/api/admin-content";
import { courses, lessons } from "../../shared/schema/courses";
import type { Database, DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";
import { COURSE_NOT_FOUND, listAdminExercises, toAdminLesson } from "./admin-courses.service";
import { moveInOrder, writePositions } from "./ordering";

export const LESSON_NOT_FOUND = "Lesson not found";

/** Locks the course row so that two edits of its lessons' order run one after the other. */
const lockCourse = async (tx: DbExecutor, courseId: number) => {
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for("no key update");
  if (!course) throw new AppError("not_found", COURSE_NOT_FOUND);
};

const moduleLessons = (tx: DbExecutor, courseId: number, module: number) =>
  tx
    .select({ id: lessons.id, position: lessons.position })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), eq(lessons.module, module)))
    .orderBy(asc(lessons.position), asc(lessons.id));

const setLessonPosition = (tx: DbExecutor) => (id: number, position: number) =>
  tx.update(lessons).set({ position }).where(eq(lessons.id, id));

/**
 * POST /api/admin/courses/:id/lessons: a lesson at the end of its module, published unless
 * `isPublished: false` is sent.
 */
export const createLesson = async ({
  db,
  courseId,
  input,
}: {
  db: Database;
  courseId: number;
  input: z.output<typeof createLessonSchema>;
}): Promise<CreatedResponse> =>
  db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const [row] = await tx
      .insert(lessons)
      .values({
        courseId,
        title: input.title,
        description: input.description,
        content: input.content,
        module: input.module,
        examples: input.examples ?? [],
        estimatedMinutes: input.estimatedMinutes,
        isPublished: input.isPublished ?? true,
        position: sql`(select coalesce(max(${lessons.position}), -1) + 1 from ${lessons}
          where ${lessons.courseId} = ${courseId} and ${lessons.module} = ${input.module})`,
      })
      .returning({ id: lessons.id });
    return { id: row!.id };
  });

const findLesson = async (db: DbExecutor, id: number) => {
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, id));
  if (!lesson) throw new AppError("not_found", LESSON_NOT_FOUND);
  return lesson;
};

export const getAdminLesson = async (db: DbExecutor, id: number): Promise<AdminLesson> =>
  toAdminLesson(await findLesson(db, id), await listAdminExercises(db, [id]));

/**
 * PATCH /api/admin/lessons/:id: any field. `position` moves the lesson to that place among its module's
 * lessons; a new `module` moves it there (to its end unless `position` says where) and closes the gap
 * it left. Either way both modules keep positions 0..n-1.
 */
export const updateLesson = async ({
  db,
  id,
  input,
}: {
  db: Database;
  id: number;
  input: z.output<typeof updateLessonSchema>;
}): Promise<AdminLesson> =>
  db.transaction(async (tx) => {
    const stored = await findLesson(tx, id);
    const { position, module = stored.module, ...fields } = input;
    const isMoving = position !== undefined || module !== stored.module;
    // The course before its lessons, as every reorder takes them: two moves never wait on each other.
    if (isMoving) await lockCourse(tx, stored.courseId);

    await tx
      .update(lessons)
      .set({ ...fields, module })
      .where(eq(lessons.id, id));

    if (isMoving) {
      const target = await moduleLessons(tx, stored.courseId, module);
      const order = moveInOrder(target, id, position ?? Number.MAX_SAFE_INTEGER);
      await writePositions(target, order, setLessonPosition(tx));
      if (module !== stored.module) {
        const left = await moduleLessons(tx, stored.courseId, stored.module);
        await writePositions(
          left,
          left.map((row) => row.id),
          setLessonPosition(tx),
        );
      }
    }
    return getAdminLesson(tx, id);
  });
