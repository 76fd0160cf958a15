import { asc, eq } from "drizzle-orm";
import { courses, lessons } from "../../shared/schema/courses";
import { exercises } from "../../shared/schema/learning";
import type { TestApp } from "../test/test-app";

/** The seeded A1-A2 course, its first lesson and that lesson's exercises in order. */
export const firstA1Lesson = async (testApp: TestApp) => {
  const [course] = await testApp.db.select().from(courses).where(eq(courses.slug, "a1-a2"));
  const [lesson] = await testApp.db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, course!.id))
    .orderBy(asc(lessons.module), asc(lessons.position))
    .limit(1);
  const lessonExercises = await testApp.db
    .select()
    .from(exercises)
    .where(eq(exercises.lessonId, lesson!.id))
    .orderBy(asc(exercises.position));
  return { course: course!, lesson: lesson!, exercises: lessonExercises };
};

type StoredExercise = typeof exercises.$inferSelect;

/** The right answer to a stored exercise, as a student would send it. */
export const rightAnswer = (exercise: StoredExercise): Record<string, unknown> => {
  const content = exercise.content as Record<string, unknown>;
  switch (exercise.type) {
    case "multiple_choice":
    case "audio":
      return { answer: content.answer as number };
    case "fill_in_blank":
      return { answers: (content.answers as string[][]).map((accepted) => accepted[0]) };
    case "matching":
      return { matches: Object.fromEntries((content.pairs as { left: string; right: string }[]).map((pair) => [pair.left, pair.right])) };
    case "speaking":
      return { transcript: content.phrase };
    case "flashcard":
      return { known: (content.cards as { front: string }[]).map((card) => card.front) };
  }
};

/** A wrong answer of the right shape. */
export const wrongAnswer = (exercise: StoredExercise): Record<string, unknown> => {
  switch (exercise.type) {
    case "multiple_choice":
    case "audio":
      return { answer: ((exercise.content as { answer: number }).answer + 1) % 2 };
    case "fill_in_blank":
      return { answers: ["zzz", "zzz", "zzz"] };
    case "matching":
      return { matches: {} };
    case "speaking":
      return { transcript: "completely different words here" };
    case "flashcard":
      return { known: [] };
  }
};
