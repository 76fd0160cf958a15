import { describe, expect, it } from "vitest";
import { userProgress } from "../../shared/schema/achievements";
import { certificates } from "../../shared/schema/certificates";
import { exercises, courseEnrollments, userExerciseResults, userLessonProgress } from "../../shared/schema/learning";
import { lessons } from "../../shared/schema/courses";
import { eq } from "drizzle-orm";
import { users } from "../../shared/schema/auth";
import { subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import { createTestApp, signUp } from "../test/test-app";
import { assessments } from "../../shared/schema/assessment";

describe("GET /api/me/courses", () => {
  it("recommends the course of the student's assessed level and the next level up when nothing is enrolled", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp, { languageLevel: "Beginner (A1)" });
    // A placement test's result (stored as its band): it beats the level chosen at registration.
    await testApp.db.insert(assessments).values({ userId: user.id, score: 14, level: "B2" });
    const response = await agent.get("/api/me/courses");
    expect(response.status).toBe(200);
    expect(response.body.enrolled).toEqual([]);
    expect(response.body.recommendedFor).toBe("B1-B2");
    expect(response.body.recommended.map((course: { level: string }) => course.level)).toEqual(["B1-B2", "C1-C2"]);
  });

  it("never recommends C1-C2 to a beginner: an A1 student gets A1-A2, then B1-B2", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp, { languageLevel: "Beginner (A1)" });
    const response = await agent.get("/api/me/courses");
    expect(response.body.recommendedFor).toBe("A1-A2");
    expect(response.body.recommended.map((course: { level: string }) => course.level)).toEqual(["A1-A2", "B1-B2"]);
  });

  it("recommends the first courses of the catalogue, for no level, when the student's level is not known", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    await testApp.db.update(users).set({ languageLevel: null }).where(eq(users.id, user.id));
    const response = await agent.get("/api/me/courses");
    expect(response.body.recommendedFor).toBeNull();
    expect(response.body.recommended.map((course: { level: string }) => course.level)).toEqual(["A1-A2", "B1-B2", "C1-C2"]);
  });

  it("says when an enrolled course was finished and which certificate it earned", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    await testApp.db.insert(courseEnrollments).values([
      { userId: user.id, courseId: 1, progress: 100, completedAt: new Date("2026-11-20T09:00:00Z") },
      { userId: user.id, courseId: 2, progress: 100, completedAt: new Date("2026-11-21T09:00:00Z") },
    ]);
    await testApp.db.insert(certificates).values([
      {
        userId: user.id,
        courseId: 1,
        certificateNumber: "CC-1-DONE-001",
        studentName: "Thandi Nkosi",
        courseName: "Beginner English",
        completionDate: new Date("2026-11-20T09:00:00Z"),
        grade: "Merit",
      },
      // A revoked certificate is not offered.
      {
        userId: user.id,
        courseId: 2,
        certificateNumber: "CC-2-REVOKED",
        studentName: "Thandi Nkosi",
        courseName: "Intermediate English",
        completionDate: new Date("2026-11-21T09:00:00Z"),
        grade: "Pass",
        isValid: false,
      },
    ]);
    const response = await agent.get("/api/me/courses");
    const byId = new Map(response.body.enrolled.map((course: { id: number }) => [course.id, course]));
    expect(byId.get(1)).toMatchObject({ progress: 100, completedAt: "2026-11-20T09:00:00.000Z", certificateNumber: "CC-1-DONE-001" });
    expect(byId.get(2)).toMatchObject({ progress: 100, completedAt: "2026-11-21T09:00:00.000Z", certificateNumber: null });
  });

  it("lists enrolled courses with their stored progress", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    await testApp.db.insert(courseEnrollments).values({ userId: user.id, courseId: 1, progress: 40 });
    const response = await agent.get("/api/me/courses");
    expect(response.body.enrolled).toEqual([
      {
        id: 1,
        slug: "a1-a2",
        title: expect.any(String),
        level: "A1-A2",
        imageUrl: "/images/courses/a1-a2.svg",
        progress: 40,
        completedAt: null,
        certificateNumber: null,
      },
    ]);
  });
});

describe("GET /api/me/progress", () => {
  it("answers zeros for a new student", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const response = await agent.get("/api/me/progress");
    expect(response.body).toEqual({
      lessonsCompleted: 0,
      practiceSeconds: 0,
      certificates: 0,
      totalPoints: 0,
      level: 1,
      currentStreak: 0,
      longestStreak: 0,
      skills: { reading: 0, writing: 0, speaking: 0, listening: 0 },
      subscription: null,
    });
  });

  it("computes the summary and the skill bars from the stored progress", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    const { db } = testApp;
    await db
      .insert(userProgress)
      .values({ userId: user.id, lessonsCompleted: 7, totalPoints: 1750, currentStreak: 3, longestStreak: 9, level: 2 });
    const [lesson] = await db.insert(lessons).values({ courseId: 1, title: "Greetings" }).returning();
    await db.insert(userLessonProgress).values({ userId: user.id, lessonId: lesson!.id, courseId: 1, isCompleted: true, timeSpent: 5400 });
    const [reading, speaking] = await db
      .insert(exercises)
      .values([
        {
          lessonId: lesson!.id,
          title: "Read it",
          description: "A reading task",
          type: "multiple_choice",
          difficulty: "beginner",
          skill: "reading",
          content: {},
        },
        {
          lessonId: lesson!.id,
          title: "Say it",
          description: "A speaking task",
          type: "speaking",
          difficulty: "beginner",
          skill: "speaking",
          content: {},
        },
      ])
      .returning();
    await db.insert(userExerciseResults).values([
      { userId: user.id, exerciseId: reading!.id, score: 8, passed: true, timeSpent: 900, userAnswers: "{}" },
      { userId: user.id, exerciseId: reading!.id, score: 3, passed: false, timeSpent: 900, userAnswers: "{}" },
      { userId: user.id, exerciseId: reading!.id, score: 9, passed: true, timeSpent: 0, userAnswers: "{}" },
      { userId: user.id, exerciseId: reading!.id, score: 9, passed: true, timeSpent: 0, userAnswers: "{}" },
      { userId: user.id, exerciseId: speaking!.id, score: 2, passed: false, timeSpent: 0, userAnswers: "{}" },
    ]);
    await db.insert(certificates).values({
      userId: user.id,
      courseId: 1,
      certificateNumber: "CC-1-TEST-001",
      studentName: "Thandi Nkosi",
      courseName: "Beginner English",
      completionDate: new Date("2026-11-01T00:00:00Z"),
      grade: "Merit",
    });
    const response = await agent.get("/api/me/progress");
    expect(response.body).toMatchObject({
      lessonsCompleted: 7,
      // The lesson's page time (5400 s) includes its attempts (900 + 900 s): not added twice.
      practiceSeconds: 5400,
      certificates: 1,
      totalPoints: 1750,
      level: 2,
      skills: { reading: 75, writing: 0, speaking: 0, listening: 0 },
      subscription: null,
    });
  });

  it.each([
    ["active", { plan: "Standard", status: "active" }],
    ["past_due", { plan: "Standard", status: "past_due" }],
    ["cancelled", { plan: "Standard", status: "cancelled" }],
    ["expired", null],
  ] as const)("reports a %s subscription as it really is", async (status, expected) => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    const [plan] = await testApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Standard"));
    const period = { currentPeriodStart: new Date("2026-11-01T10:00:00Z"), currentPeriodEnd: new Date("2026-12-01T10:00:00Z") };
    await testApp.db.insert(subscriptions).values({ userId: user.id, planId: plan!.id, status, ...period });
    // A stale level on the account must not matter: the subscription decides.
    await testApp.db.update(users).set({ subscriptionLevel: "Standard" });
    expect((await agent.get("/api/me/progress")).body.subscription).toEqual(expected);
  });
});
