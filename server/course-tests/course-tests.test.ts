import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gradeForAverage } from "../../shared/api/certificates";
import {
  ATTEMPTS_PER_DAY,
  certificateScore,
  COURSE_TEST_MESSAGES,
  guidedLearningHours,
  type AttemptResult,
  type CourseTestAttempt,
  type CourseTestsResponse,
} from "../../shared/api/course-tests";
import { certificates } from "../../shared/schema/certificates";
import { courseTestAttempts, courseTestQuestions, reflectiveTaskSubmissions } from "../../shared/schema/course-tests";
import { courseEnrollments } from "../../shared/schema/learning";
import { completeExercises, enrolledInA1, publishOnly } from "../learning/learning.test-helpers";
import { createTestApp, post, signInAdmin, signUp, type TestApp } from "../test/test-app";
import { answerFor, giveCourseTests, giveReflectiveTask, wordsText } from "./course-tests.test-helpers";

const HOUR = 60 * 60 * 1000;

/** A student of a one-lesson A1 course that has a module test (bank 8, draws 4) and a final assessment (bank 10, draws 5). */
const studentOfShortCourse = async (testApp: TestApp, overrides: Record<string, unknown> = {}) => {
  const student = await enrolledInA1(testApp, { firstName: "Amara", lastName: "Okafor", ...overrides });
  await publishOnly(testApp, student.course.id, [student.lesson.id]);
  const tests = await giveCourseTests(testApp, student.course.id);
  return { ...student, ...tests };
};

type Agent = Awaited<ReturnType<typeof studentOfShortCourse>>["agent"];

const start = (agent: Agent, testId: number) => post(agent, `/api/course-tests/${testId}/attempts`);
const submit = (agent: Agent, attemptId: number, answers: unknown[]) =>
  post(agent, `/api/course-test-attempts/${attemptId}/submit`, { answers });

/** Answers an attempt: the first `rightCount` questions right, the rest wrong. */
const answersFor = async (testApp: TestApp, attempt: CourseTestAttempt, rightCount: number) => {
  const stored = await testApp.db.select().from(courseTestQuestions);
  return attempt.questions.map((question, index) =>
    answerFor(
      stored.find((row) => row.id === question.id)!,
      index < rightCount,
    ),
  );
};

const sitTest = async (testApp: TestApp, agent: Agent, testId: number, rightCount: number) => {
  const started = await start(agent, testId);
  expect([200, 201]).toContain(started.status);
  const attempt = started.body as CourseTestAttempt;
  const response = await submit(agent, attempt.id, await answersFor(testApp, attempt, rightCount));
  expect(response.status).toBe(200);
  return { attempt, result: response.body as AttemptResult };
};

const enrolment = async (testApp: TestApp, userId: number, courseId: number) =>
  (
    await testApp.db
      .select()
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
  )[0]!;

/** Nothing a student is sent before marking may carry an answer key: no "answer(s)" field, no accepted blank answer. */
const expectNoAnswerKey = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/"answers?"\s*:/);
  expect(text).not.toMatch(/goes\d/i);
};

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
    expect(locked.body.message).toBe(COURSE_TEST_MESSAGES.finalLocked);
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

describe("the certificate of a course with a final assessment", () => {
  it("is not issued to a student who completes every lesson but fails the final; passing issues it with the stated grade and hours", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const lessonDone = await completeExercises(student.agent, student.exercises);
    // One lesson of two items (the lesson and the final): half way, and no certificate.
    expect(lessonDone).toMatchObject({ lessonCompleted: true, courseProgress: 50, certificate: null });

    await sitTest(testApp, student.agent, student.moduleTest.id, 4);
    const failed = await sitTest(testApp, student.agent, student.finalTest.id, 3);
    expect(failed.result).toMatchObject({ scorePercent: 60, isPassed: false, certificate: null });
    expect(await testApp.db.select().from(certificates)).toHaveLength(0);
    expect(await enrolment(testApp, student.user.id, student.course.id)).toMatchObject({ progress: 50, completedAt: null });
    const myCourses = await student.agent.get("/api/me/courses");
    expect(myCourses.body.enrolled[0]).toMatchObject({ progress: 50, completedAt: null, certificateNumber: null });

    const passed = await sitTest(testApp, student.agent, student.finalTest.id, 4);
    // 60 % of the final (80) and 40 % of the module tests' average (100): 88, a Distinction.
    expect(certificateScore(80, [100])).toBe(88);
    expect(passed.result).toMatchObject({ scorePercent: 80, isPassed: true, certificate: { grade: "Distinction" } });
    const hours = guidedLearningHours({ lessonMinutes: student.lesson.estimatedMinutes, testQuestionsDrawn: 9, reflectiveTasks: 0 });
    const [certificate] = await testApp.db.select().from(certificates).where(eq(certificates.userId, student.user.id));
    expect(certificate).toMatchObject({
      certificateNumber: passed.result.certificate!.certificateNumber,
      grade: gradeForAverage(88),
      guidedHours: hours,
      finalScore: 80,
      moduleTestsScore: 100,
      studentName: "Amara Okafor",
    });
    expect(await enrolment(testApp, student.user.id, student.course.id)).toMatchObject({ progress: 100, completedAt: testApp.clock.now() });

    const mine = await student.agent.get("/api/my-certificates");
    expect(mine.body[0]).toMatchObject({ grade: "Distinction", guidedHours: hours, finalScore: 80, moduleTestsScore: 100 });
    const verified = await testApp.request().get(`/api/certificates/verify/${certificate!.certificateNumber}`);
    expect(verified.body).toMatchObject({ status: "valid", guidedHours: hours, finalScore: 80, moduleTestsScore: 100 });

    // A better final later changes nothing already issued.
    await sitTest(testApp, student.agent, student.finalTest.id, 5);
    expect(await testApp.db.select().from(certificates)).toHaveLength(1);
  });

  it("counts a module test never taken as 0 in the grade", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    await completeExercises(student.agent, student.exercises);
    const passed = await sitTest(testApp, student.agent, student.finalTest.id, 5);
    // 60 % of 100 and 40 % of 0: 60, a Pass.
    expect(passed.result.certificate).toMatchObject({ grade: gradeForAverage(certificateScore(100, [0])) });
    expect(passed.result.certificate!.grade).toBe("Pass");
    const [certificate] = await testApp.db.select().from(certificates);
    expect(certificate).toMatchObject({ finalScore: 100, moduleTestsScore: 0 });
  });
});

describe("PUT /api/courses/:id/reflective-tasks/:module", () => {
  it("refuses a short text and a module without a task, and the TEFL certificate waits for every task", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    await giveReflectiveTask(testApp, student.course.id);
    const path = `/api/courses/${student.course.id}/reflective-tasks/1`;

    const short = await student.agent
      .put(path)
      .set("Content-Type", "application/json")
      .send({ text: wordsText(149) });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(COURSE_TEST_MESSAGES.taskTooShort);
    const noTask = await student.agent
      .put(`/api/courses/${student.course.id}/reflective-tasks/2`)
      .set("Content-Type", "application/json")
      .send({ text: wordsText(200) });
    expect(noTask.status).toBe(404);
    expect(noTask.body.message).toBe(COURSE_TEST_MESSAGES.taskNotFound);
    expect(await testApp.db.select().from(reflectiveTaskSubmissions)).toHaveLength(0);

    await completeExercises(student.agent, student.exercises);
    const passed = await sitTest(testApp, student.agent, student.finalTest.id, 5);
    expect(passed.result).toMatchObject({ isPassed: true, certificate: null });
    expect(await testApp.db.select().from(certificates)).toHaveLength(0);
    // The lesson, the final, the task: two of three.
    expect((await enrolment(testApp, student.user.id, student.course.id)).progress).toBe(67);
    const before = (await student.agent.get(`/api/courses/${student.course.id}/tests`)).body as CourseTestsResponse;
    expect(before.requirements).toEqual({ lessonsTotal: 1, lessonsCompleted: 1, finalPassed: true, tasksTotal: 1, tasksSubmitted: 0 });
    expect(before.reflectiveTasks).toEqual([
      {
        module: 1,
        moduleTitle: expect.any(String),
        prompt: "Describe a lesson you planned and what you would change.",
        guidance: ["Say who the learners were.", "Name one change and why."],
        submittedAt: null,
        text: null,
      },
    ]);

    const text = wordsText(160);
    const saved = await student.agent.put(path).set("Content-Type", "application/json").send({ text });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ module: 1, text, submittedAt: testApp.clock.now().toISOString(), certificate: { grade: "Pass" } });
    const [certificate] = await testApp.db.select().from(certificates);
    expect(certificate).toMatchObject({
      certificateNumber: saved.body.certificate.certificateNumber,
      guidedHours: guidedLearningHours({ lessonMinutes: student.lesson.estimatedMinutes, testQuestionsDrawn: 9, reflectiveTasks: 1 }),
    });
    expect((await enrolment(testApp, student.user.id, student.course.id)).progress).toBe(100);

    // Rewriting the task replaces the text (one row), and issues nothing more.
    testApp.clock.advance(HOUR);
    const rewritten = await student.agent
      .put(path)
      .set("Content-Type", "application/json")
      .send({ text: wordsText(170) });
    expect(rewritten.body).toMatchObject({ text: wordsText(170), certificate: null });
    const rows = await testApp.db.select().from(reflectiveTaskSubmissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).toBe(wordsText(170));
  });
});

describe("an admin", () => {
  it("may look at a course's tests without enrolling", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const admin = await signInAdmin(testApp);
    const response = await admin.get(`/api/courses/${student.course.id}/tests`);
    expect(response.status).toBe(200);
    expect(response.body.tests).toHaveLength(2);
  });
});
