import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { AttemptResult, CourseTestAttempt } from "../../shared/api/course-tests";
import { courseTestQuestions, courseTests, type CourseTestQuestion } from "../../shared/schema/course-tests";
import { courses, type CourseModule } from "../../shared/schema/courses";
import { courseEnrollments } from "../../shared/schema/learning";
import { enrolledInA1, publishOnly } from "../learning/learning.test-helpers";
import { post, type TestApp } from "../test/test-app";

/**
 * Gives a course module tests (one by default) and a final assessment, each with a bank larger than it
 * draws: choice questions (the right option varies), fill-in-the-blank and listening ones. Any tests the
 * seed gave the course are replaced, so a test knows exactly what it draws from.
 */
export const giveCourseTests = async (
  testApp: TestApp,
  courseId: number,
  { moduleBank = 8, moduleDrawn = 4, finalBank = 10, finalDrawn = 5, moduleCount = 1 } = {},
) => {
  await testApp.db.delete(courseTests).where(eq(courseTests.courseId, courseId));
  const moduleTests = await testApp.db
    .insert(courseTests)
    .values(
      Array.from({ length: moduleCount }, (_, index) => ({
        courseId,
        kind: "module" as const,
        module: index + 1,
        title: `Module ${index + 1} test`,
        drawn: moduleDrawn,
        passPercent: 60,
      })),
    )
    .returning();
  const moduleTest = moduleTests[0];
  const [finalTest] = await testApp.db
    .insert(courseTests)
    .values({ courseId, kind: "final", module: 0, title: "Final assessment", drawn: finalDrawn, passPercent: 70 })
    .returning();
  const bankOf = async (testId: number, size: number, prefix: string) =>
    testApp.db
      .insert(courseTestQuestions)
      .values(
        Array.from({ length: size }, (_, index) => {
          const kind = index % 3;
          if (kind === 1)
            return {
              testId,
              type: "fill_in_blank" as const,
              skill: "writing" as const,
              position: index,
              content: { text: `${prefix} ${index}: She ___ to work every day.`, answers: [[`goes${index}`, `Goes${index}`]] },
            };
          return {
            testId,
            type: kind === 0 ? ("multiple_choice" as const) : ("audio" as const),
            skill: kind === 0 ? ("reading" as const) : ("listening" as const),
            position: index,
            content: {
              ...(kind === 2 ? { say: `${prefix} spoken sentence ${index}` } : {}),
              question: `${prefix} question ${index}`,
              options: [`Option A${index}`, `Option B${index}`, `Option C${index}`],
              answer: index % 3,
            },
          };
        }),
      )
      .returning();
  const moduleQuestions = await bankOf(moduleTest!.id, moduleBank, "Module");
  for (const other of moduleTests.slice(1)) await bankOf(other.id, moduleBank, `Module ${other.module}`);
  return {
    moduleTest: moduleTest!,
    moduleTests,
    finalTest: finalTest!,
    moduleQuestions,
    finalQuestions: await bankOf(finalTest!.id, finalBank, "Final"),
  };
};

/** The right (or a wrong) answer to a stored test question, as the student sends it. */
export const answerFor = (question: CourseTestQuestion, right: boolean) => {
  const content = question.content as { answer?: number; answers?: string[][]; options?: string[] };
  if (question.type === "fill_in_blank") return { answers: right ? content.answers!.map((accepted) => accepted[0]!) : ["wrong"] };
  return { answer: right ? content.answer! : (content.answer! + 1) % content.options!.length };
};

/** The course's modules, the first carrying a reflective task (as a TEFL unit does). */
export const giveReflectiveTask = async (testApp: TestApp, courseId: number) => {
  const [course] = await testApp.db.select({ modules: courses.modules }).from(courses).where(eq(courses.id, courseId));
  const modules: CourseModule[] = course!.modules.map((module, index) =>
    index === 0
      ? {
          ...module,
          reflectiveTask: {
            prompt: "Describe a lesson you planned and what you would change.",
            guidance: ["Say who the learners were.", "Name one change and why."],
          },
        }
      : module,
  );
  await testApp.db.update(courses).set({ modules }).where(eq(courses.id, courseId));
  return modules;
};

/** A text of `count` words. */
export const wordsText = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

export const HOUR = 60 * 60 * 1000;

/** A student of a one-lesson A1 course that has a module test (bank 8, draws 4) and a final assessment (bank 10, draws 5). */
export const studentOfShortCourse = async (testApp: TestApp, overrides: Record<string, unknown> = {}) => {
  const student = await enrolledInA1(testApp, { firstName: "Amara", lastName: "Okafor", ...overrides });
  await publishOnly(testApp, student.course.id, [student.lesson.id]);
  const tests = await giveCourseTests(testApp, student.course.id);
  return { ...student, ...tests };
};

export type Agent = Awaited<ReturnType<typeof studentOfShortCourse>>["agent"];

export const start = (agent: Agent, testId: number) => post(agent, `/api/course-tests/${testId}/attempts`);
export const submit = (agent: Agent, attemptId: number, answers: unknown[]) =>
  post(agent, `/api/course-test-attempts/${attemptId}/submit`, { answers });

/** Answers an attempt: the first `rightCount` questions right, the rest wrong. */
export const answersFor = async (testApp: TestApp, attempt: CourseTestAttempt, rightCount: number) => {
  const stored = await testApp.db.select().from(courseTestQuestions);
  return attempt.questions.map((question, index) =>
    answerFor(
      stored.find((row) => row.id === question.id)!,
      index < rightCount,
    ),
  );
};

export const sitTest = async (testApp: TestApp, agent: Agent, testId: number, rightCount: number) => {
  const started = await start(agent, testId);
  expect([200, 201]).toContain(started.status);
  const attempt = started.body as CourseTestAttempt;
  const response = await submit(agent, attempt.id, await answersFor(testApp, attempt, rightCount));
  expect(response.status).toBe(200);
  return { attempt, result: response.body as AttemptResult };
};

/** The student's enrolment row in the course. */
export const enrolment = async (testApp: TestApp, userId: number, courseId: number) =>
  (
    await testApp.db
      .select()
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
  )[0]!;

/** Nothing a student is sent before marking may carry an answer key: no "answer(s)" field, no accepted blank answer. */
export const expectNoAnswerKey = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/"answers?"\s*:/);
  expect(text).not.toMatch(/goes\d/i);
};
