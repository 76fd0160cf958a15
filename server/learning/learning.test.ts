import { and, eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { ENROLL_NEEDS_SUBSCRIPTION } from "../../shared/api/learning";
import { userProgress } from "../../shared/schema/achievements";
import { users } from "../../shared/schema/auth";
import { subscriptions } from "../../shared/schema/billing";
import { courseTests } from "../../shared/schema/course-tests";
import { courses, lessons } from "../../shared/schema/courses";
import { courseEnrollments, exercises, userExerciseResults, userLessonProgress } from "../../shared/schema/learning";
import { createTestApp, createTestClock, post, signInAdmin, signUp, type TestApp } from "../test/test-app";
import { giveSubscription } from "../test/give-subscription";
import { achievementPoints, firstA1Lesson, rightAnswer, wrongAnswer } from "./learning.test-helpers";

const subscribedStudent = async (testApp: TestApp, overrides: Record<string, unknown> = {}) => {
  const student = await signUp(testApp, overrides);
  await giveSubscription(testApp, student.user.id);
  return student;
};

const enrolledStudent = async (testApp: TestApp) => {
  const student = await subscribedStudent(testApp);
  const a1 = await firstA1Lesson(testApp);
  expect((await post(student.agent, `/api/courses/${a1.course.id}/enroll`)).status).toBe(201);
  return { ...student, ...a1 };
};

describe("GET /api/courses/:id/lessons", () => {
  it("lists the published outline in module order for anyone, without answers", async () => {
    const testApp = await createTestApp();
    const { course } = await firstA1Lesson(testApp);
    const response = await testApp.request().get(`/api/courses/${course.id}/lessons`);
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(6);
    const { lesson, exercises: firstExercises } = await firstA1Lesson(testApp);
    expect(response.body[0]).toMatchObject({
      id: lesson.id,
      module: 1,
      position: 0,
      exerciseCount: firstExercises.length,
      estimatedMinutes: lesson.estimatedMinutes,
    });
    // Every lesson's own count (a query that counted the same for every lesson once slipped through).
    for (const item of response.body as { id: number; exerciseCount: number }[]) {
      const stored = await testApp.db.select().from(exercises).where(eq(exercises.lessonId, item.id));
      expect(item.exerciseCount).toBe(stored.length);
    }
    expect(response.body[0]).not.toHaveProperty("isCompleted");
    const modules = response.body.map((lesson: { module: number }) => lesson.module);
    expect(modules).toEqual([...modules].sort());
  });

  it("hides unpublished lessons and answers 404 for an unpublished or unknown course", async () => {
    const testApp = await createTestApp();
    const { course, lesson } = await firstA1Lesson(testApp);
    await testApp.db.update(lessons).set({ isPublished: false }).where(eq(lessons.id, lesson.id));
    const outline = await testApp.request().get(`/api/courses/${course.id}/lessons`);
    expect(outline.body.map((item: { id: number }) => item.id)).not.toContain(lesson.id);
    await testApp.db.update(courses).set({ isPublished: false }).where(eq(courses.id, course.id));
    expect((await testApp.request().get(`/api/courses/${course.id}/lessons`)).status).toBe(404);
    expect((await testApp.request().get("/api/courses/99999/lessons")).status).toBe(404);
    expect((await testApp.request().get("/api/courses/abc/lessons")).status).toBe(404);
  });
});

describe("POST /api/courses/:id/enroll: who may study", () => {
  it("answers 401 signed out", async () => {
    const testApp = await createTestApp();
    const { course } = await firstA1Lesson(testApp);
    expect((await post(testApp.request(), `/api/courses/${course.id}/enroll`)).status).toBe(401);
  });

  it.each([
    ["no plan", null],
    ["a kids plan", { audience: "kids" as const }],
    ["an expired plan", { status: "expired" as const }],
    ["a cancelled plan whose period ended", { status: "cancelled" as const, currentPeriodEnd: new Date("2026-11-20T10:00:00Z") }],
  ])("refuses a student with %s: 403 with the spec's message, nothing stored", async (_label, subscription) => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    if (subscription) await giveSubscription(testApp, user.id, subscription);
    const { course } = await firstA1Lesson(testApp);
    const response = await post(agent, `/api/courses/${course.id}/enroll`);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: ENROLL_NEEDS_SUBSCRIPTION, code: "forbidden", reason: "course.subscriptionRequired" });
    expect(await testApp.db.select().from(courseEnrollments)).toHaveLength(0);
  });

  it.each([
    ["an active plan", {}],
    ["a cancelled plan before its period end", { status: "cancelled" as const }],
    ["a past-due plan within its grace period", { status: "past_due" as const, currentPeriodEnd: new Date("2026-11-20T10:00:00Z") }],
  ])("enrols a student with %s: 201, then 200 with the same enrolment", async (_label, subscription) => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    await giveSubscription(testApp, user.id, subscription);
    const { course } = await firstA1Lesson(testApp);
    const first = await post(agent, `/api/courses/${course.id}/enroll`);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ courseId: course.id, enrolledAt: "2026-11-21T10:00:00.000Z", progress: 0, completedAt: null });
    const again = await post(agent, `/api/courses/${course.id}/enroll`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await testApp.db.select().from(courseEnrollments)).toHaveLength(1);
  });

  it("refuses a past-due plan after its grace period, even before the daily job expires it", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    await giveSubscription(testApp, user.id, { status: "past_due", currentPeriodEnd: new Date("2026-11-17T10:00:00Z") });
    const { course } = await firstA1Lesson(testApp);
    expect((await post(agent, `/api/courses/${course.id}/enroll`)).status).toBe(403);
  });

  it("lets an admin enrol without a plan, and answers 404 for an unpublished course", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { course } = await firstA1Lesson(testApp);
    expect((await post(admin, `/api/courses/${course.id}/enroll`)).status).toBe(201);
    await testApp.db.update(courses).set({ isPublished: false }).where(eq(courses.slug, "b1-b2"));
    const [b1] = await testApp.db.select().from(courses).where(eq(courses.slug, "b1-b2"));
    expect((await post(admin, `/api/courses/${b1!.id}/enroll`)).status).toBe(404);
  });
});

describe("GET /api/lessons/:id", () => {
  it("gives an enrolled student the lesson and its exercises without any answer key, and records the visit", async () => {
    const testApp = await createTestApp();
    const { agent, user, lesson, exercises: stored } = await enrolledStudent(testApp);
    const response = await agent.get(`/api/lessons/${lesson.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: lesson.id,
      title: lesson.title,
      isCompleted: false,
      previousLessonId: null,
      nextLessonId: expect.any(Number),
      // The seeded A1-A2 course's second lesson.
      nextLessonTitle: "Introducing Yourself",
    });
    expect(response.body.content.length).toBeGreaterThan(50);
    expect(response.body.exercises).toHaveLength(stored.length);
    const text = JSON.stringify(response.body.exercises);
    expect(text).not.toMatch(/"answer"|"answers"|"pairs"/);
    const [visit] = await testApp.db.select().from(userLessonProgress).where(eq(userLessonProgress.userId, user.id));
    expect(visit).toMatchObject({ lessonId: lesson.id, isCompleted: false });
    expect(visit!.lastAccessedAt).toEqual(new Date("2026-11-21T10:00:00Z"));
  });

  it("refuses a subscriber who has not enrolled (403) and a visitor (401)", async () => {
    const testApp = await createTestApp();
    const { agent } = await subscribedStudent(testApp);
    const { lesson } = await firstA1Lesson(testApp);
    const refused = await agent.get(`/api/lessons/${lesson.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "forbidden", reason: "course.notEnrolled" });
    expect((await testApp.request().get(`/api/lessons/${lesson.id}`)).status).toBe(401);
  });

  it("closes the lessons of an enrolled student whose subscription has ended", async () => {
    const testApp = await createTestApp();
    const { agent, user, lesson } = await enrolledStudent(testApp);
    await testApp.db.update(subscriptions).set({ status: "expired" }).where(eq(subscriptions.userId, user.id));
    const response = await agent.get(`/api/lessons/${lesson.id}`);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(ENROLL_NEEDS_SUBSCRIPTION);
  });
});

describe("POST /api/exercises/:id/results", () => {
  it("grades on the server, ignores a score or passed in the body, and stores the attempt", async () => {
    const testApp = await createTestApp();
    const { agent, user, exercises: stored } = await enrolledStudent(testApp);
    const exercise = stored[0]!;
    const response = await post(agent, `/api/exercises/${exercise.id}/results`, {
      userAnswers: wrongAnswer(exercise),
      score: 100,
      passed: true,
      timeSpent: 30,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ passed: false, score: 0, pointsEarned: 0, lessonCompleted: false, courseProgress: 0 });
    expect(response.body.feedback[0]).toMatchObject({ isCorrect: false, expected: expect.any(String) });
    const [row] = await testApp.db.select().from(userExerciseResults).where(eq(userExerciseResults.userId, user.id));
    expect(row).toMatchObject({ exerciseId: exercise.id, score: 0, passed: false, timeSpent: 30, pointsEarned: 0 });
  });

  it.each([
    [{}, "User answers must be provided"],
    [{ userAnswers: "a string" }, "User answers must be a valid JSON object"],
    [{ userAnswers: [1, 2] }, "User answers must be a valid JSON object"],
  ])("answers 400 with the spec's message for %j", async (body, message) => {
    const testApp = await createTestApp();
    const { agent, exercises: stored } = await enrolledStudent(testApp);
    const response = await post(agent, `/api/exercises/${stored[0]!.id}/results`, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await testApp.db.select().from(userExerciseResults)).toHaveLength(0);
  });

  it("answers 400 (never 500) for answers of the wrong shape, and 403 when not enrolled", async () => {
    const testApp = await createTestApp();
    const { agent, exercises: stored } = await enrolledStudent(testApp);
    const choice = stored.find((exercise) => exercise.type === "multiple_choice")!;
    const hostile = await post(agent, `/api/exercises/${choice.id}/results`, { userAnswers: { answer: { $gt: 0 } } });
    expect(hostile.status).toBe(400);
    const other = await subscribedStudent(testApp, { username: "other", email: "other@example.com" });
    expect((await post(other.agent, `/api/exercises/${choice.id}/results`, { userAnswers: rightAnswer(choice) })).status).toBe(403);
  });

  it("completes the lesson when every exercise has passed, earns each exercise's points once, and keeps the best score", async () => {
    const testApp = await createTestApp();
    const { agent, user, course, lesson, exercises: stored } = await enrolledStudent(testApp);
    const first = stored[0]!;
    const retry = async () => post(agent, `/api/exercises/${first.id}/results`, { userAnswers: rightAnswer(first) });
    expect((await retry()).body).toMatchObject({ passed: true, pointsEarned: first.points });
    expect((await retry()).body).toMatchObject({ passed: true, pointsEarned: 0 });
    await post(agent, `/api/exercises/${first.id}/results`, { userAnswers: wrongAnswer(first) });

    let last;
    for (const exercise of stored.slice(1))
      last = await post(agent, `/api/exercises/${exercise.id}/results`, { userAnswers: rightAnswer(exercise) });
    // The exercises' points, plus the achievements this lesson earned: First Steps and Perfect Score.
    const total =
      stored.reduce((sum, exercise) => sum + exercise.points, 0) + (await achievementPoints(testApp, ["First Steps", "Perfect Score"]));
    const published = await testApp.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.courseId, course.id), eq(lessons.isPublished, true)));
    expect(last!.body).toMatchObject({
      lessonCompleted: true,
      courseProgress: Math.round(100 / published.length),
      progress: {
        totalPoints: total,
        level: 1,
        lessonsCompleted: 1,
        exercisesCompleted: stored.length,
        averageScore: 100,
        currentStreak: 1,
      },
    });
    const [progress] = await testApp.db.select().from(userProgress).where(eq(userProgress.userId, user.id));
    expect(progress).toMatchObject({ totalPoints: total, lessonsCompleted: 1, exercisesCompleted: stored.length });
    const [enrollment] = await testApp.db.select().from(courseEnrollments).where(eq(courseEnrollments.userId, user.id));
    expect(enrollment!.progress).toBe(Math.round(100 / published.length));
    const lessonView = await agent.get(`/api/lessons/${lesson.id}`);
    expect(lessonView.body.isCompleted).toBe(true);
    expect(lessonView.body.exercises[0].best).toEqual({ score: 100, maxScore: 100, passed: true });
    const player = await agent.get(`/api/courses/${course.id}/learn`);
    expect(player.body.lessons[0].isCompleted).toBe(true);
    expect(player.body.nextLessonId).toBe(player.body.lessons[1].id);
  });

  it("gives two attempts sent at once the exercise's points only once", async () => {
    const testApp = await createTestApp();
    const { agent, user, exercises: stored } = await enrolledStudent(testApp);
    const exercise = stored[0]!;
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(agent, `/api/exercises/${exercise.id}/results`, { userAnswers: rightAnswer(exercise) })),
    );
    const [progress] = await testApp.db.select().from(userProgress).where(eq(userProgress.userId, user.id));
    // The exercise's points and Perfect Score's, once each.
    expect(progress!.totalPoints).toBe(exercise.points + (await achievementPoints(testApp, ["Perfect Score"])));
    expect(answers.flatMap((answer) => answer.body.newAchievements.map((earned: { name: string }) => earned.name))).toEqual([
      "Perfect Score",
    ]);
  });

  it("marks a course without a final assessment complete at 100 % when every published lesson is done", async () => {
    const testApp = await createTestApp();
    const { agent, user, course, lesson, exercises: stored } = await enrolledStudent(testApp);
    // A course with a final assessment also needs it passed (server/course-tests/course-tests.test.ts).
    await testApp.db.delete(courseTests).where(eq(courseTests.courseId, course.id));
    await testApp.db
      .update(lessons)
      .set({ isPublished: false })
      .where(and(eq(lessons.courseId, course.id)));
    await testApp.db.update(lessons).set({ isPublished: true }).where(eq(lessons.id, lesson.id));
    let last;
    for (const exercise of stored)
      last = await post(agent, `/api/exercises/${exercise.id}/results`, { userAnswers: rightAnswer(exercise) });
    expect(last!.body.courseProgress).toBe(100);
    const [enrollment] = await testApp.db.select().from(courseEnrollments).where(eq(courseEnrollments.userId, user.id));
    expect(enrollment).toMatchObject({ progress: 100, completedAt: new Date("2026-11-21T10:00:00Z") });
  });

  it("counts the streak in the student's own time zone across midnight and restarts it after a missed day", async () => {
    const clock = createTestClock(new Date("2026-11-21T20:30:00Z")); // 23:30 in Nairobi
    const testApp = await createTestApp({ clock });
    const { agent, user, exercises: stored } = await enrolledStudent(testApp);
    await testApp.db.update(users).set({ timeZone: "Africa/Nairobi" }).where(eq(users.id, user.id));
    const attempt = (index: number) =>
      post(agent, `/api/exercises/${stored[index]!.id}/results`, { userAnswers: rightAnswer(stored[index]!) });
    expect((await attempt(0)).body.progress).toMatchObject({ currentStreak: 1, lastActivityDate: "2026-11-21" });
    clock.set(new Date("2026-11-21T21:30:00Z")); // 00:30 the next day in Nairobi, the same day in UTC
    expect((await attempt(1)).body.progress).toMatchObject({ currentStreak: 2, longestStreak: 2, lastActivityDate: "2026-11-22" });
    clock.set(new Date("2026-11-24T08:00:00Z")); // a day missed (and the idle session with it: sign in again)
    const again = supertest.agent(testApp.app);
    await post(again, "/api/login", { username: "thandi", password: "sunflower-42" });
    const third = await post(again, `/api/exercises/${stored[2]!.id}/results`, { userAnswers: rightAnswer(stored[2]!) });
    expect(third.body.progress).toMatchObject({ currentStreak: 1, longestStreak: 2 });
  });

  it("answers 404 for a retired exercise", async () => {
    const testApp = await createTestApp();
    const { agent, exercises: stored } = await enrolledStudent(testApp);
    await testApp.db.update(exercises).set({ isRetired: true }).where(eq(exercises.id, stored[0]!.id));
    expect((await post(agent, `/api/exercises/${stored[0]!.id}/results`, { userAnswers: rightAnswer(stored[0]!) })).status).toBe(404);
  });
});
