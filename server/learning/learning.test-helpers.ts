import { asc, eq, inArray } from "drizzle-orm";
import { achievements } from "../../shared/schema/achievements";
import { courses, lessons } from "../../shared/schema/courses";
import { exercises } from "../../shared/schema/learning";
import { giveSubscription } from "../test/give-subscription";
import { post, signUp, type TestApp } from "../test/test-app";

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
    case "reading_text":
    case "listening_text":
      return { answers: (content.questions as { answer: number }[]).map((question) => question.answer) };
    case "writing_task":
      return { text: content.modelAnswer };
    case "speaking_task":
      return {
        recordedSeconds: (content.minSeconds as number | undefined) ?? 30,
        checklist: (content.checklist as string[]).map(() => true),
      };
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
    case "reading_text":
    case "listening_text":
      return { answers: [] };
    case "writing_task":
      return { text: "Too short." };
    case "speaking_task":
      return { recordedSeconds: 0, checklist: [] };
  }
};

/** The points of seeded achievements, by name (what earning them adds to a student's total). */
export const achievementPoints = async (testApp: TestApp, names: string[]) => {
  const rows = await testApp.db.select().from(achievements).where(inArray(achievements.name, names));
  if (rows.length !== names.length) throw new Error(`unknown achievement among ${names.join(", ")}`);
  return rows.reduce((sum, row) => sum + row.points, 0);
};

/** A signed-up student with an adult subscription, enrolled in the seeded A1-A2 course. */
export const enrolledInA1 = async (testApp: TestApp, overrides: Record<string, unknown> = {}) => {
  const student = await signUp(testApp, overrides);
  await giveSubscription(testApp, student.user.id);
  const a1 = await firstA1Lesson(testApp);
  const response = await post(student.agent, `/api/courses/${a1.course.id}/enroll`);
  if (response.status !== 201) throw new Error(`enrolment failed: ${response.status} ${response.text}`);
  return { ...student, ...a1 };
};

/** Leaves only these lessons of the course published: a short course to complete in a test. */
export const publishOnly = async (testApp: TestApp, courseId: number, lessonIds: number[]) => {
  await testApp.db.update(lessons).set({ isPublished: false }).where(eq(lessons.courseId, courseId));
  await testApp.db.update(lessons).set({ isPublished: true }).where(inArray(lessons.id, lessonIds));
};

/** Answers every exercise right, in order; the last answer's body. */
export const completeExercises = async (agent: Parameters<typeof post>[0], stored: StoredExercise[]) => {
  let last: Record<string, unknown> = {};
  for (const exercise of stored) {
    const response = await post(agent, `/api/exercises/${exercise.id}/results`, { userAnswers: rightAnswer(exercise) });
    if (response.status !== 201) throw new Error(`result refused: ${response.status} ${response.text}`);
    last = response.body;
  }
  return last;
};
