import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  ATTEMPTS_PER_DAY,
  COURSE_TEST_MESSAGES,
  guidedLearningHours,
  type CourseTestAttempt,
  type CourseTestsResponse,
} from "../../shared/api/course-tests";
import { courseTestAttempts, courseTestQuestions } from "../../shared/schema/course-tests";
import { completeExercises, enrolledInA1 } from "../learning/learning.test-helpers";
import { createTestApp, signUp } from "../test/test-app";
import { answersFor, expectNoAnswerKey, HOUR, sitTest, start, studentOfShortCourse, submit } from "./course-tests.test-helpers";

describe("GET /api/courses/:id/tests", () => {
  it("lists the module test and the locked final, the requirements and the guided hours", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const response = await student.agent.get(`/api/courses/${student.course.id}/tests`);
    expect(response.status).toBe(200);
    const body = response.body as CourseTestsResponse;
    expect(body.tests).toEqual([
      {
        id: student.moduleTest.id,
        kind: "module",
        module: 1,
        title: "Module 1 test",
        questionCount: 4,
        passPercent: 60,
        bestScore: null,
        isPassed: false,
        attemptsLeftToday: ATTEMPTS_PER_DAY,
        isAvailable: true,
        openAttemptId: null,
      },
      expect.objectContaining({
        id: student.finalTest.id,
        kind: "final",
        module: 0,
        questionCount: 5,
        passPercent: 70,
        isAvailable: false,
      }),
    ]);
    expect(body.requirements).toEqual({ lessonsTotal: 1, lessonsCompleted: 0, finalPassed: false, tasksTotal: 0, tasksSubmitted: 0 });
    expect(body.reflectiveTasks).toEqual([]);
    // One lesson's minutes and 9 drawn questions at 1½ minutes.
    expect(body.guidedHours).toBe(
      guidedLearningHours({ lessonMinutes: student.lesson.estimatedMinutes, testQuestionsDrawn: 9, reflectiveTasks: 0 }),
    );
    expectNoAnswerKey(body);
  });

  it("answers 403 to a student not enrolled and 404 for an unknown course", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const notEnrolled = await signUp(testApp, { username: "lena", email: "lena@example.com" });
    expect((await notEnrolled.agent.get(`/api/courses/${student.course.id}/tests`)).status).toBe(403);
    expect((await start(notEnrolled.agent, student.moduleTest.id)).status).toBe(403);
    const unknown = await student.agent.get("/api/courses/99999/tests");
    expect(unknown.status).toBe(404);
    expect((await start(student.agent, 99999)).body.message).toBe(COURSE_TEST_MESSAGES.notFound);
  });
});

describe("POST /api/course-tests/:id/attempts", () => {
  it("draws the test's number of different questions without their answers, and a reload resumes the same attempt", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const first = await start(student.agent, student.moduleTest.id);
    expect(first.status).toBe(201);
    const attempt = first.body as CourseTestAttempt;
    expect(attempt).toMatchObject({ testId: student.moduleTest.id, title: "Module 1 test", kind: "module" });
    expect(attempt.questions).toHaveLength(4);
    expect(new Set(attempt.questions.map((question) => question.id)).size).toBe(4);
    expect(attempt.questions.every((question) => student.moduleQuestions.some((stored) => stored.id === question.id))).toBe(true);
    expectNoAnswerKey(attempt);
    const [stored] = await testApp.db.select().from(courseTestAttempts).where(eq(courseTestAttempts.id, attempt.id));
    expect(stored!.questionIds).toEqual(attempt.questions.map((question) => question.id));

    const again = await start(student.agent, student.moduleTest.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(attempt);
    const tests = (await student.agent.get(`/api/courses/${student.course.id}/tests`)).body as CourseTestsResponse;
    expect(tests.tests[0]).toMatchObject({ openAttemptId: attempt.id, attemptsLeftToday: ATTEMPTS_PER_DAY - 1 });
  });

  it("makes one attempt of two starts sent at once", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const [a, b] = await Promise.all([start(student.agent, student.moduleTest.id), start(student.agent, student.moduleTest.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await testApp.db.select().from(courseTestAttempts)).toHaveLength(1);
  });

  it("draws a different set of questions on another attempt", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const sets = new Set<string>();
    // Two draws of 4 from 8 are the same set one time in 70; six draws all the same, never in practice.
    for (let day = 0; day < 2; day++) {
      for (let sitting = 0; sitting < ATTEMPTS_PER_DAY; sitting++) {
        const { attempt } = await sitTest(testApp, student.agent, student.moduleTest.id, 0);
        sets.add(
          attempt.questions
            .map((question) => question.id)
            .sort((x, y) => x - y)
            .join(","),
        );
      }
      // From noon to midnight in Johannesburg: the next school day (and a signed-in session still).
      testApp.clock.advance(12 * HOUR);
    }
    expect(sets.size).toBeGreaterThan(1);
  });

  it("allows three attempts a school day (Johannesburg) and more the next day", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    for (let sitting = 0; sitting < ATTEMPTS_PER_DAY; sitting++) await sitTest(testApp, student.agent, student.moduleTest.id, 1);
    const refused = await start(student.agent, student.moduleTest.id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(COURSE_TEST_MESSAGES.dailyLimit);
    const tests = (await student.agent.get(`/api/courses/${student.course.id}/tests`)).body as CourseTestsResponse;
    expect(tests.tests[0]!.attemptsLeftToday).toBe(0);
    // The clock starts at 12:00 in Johannesburg: 23:00 is still the same school day, midnight is the next.
    testApp.clock.advance(11 * HOUR);
    expect((await start(student.agent, student.moduleTest.id)).status).toBe(429);
    testApp.clock.advance(HOUR);
    expect((await start(student.agent, student.moduleTest.id)).status).toBe(201);
    expect(await testApp.db.select().from(courseTestAttempts)).toHaveLength(ATTEMPTS_PER_DAY + 1);
  });

  it("keeps the final assessment locked until every lesson is complete", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const locked = await start(student.agent, student.finalTest.id);
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ message: COURSE_TEST_MESSAGES.finalLocked, reason: "course.finalLocked" });
    expect(await testApp.db.select().from(courseTestAttempts)).toHaveLength(0);
    await completeExercises(student.agent, student.exercises);
    const tests = (await student.agent.get(`/api/courses/${student.course.id}/tests`)).body as CourseTestsResponse;
    expect(tests.tests[1]).toMatchObject({ kind: "final", isAvailable: true });
    const opened = await start(student.agent, student.finalTest.id);
    expect(opened.status).toBe(201);
    expect(opened.body.questions).toHaveLength(5);
    expectNoAnswerKey(opened.body);
  });

  it("never draws a retired question", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const kept = student.moduleQuestions.slice(0, 4).map((question) => question.id);
    for (const question of student.moduleQuestions.slice(4))
      await testApp.db.update(courseTestQuestions).set({ isRetired: true }).where(eq(courseTestQuestions.id, question.id));
    const response = await start(student.agent, student.moduleTest.id);
    expect(response.body.questions.map((question: { id: number }) => question.id).sort()).toEqual([...kept].sort());
  });
});

describe("POST /api/course-test-attempts/:id/submit", () => {
  it("marks a module test, stores the score and shows each right answer as text", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const { attempt, result } = await sitTest(testApp, student.agent, student.moduleTest.id, 3);
    expect(result).toMatchObject({
      attemptId: attempt.id,
      correctCount: 3,
      questionCount: 4,
      scorePercent: 75,
      isPassed: true,
      passPercent: 60,
      bestScore: 75,
      certificate: null,
    });
    const stored = student.moduleQuestions;
    expect(result.perQuestion).toEqual(
      attempt.questions.map((question, index) => {
        const row = stored.find((candidate) => candidate.id === question.id)!;
        const content = row.content as { options?: string[]; answer?: number; answers?: string[][] };
        return {
          id: question.id,
          isCorrect: index < 3,
          rightAnswer: row.type === "fill_in_blank" ? content.answers![0]![0] : content.options![content.answer!],
          points: index < 3 ? 1 : 0,
          outOf: 1,
          writing: null,
        };
      }),
    );
    const [row] = await testApp.db.select().from(courseTestAttempts).where(eq(courseTestAttempts.id, attempt.id));
    expect(row).toMatchObject({ correctCount: 3, scorePercent: 75 });
    expect(row!.submittedAt).toEqual(testApp.clock.now());
    expect(row!.answers).toHaveLength(4);

    // The best attempt is kept: a worse one later does not lower it.
    const worse = await sitTest(testApp, student.agent, student.moduleTest.id, 0);
    expect(worse.result).toMatchObject({ scorePercent: 0, isPassed: false, bestScore: 75 });
    const tests = (await student.agent.get(`/api/courses/${student.course.id}/tests`)).body as CourseTestsResponse;
    expect(tests.tests[0]).toMatchObject({ bestScore: 75, isPassed: true, openAttemptId: null });
  });

  it("shows only which final questions were right, never their answers", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    await completeExercises(student.agent, student.exercises);
    const { result } = await sitTest(testApp, student.agent, student.finalTest.id, 2);
    expect(result).toMatchObject({ correctCount: 2, questionCount: 5, scorePercent: 40, isPassed: false, passPercent: 70 });
    expect(result.perQuestion.map((item) => item.rightAnswer)).toEqual([null, null, null, null, null]);
    expect(result.perQuestion.map((item) => item.isCorrect)).toEqual([true, true, false, false, false]);
    expectNoAnswerKey(result);
    expect(JSON.stringify(result)).not.toMatch(/Option [ABC]\d/);
  });

  it("refuses a second submission, the wrong number of answers, a malformed answer and someone else's attempt", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const attempt = (await start(student.agent, student.moduleTest.id)).body as CourseTestAttempt;
    const answers = await answersFor(testApp, attempt, 4);

    const fewer = await submit(student.agent, attempt.id, answers.slice(1));
    expect(fewer.status).toBe(400);
    expect(fewer.body.message).toBe(COURSE_TEST_MESSAGES.answerCount);
    const empty = await submit(student.agent, attempt.id, []);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(COURSE_TEST_MESSAGES.answersRequired);
    const malformed = await submit(
      student.agent,
      attempt.id,
      answers.map(() => ({ answer: "first" })),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^Question 1: /);

    const other = await enrolledInA1(testApp, { username: "kofi", email: "kofi@example.com" });
    const foreign = await submit(other.agent, attempt.id, answers);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(COURSE_TEST_MESSAGES.attemptNotFound);
    expect((await submit(student.agent, 99999, answers)).status).toBe(404);

    // A question left unanswered is wrong, not refused.
    const partly = await submit(student.agent, attempt.id, [answers[0], null, answers[2], answers[3]]);
    expect(partly.status).toBe(200);
    expect(partly.body.correctCount).toBe(3);
    const twice = await submit(student.agent, attempt.id, answers);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(COURSE_TEST_MESSAGES.alreadySubmitted);
    const [row] = await testApp.db.select().from(courseTestAttempts).where(eq(courseTestAttempts.id, attempt.id));
    expect(row!.correctCount).toBe(3);
  });
});

describe("answers meant for another attempt", () => {
  it("are marked against the questions this attempt drew, not the ones they were written for", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const first = await sitTest(testApp, student.agent, student.moduleTest.id, 4);
    const firstAnswers = await answersFor(testApp, first.attempt, 4);
    const second = (await start(student.agent, student.moduleTest.id)).body as CourseTestAttempt;
    const rightForSecond = await answersFor(testApp, second, 4);
    const response = await submit(student.agent, second.id, firstAnswers);
    // An answer of another shape (a choice for a blank) is refused, naming the question of this draw.
    const isBlank = (question: { type: string }) => question.type === "fill_in_blank";
    const mismatch = second.questions.findIndex((question, index) => isBlank(question) !== isBlank(first.attempt.questions[index]!));
    if (mismatch >= 0) {
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(new RegExp(`^Question ${mismatch + 1}: `));
      return;
    }
    // Otherwise each answer counts only where it is also right for the question asked at that place in this draw.
    const expected = rightForSecond.filter((answer, index) => JSON.stringify(answer) === JSON.stringify(firstAnswers[index])).length;
    expect(response.status).toBe(200);
    expect(response.body.correctCount).toBe(expected);
    expect(response.body.perQuestion.map((item: { id: number }) => item.id)).toEqual(second.questions.map((question) => question.id));
  });
});
