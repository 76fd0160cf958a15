import { inArray } from "drizzle-orm";
import { plainTextToHtml } from "../../shared/lessons/lesson-html";
import { courses, lessons } from "../../shared/schema/courses";
import { exercises } from "../../shared/schema/learning";
import type { DbExecutor } from "./connection";
import { SEED_LESSONS } from "./seed-data/lessons";

/**
 * The teaching content of the seeded courses, written only into a course that has no lesson yet: a
 * second run changes nothing, and a course an administrator has started authoring is left alone.
 * Two inserts in all (lessons, then exercises), so the test suite's per-test re-seed stays cheap.
 */
export const seedLessons = async (tx: DbExecutor) => {
  const slugs = SEED_LESSONS.map((course) => course.courseSlug);
  const targets = await tx.select({ id: courses.id, slug: courses.slug }).from(courses).where(inArray(courses.slug, slugs));
  const withLessons = new Set(
    (
      await tx
        .selectDistinct({ courseId: lessons.courseId })
        .from(lessons)
        .where(
          inArray(
            lessons.courseId,
            targets.map((course) => course.id),
          ),
        )
    ).map((row) => row.courseId),
  );
  const courseIdBySlug = new Map(targets.filter((course) => !withLessons.has(course.id)).map((course) => [course.slug, course.id]));
  const planned = SEED_LESSONS.flatMap((course) => {
    const courseId = courseIdBySlug.get(course.courseSlug);
    if (courseId === undefined) return [];
    const positionInModule = new Map<number, number>();
    return course.lessons.map((lesson) => {
      const position = positionInModule.get(lesson.module) ?? 0;
      positionInModule.set(lesson.module, position + 1);
      return { courseId, position, lesson };
    });
  });
  if (planned.length === 0) return;
  const inserted = await tx
    .insert(lessons)
    .values(
      planned.map(({ courseId, position, lesson }) => ({
        courseId,
        title: lesson.title,
        description: lesson.description,
        // Stored as the editor stores it: HTML paragraphs.
        content: plainTextToHtml(lesson.explanation),
        examples: lesson.examples,
        module: lesson.module,
        position,
        estimatedMinutes: lesson.estimatedMinutes,
      })),
    )
    .returning({ id: lessons.id });
  const exerciseRows = planned.flatMap(({ lesson }, index) =>
    lesson.exercises.map((exercise, position) => ({
      lessonId: inserted[index]!.id,
      title: exercise.title,
      description: exercise.description,
      type: exercise.type,
      difficulty: exercise.difficulty,
      skill: exercise.skill,
      points: exercise.points,
      content: exercise.content as Record<string, unknown>,
      position,
    })),
  );
  await tx.insert(exercises).values(exerciseRows);
};
