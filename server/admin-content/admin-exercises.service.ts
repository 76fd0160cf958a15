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
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import { AppError } from "../lib/errors";
import { listAdminExercises } from "./admin-courses.service";
import { changedFields } from "../audit/audit-fields";
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
  actor,
  now,
  lessonId,
  input,
}: {
  db: Database;
  actor: AuditActor;
  now: Date;
  lessonId: number;
  input: z.output<typeof createExerciseSchema>;
}): Promise<CreatedResponse> =>
  db.transaction(async (tx) => {
    await lockLesson(tx, lessonId);
    const fields = {
      lessonId,
      title: input.title,
      description: input.description,
      type: input.type,
      difficulty: input.difficulty,
      skill: input.skill,
      points: input.points,
      content: parseContent(input.type, input.content),
    };
    const [row] = await tx
      .insert(exercises)
      .values({
        ...fields,
        position: sql`(select coalesce(max(${exercises.position}), -1) + 1 from ${exercises} where ${exercises.lessonId} = ${lessonId})`,
      })
      .returning({ id: exercises.id });
    if (input.position !== undefined) await reorder(tx, lessonId, { id: row!.id, index: input.position });
    await recordAdminAction(tx, actor, {
      now,
      action: "exercise.create",
      targetType: "exercise",
      targetId: row!.id,
      summary: `Created exercise "${input.title}" (${input.type})`,
      after: fields,
    });
    return { id: row!.id };
  });

/**
 * PATCH /api/admin/exercises/:id: any field. New `content` alone is checked against the stored type; a
 * new `type` needs new `content`. `position` moves the exercise among its lesson's; `isRetired: false`
 * brings a retired exercise back.
 */
export const updateExercise = async ({
  db,
  actor,
  now,
  id,
  input,
}: {
  db: Database;
  actor: AuditActor;
  now: Date;
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
    const changes = { ...fields, type, ...(content === undefined ? {} : { content: parseContent(type, content) }) };
    await tx.update(exercises).set(changes).where(eq(exercises.id, id));
    if (position !== undefined) await reorder(tx, stored.lessonId, { id, index: position });

    const title = changes.title ?? stored.title;
    const edit = changedFields(stored, changes);
    if (edit.isChanged) {
      const what = Object.keys(edit.after);
      const isRestore = what.length === 1 && what[0] === "isRetired";
      await recordAdminAction(tx, actor, {
        now,
        action: isRestore ? (changes.isRetired ? "exercise.retire" : "exercise.restore") : "exercise.update",
        targetType: "exercise",
        targetId: id,
        summary: isRestore
          ? `${changes.isRetired ? "Retired" : "Restored"} exercise "${title}"`
          : `Edited exercise "${title}" (${what.join(", ")})`,
        before: edit.before,
        after: edit.after,
      });
    }
    if (position !== undefined) {
      const [moved] = await tx.select({ position: exercises.position }).from(exercises).where(eq(exercises.id, id));
      if (moved!.position !== stored.position) {
        await recordAdminAction(tx, actor, {
          now,
          action: "exercise.reorder",
          targetType: "exercise",
          targetId: id,
          summary: `Moved exercise "${title}" to place ${moved!.position + 1} in its lesson`,
          before: { position: stored.position },
          after: { position: moved!.position },
        });
      }
    }
    return getAdminExercise(tx, id);
  });

/**
 * DELETE /api/admin/exercises/:id: deleted when no student has sent a result for it (null: 204);
 * retired otherwise, so that results, points and progress keep their exercise.
 */
export const deleteExercise = async ({
  db,
  actor,
  now,
  id,
}: {
  db: Database;
  actor: AuditActor;
  now: Date;
  id: number;
}): Promise<RetiredResponse | null> =>
  db.transaction(async (tx) => {
    const lessonId = await lessonIdOf(tx, id);
    await lockLesson(tx, lessonId);
    // This lock waits for a result being saved for this exercise (its foreign key check shares the row),
    // so the count below sees it, and holds off new ones until the exercise is gone.
    const [stored] = await tx.select().from(exercises).where(eq(exercises.id, id)).for("update");
    if (!stored) throw new AppError("not_found", EXERCISE_NOT_FOUND);
    const [results] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(userExerciseResults)
      .where(eq(userExerciseResults.exerciseId, id));
    if (results!.count > 0) {
      await tx.update(exercises).set({ isRetired: true }).where(eq(exercises.id, id));
      await recordAdminAction(tx, actor, {
        now,
        action: "exercise.retire",
        targetType: "exercise",
        targetId: id,
        summary: `Retired exercise "${stored.title}" (answered ${results!.count === 1 ? "once" : `${results!.count} times`}, so kept for its results)`,
        before: { isRetired: stored.isRetired },
        after: { isRetired: true },
      });
      return { retired: true };
    }
    await tx.delete(exercises).where(eq(exercises.id, id));
    await reorder(tx, lessonId);
    const { createdAt: _created, updatedAt: _updated, ...deleted } = stored;
    await recordAdminAction(tx, actor, {
      now,
      action: "exercise.delete",
      targetType: "exercise",
      targetId: id,
      summary: `Deleted exercise "${stored.title}" (never answered)`,
      before: deleted,
    });
    return null;
  });
