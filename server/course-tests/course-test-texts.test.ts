import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AttemptResult, CourseTestAttempt, CourseTestsResponse } from "../../shared/api/course-tests";
import { courseTestQuestions, courseTests } from "../../shared/schema/course-tests";
import { writingSubmissions } from "../../shared/schema/writing";
import { completeExercises } from "../learning/learning.test-helpers";
import { LISTENING, READING, WRITING } from "../learning/texts-and-tasks.fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import { answerFor, start, studentOfShortCourse, submit } from "./course-tests.test-helpers";

/** Gives a test two reading texts, one listening text and (when asked) a writing task, and counts them as the seed does. */
const giveTexts = async (testApp: TestApp, testId: number, { writing = false } = {}) => {
  const items = [
    { type: "reading_text" as const, skill: "reading" as const, content: READING },
    { type: "reading_text" as const, skill: "reading" as const, content: { ...READING, title: "Another day out" } },
    { type: "listening_text" as const, skill: "listening" as const, content: LISTENING },
    ...(writing ? [{ type: "writing_task" as const, skill: "writing" as const, content: WRITING }] : []),
  ];
  await testApp.db
    .insert(courseTestQuestions)
    .values(items.map((item, index) => ({ testId, ...item, content: item.content as Record<string, unknown>, position: 100 + index })));
  await testApp.db
    .update(courseTests)
    .set({ textQuestions: 6, textMinutes: writing ? 20 : 8 })
    .where(eq(courseTests.id, testId));
};

/** The right answers, or for a text its first `rightInText` questions right and the rest wrong. */
const answersWith = async (testApp: TestApp, attempt: CourseTestAttempt, rightInText: number, writingText: string | null) => {
  const stored = await testApp.db.select().from(courseTestQuestions);
  return attempt.questions.map((question) => {
    const row = stored.find((candidate) => candidate.id === question.id)!;
    if (row.type === "writing_task") return writingText === null ? null : { text: writingText };
    if (row.type === "reading_text" || row.type === "listening_text") {
      const keys = (row.content as { questions: { answer: number }[] }).questions.map((item) => item.answer);
      return { answers: keys.map((key, index) => (index < rightInText ? key : (key + 1) % 3)) };
    }
    return answerFor(row, true);
  });
};

describe("a test's reading and listening texts", () => {
  it("asks its drawn questions, then one reading and one listening text, each question of a text a point", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    await giveTexts(testApp, student.moduleTest.id);

    const attempt = (await start(student.agent, student.moduleTest.id)).body as CourseTestAttempt;
    expect(attempt.questions.map((question) => question.type).slice(4)).toEqual(["reading_text", "listening_text"]);
    expect(attempt.questions.slice(0, 4).every((question) => !question.type.endsWith("_text"))).toBe(true);
    // The student sees the text and its questions, never their keys.
    const reading = attempt.questions[4]!.content;
    expect(reading).toMatchObject({ type: "reading_text", text: READING.text });
    expect(JSON.stringify(attempt)).not.toMatch(/"answers?"\s*:/);

    // 4 questions right, then 2 of each text's 3 questions: 8 of 10.
    const response = await submit(student.agent, attempt.id, await answersWith(testApp, attempt, 2, null));
    expect(response.status).toBe(200);
    const result = response.body as AttemptResult;
    expect(result).toMatchObject({ correctCount: 8, questionCount: 10, scorePercent: 80, isPassed: true });
    expect(result.perQuestion.slice(4)).toEqual([
      expect.objectContaining({ points: 2, outOf: 3, isCorrect: false, rightAnswer: "1. To the beach; 2. Her brother; 3. Sunny" }),
      expect.objectContaining({ points: 2, outOf: 3, isCorrect: false, writing: null }),
    ]);

    // The list counts a text's questions in what an attempt asks.
    const tests = (await student.agent.get(`/api/courses/${student.course.id}/tests`)).body as CourseTestsResponse;
    expect(tests.tests.find((test) => test.id === student.moduleTest.id)?.questionCount).toBe(4 + 6);
  });

  it("marks a text left unanswered, or a question of it, wrong; refuses answers that are not option numbers", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    await giveTexts(testApp, student.moduleTest.id);
    const attempt = (await start(student.agent, student.moduleTest.id)).body as CourseTestAttempt;
    const answers = await answersWith(testApp, attempt, 3, null);

    const malformed = await submit(student.agent, attempt.id, [...answers.slice(0, 4), { answers: ["B"] }, answers[5]]);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^Question 5: /);

    const response = await submit(student.agent, attempt.id, [...answers.slice(0, 4), null, { answers: [-1, -1, -1] }]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ correctCount: 4, questionCount: 10, scorePercent: 40 });
  });
});

describe("the final assessment's writing task", () => {
  it("is asked last, gets its automatic feedback, is kept for the teacher by attempt and is not part of the score", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    await completeExercises(student.agent, student.exercises);
    await giveTexts(testApp, student.finalTest.id, { writing: true });

    const attempt = (await start(student.agent, student.finalTest.id)).body as CourseTestAttempt;
    expect(attempt.questions.map((question) => question.type).slice(5)).toEqual(["reading_text", "listening_text", "writing_task"]);
    expect(attempt.questions[7]!.content).toMatchObject({ type: "writing_task", minWords: 20, maxWords: 60 });
    expect(JSON.stringify(attempt)).not.toContain(WRITING.modelAnswer);

    const text =
      "On Saturday I went to Knysna with my sister. We walkd by the lagoon and ate fish. On Sunday it rained, so we visited a museum.";
    const response = await submit(student.agent, attempt.id, await answersWith(testApp, attempt, 3, text));
    expect(response.status).toBe(200);
    const result = response.body as AttemptResult;
    // 5 questions and 6 text questions, all right: the writing task adds nothing to the score either way.
    expect(result).toMatchObject({ correctCount: 11, questionCount: 11, scorePercent: 100 });
    const writing = result.perQuestion[7]!;
    expect(writing).toMatchObject({ points: 0, outOf: 0, isCorrect: true, rightAnswer: null });
    expect(writing.writing).toMatchObject({ wordCount: 26, minWords: 20, maxWords: 60 });
    expect(writing.writing!.misspelled.map((item) => item.word)).toEqual(["walkd"]);
    expect(JSON.stringify(result)).not.toContain(WRITING.modelAnswer);

    const kept = await testApp.db.select().from(writingSubmissions).where(eq(writingSubmissions.userId, student.user.id));
    expect(kept).toEqual([
      expect.objectContaining({
        exerciseId: null,
        testAttemptId: attempt.id,
        testQuestionId: attempt.questions[7]!.id,
        courseId: student.course.id,
        text,
        wordCount: 26,
      }),
    ]);
  });

  it("keeps nothing when no text is handed in, and refuses an empty one", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    await completeExercises(student.agent, student.exercises);
    await giveTexts(testApp, student.finalTest.id, { writing: true });
    const attempt = (await start(student.agent, student.finalTest.id)).body as CourseTestAttempt;

    const empty = await submit(student.agent, attempt.id, await answersWith(testApp, attempt, 3, "   "));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Question 8: Please write your text");

    const response = await submit(student.agent, attempt.id, await answersWith(testApp, attempt, 3, null));
    expect(response.status).toBe(200);
    expect(response.body.perQuestion[7]).toMatchObject({ points: 0, outOf: 0, isCorrect: false, writing: null });
    expect(await testApp.db.select().from(writingSubmissions)).toEqual([]);
  });
});

describe("a bank that holds only a writing task", () => {
  it("is sat and handed in, scoring 0 of 0 (never a failed division)", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    await completeExercises(student.agent, student.exercises);
    await testApp.db.delete(courseTestQuestions).where(eq(courseTestQuestions.testId, student.finalTest.id));
    await testApp.db.insert(courseTestQuestions).values({
      testId: student.finalTest.id,
      type: "writing_task",
      skill: "writing",
      content: WRITING as unknown as Record<string, unknown>,
    });
    const attempt = (await start(student.agent, student.finalTest.id)).body as CourseTestAttempt;
    expect(attempt.questions.map((question) => question.type)).toEqual(["writing_task"]);
    const response = await submit(student.agent, attempt.id, [
      { text: "On Saturday we went to the lagoon and ate fish. It rained on Sunday." },
    ]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ correctCount: 0, questionCount: 0, scorePercent: 0, isPassed: false });
  });
});

describe("guided hours", () => {
  it("add the minutes of the texts and writing task one attempt at each test asks", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const standing = async () =>
      ((await student.agent.get(`/api/courses/${student.course.id}/tests`)).body as CourseTestsResponse).guidedHours;
    const before = await standing();
    await testApp.db.update(courseTests).set({ textMinutes: 90 }).where(eq(courseTests.id, student.finalTest.id));
    await testApp.db.update(courseTests).set({ textMinutes: 60 }).where(eq(courseTests.id, student.moduleTest.id));
    // The public course reads (cached) are read first after the change: the page, the card and the student's view agree.
    const detail = (await student.agent.get(`/api/courses/${student.course.id}`)).body as { guidedHours: number };
    const listed = ((await student.agent.get("/api/courses")).body as { id: number; guidedHours: number }[]).find(
      (course) => course.id === student.course.id,
    )!;
    const after = await standing();
    expect(after - before).toBeGreaterThanOrEqual(2);
    expect(after - before).toBeLessThanOrEqual(3);
    expect(detail.guidedHours).toBe(after);
    expect(listed.guidedHours).toBe(after);
  });
});
