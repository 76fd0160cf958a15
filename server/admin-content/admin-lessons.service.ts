import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminLesson, CreatedResponse, createLessonSchema, updateLessonSchema } from "../../shared/api/admin-content";
import { courses, lessons } from "../../shared/schema/courses";
import type { Database, DbExecutor } from "../db/connection";
import { lessonHtmlToText } from "../../shared/lessons/lesson-html";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import { AppError } from "../lib/errors";
import { COURSE_NOT_FOUND, listAdminExercises, toAdminLesson } from "./admin-courses.service";
import { changedFields, loggableFields } from "../audit/audit-fields";
import { toStoredLessonHtml } from "./lesson-html";
import { moveInOrder, writePositions } from "./ordering";
import { requireLessonLeftPublished } from "./publish-rules";

export const LESSON_NOT_FOUND = "Lesson not found";
export const LESSON_CONTENT_TOO_SHORT = "Content must be at least 10 characters";

/**
 * The explanation as stored: sanitised HTML (plain text becomes paragraphs). Its words, not its tags,
 * must reach the schema's 10 characters, so "<p><script>…</script></p>" is refused rather than stored empty.
 */
const toStoredContent = (content: string) => {
  const html = toStoredLessonHtml(content);
  if (lessonHtmlToText(html).length < 10) {
    throw new AppError("validation", LESSON_CONTENT_TOO_SHORT, { errors: { content: [LESSON_CONTENT_TOO_SHORT] } });
  }
  return html;
};

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
  actor,
  now,
  courseId,
  input,
}: {
  db: Database;
  actor: AuditActor;
  now: Date;
  courseId: number;
  input: z.output<typeof createLessonSchema>;
}): Promise<CreatedResponse> => {
  const content = toStoredContent(input.content);
  return db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const fields = {
      courseId,
      title: input.title,
      description: input.description,
      content,
      module: input.module,
      examples: input.examples ?? [],
      estimatedMinutes: input.estimatedMinutes,
      isPublished: input.isPublished ?? true,
    };
    const [row] = await tx
      .insert(lessons)
      .values({
        ...fields,
        position: sql`(select coalesce(max(${lessons.position}), -1) + 1 from ${lessons}
          where ${lessons.courseId} = ${courseId} and ${lessons.module} = ${input.module})`,
      })
      .returning({ id: lessons.id, position: lessons.position, estimatedMinutes: lessons.estimatedMinutes });
    await recordAdminAction(tx, actor, {
      now,
      action: "lesson.create",
      targetType: "lesson",
      targetId: row!.id,
      summary: `Created lesson "${input.title}" in module ${input.module}`,
      after: loggableFields({ ...fields, estimatedMinutes: row!.estimatedMinutes, position: row!.position }),
    });
    return { id: row!.id };
  });
};

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
  actor,
  now,
  id,
  input,
}: {
  db: Database;
  actor: AuditActor;
  now: Date;
  id: number;
  input: z.output<typeof updateLessonSchema>;
}): Promise<AdminLesson> => {
  const { position, module: newModule, content: newContent, ...rest } = input;
  const fields = { ...rest, ...(newContent === undefined ? {} : { content: toStoredContent(newContent) }) };
  return db.transaction(async (tx) => {
    const stored = await findLesson(tx, id);
    if (fields.isPublished === false && stored.isPublished) await requireLessonLeftPublished(tx, stored.courseId);
    const module = newModule ?? stored.module;
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

    const edit = changedFields(stored, fields);
    if (edit.isChanged) {
      const what = Object.keys(edit.after);
      const verb = what.length === 1 && what[0] === "isPublished" ? (fields.isPublished ? "Published" : "Unpublished") : "Edited";
      await recordAdminAction(tx, actor, {
        now,
        action: "lesson.update",
        targetType: "lesson",
        targetId: id,
        summary: `${verb} lesson "${fields.title ?? stored.title}"${verb === "Edited" ? ` (${what.join(", ")})` : ""}`,
        before: edit.before,
        after: edit.after,
      });
    }
    if (isMoving) {
      const [moved] = await tx.select({ module: lessons.module, position: lessons.position }).from(lessons).where(eq(lessons.id, id));
      const place = changedFields({ module: stored.module, position: stored.position }, moved!);
      if (place.isChanged) {
        await recordAdminAction(tx, actor, {
          now,
          action: "lesson.reorder",
          targetType: "lesson",
          targetId: id,
          summary: `Moved lesson "${fields.title ?? stored.title}" to place ${moved!.position + 1} of module ${moved!.module}`,
          before: place.before,
          after: place.after,
        });
      }
    }
    return getAdminLesson(tx, id);
  });
};
