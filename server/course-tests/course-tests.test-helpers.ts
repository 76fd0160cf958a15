import { eq } from "drizzle-orm";
import { courseTestQuestions, courseTests, type CourseTestQuestion } from "../../shared/schema/course-tests";
import { courses, type CourseModule } from "../../shared/schema/courses";
import type { TestApp } from "../test/test-app";

/**
 * Gives a course one module test and a final assessment, each with a bank larger than it draws: choice
 * questions (the right option varies), fill-in-the-blank and listening ones. Any tests the seed gave the
 * course are replaced, so a test knows exactly what it draws from.
 */
export const giveCourseTests = async (
  testApp: TestApp,
  courseId: number,
  { moduleBank = 8, moduleDrawn = 4, finalBank = 10, finalDrawn = 5 } = {},
) => {
  await testApp.db.delete(courseTests).where(eq(courseTests.courseId, courseId));
  const [moduleTest] = await testApp.db
    .insert(courseTests)
    .values({ courseId, kind: "module", module: 1, title: "Module 1 test", drawn: moduleDrawn, passPercent: 60 })
    .returning();
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
  return {
    moduleTest: moduleTest!,
    finalTest: finalTest!,
    moduleQuestions: await bankOf(moduleTest!.id, moduleBank, "Module"),
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
