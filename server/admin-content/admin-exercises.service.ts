import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  EXERCISE_TYPE_NEEDS_CONTENT,
  type AdminExercise,
  type CreatedResponse,
  type RetiredResponse,
  type createExerciseSchema,
  type updateExerciseSchema,
} from "../../shared/api/admin-content";
import { exerciseContentSchemas, type ExerciseType } from "../../shared/api/learning";
import { lessons } from "../../shared/schema/courses";
import { exercises, userExerciseResults } from "../../shared/schema/learning";
import type { Database, DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";
import { listAdminExercises } from "./admin-courses.service";
import { LESSON_NOT_FOUND } from "./admin-lessons.service";
import { moveInOrder, writePositions } from "./ordering";

export const EXERCISE_NOT_FOUND = "Exercise not found";

/**
 * The content checked against its type's shape and normalised by it (trimmed text), or a 400 naming the
 * content's field (`content.answers`), as the request schemas do.
 */
const parseContent = (type: ExerciseType, content: unknown): Record<string, unknown> => {
  const result = exerciseContentSchemas[type].safeParse(content);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[["content", ...issue.path].join(".")] ??= []).push(issue.message);
  throw new AppError("validation", result.error.issues[0]!.message, { errors });
};

/** Locks the lesson row so that two edits of its exercises' order run one after the other. */
const lockLesson = async (tx: DbExecutor, lessonId: number) => {
  const [lesson] = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId)).for("no key update");
  if (!lesson) throw new AppError("not_found", LESSON_NOT_FOUND);
};

const lessonExercises = (tx: DbExecutor, lessonId: number) =>
  tx
    .select({ id: exercises.id, position: exercises.position })
    .from(exercises)
    .where(eq(exercises.lessonId, lessonId))
    .orderBy(asc(exercises.position), asc(exercises.id));

/** Moves an exercise to `index` among its lesson's exercises (or closes gaps when it is gone) and renumbers them 0..n-1. */
const reorder = async (tx: DbExecutor, lessonId: number, move?: { id: number; index: number }) => {
  const rows = await lessonExercises(tx, lessonId);
  const order = move ? moveInOrder(rows, move.id, move.index) : rows.map((row) => row.id);
  await writePositions(rows, order, (id, position) => tx.update(exercises).set({ position }).where(eq(exercises.id, id)));
};

const getAdminExercise = async (db: DbExecutor, id: number): Promise<AdminExercise> => {
  const [exercise] = (await listAdminExercises(db, [await lessonIdOf(db, id)])).filter((row) => row.id === id);
  return exercise!;
};

const lessonIdOf = async (db: DbExecutor, id: number) => {
  const [row] = await db.select({ lessonId: exercises.lessonId }).from(exercises).where(eq(exercises.id, id));
  if (!row) throw new AppError("not_found", EXERCISE_NOT_FOUND);
  return row.lessonId;
};

/** POST /api/admin/lessons/:id/exercises: a new exercise, last in its lesson (or at `position`). */
export const createExercise = async ({
  db,
  lessonId,
  input,
}: {
  db: Database;
  lessonId: number;
  input: z.output<typeof createExerciseSchema>;
}): Promise<CreatedResponse> =>
  db.transaction(async (tx) => {
    await lockLesson(tx, lessonId);
    const [row] = await tx
      .insert(exercises)
      .values({
        lessonId,
        title: input.title,
        description: input.description,
        type: input.type,
        difficulty: input.difficulty,
        skill: input.skill,
        points: input.points,
        content: parseContent(input.type, input.content),
        position: sql`(select coalesce(max(${exercises.position}), -1) + 1 from ${exercises} where ${exercises.lessonId} = ${lessonId})`,
      })
      .returning({ id: exercises.id });
    if (input.position !== undefined) await reorder(tx, lessonId, { id: row!.id, index: input.position });
    return { id: row!.id };
  });

/**
 * PATCH /api/admin/exercises/:id: any field. New `content` alone is checked against the stored type; a
 * new `type` needs new `content`. `position` moves the exercise among its lesson's; `isRetired: false`
 * brings a retired exercise back.
 */
export const updateExercise = async ({
  db,
  id,
  input,
}: {
  db: Database;
  id: number;
  input: z.output<typeof updateExerciseSchema>;
}): Promise<AdminExercise> =>
  db.transaction(async (tx) => {
    const [stored] = await tx.select().from(exercises).where(eq(exercises.id, id));
    if (!stored) throw new AppError("not_found", EXERCISE_NOT_FOUND);
    const { position, content, type = stored.type, ...fields } = input;
    if (type !== stored.type && content === undefined) {
      throw new AppError("validation", EXERCISE_TYPE_NEEDS_CONTENT, { errors: { content: [EXERCISE_TYPE_NEEDS_CONTENT] } });
    }
    // The lesson before its exercises, as every reorder takes them: two moves never wait on each other.
    if (position !== undefined) await lockLesson(tx, stored.lessonId);
    await tx
      .update(exercises)
      .set({ ...fields, type, ...(content === undefined ? {} : { content: parseContent(type, content) }) })
      .where(eq(exercises.id, id));
    if (position !== undefined) await reorder(tx, stored.lessonId, { id, index: position });
    return getAdminExercise(tx, id);
  });

/**
 * DELETE /api/admin/exercises/:id: deleted when no student has sent a result for it (null: 204);
 * retired otherwise, so that results, points and progress keep their exercise.
 */
export const deleteExercise = async ({ db, id }: { db: Database; id: number }): Promise<RetiredResponse | null> =>
  db.transaction(async (tx) => {
    const lessonId = await lessonIdOf(tx, id);
    await lockLesson(tx, lessonId);
    // This lock waits for a result being saved for this exercise (its foreign key check shares the row),
    // so the count below sees it, and holds off new ones until the exercise is gone.
    const [stored] = await tx.select({ id: exercises.id }).from(exercises).where(eq(exercises.id, id)).for("update");
    if (!stored) throw new AppError("not_found", EXERCISE_NOT_FOUND);
    const [results] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(userExerciseResults)
      .where(eq(userExerciseResults.exerciseId, id));
    if (results!.count > 0) {
      await tx.update(exercises).set({ isRetired: true }).where(eq(exercises.id, id));
      return { retired: true };
    }
    await tx.delete(exercises).where(eq(exercises.id, id));
    await reorder(tx, lessonId);
    return null;
  });
