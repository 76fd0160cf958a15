import { and, asc, eq, isNotNull, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MyAchievementsResponse } from "../../shared/api/achievements";
import { achievements, userAchievements, userProgress } from "../../shared/schema/achievements";
import { users } from "../../shared/schema/auth";
import { lessons } from "../../shared/schema/courses";
import { exercises, userExerciseResults, userLessonProgress } from "../../shared/schema/learning";
import { achievementPoints, completeExercises, enrolledInA1, rightAnswer, wrongAnswer } from "../learning/learning.test-helpers";
import { createTestApp, createTestClock, post, type TestApp } from "../test/test-app";

const earnedNames = async (testApp: TestApp, userId: number) =>
  (
    await testApp.db
      .select({ name: achievements.name })
      .from(userAchievements)
      .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
      .where(and(eq(userAchievements.userId, userId), isNotNull(userAchievements.earnedAt)))
  )
    .map((row) => row.name)
    .sort();

/** Other lessons of the course, marked complete at the given instants (as if finished earlier). */
const completedEarlier = async (
  testApp: TestApp,
  student: { user: { id: number }; course: { id: number }; lesson: { id: number } },
  at: Date[],
) => {
  const others = await testApp.db
    .select()
    .from(lessons)
    .where(and(eq(lessons.courseId, student.course.id), ne(lessons.id, student.lesson.id)))
    .orderBy(asc(lessons.module), asc(lessons.position))
    .limit(at.length);
  await testApp.db.insert(userLessonProgress).values(
    others.map((lesson, index) => ({
      userId: student.user.id,
      lessonId: lesson.id,
      courseId: student.course.id,
      startedAt: at[index]!,
      lastAccessedAt: at[index]!,
      isCompleted: true,
      completedAt: at[index]!,
    })),
  );
};

describe("GET /api/achievements", () => {
  it("lists the active catalogue for anyone, in catalogue order", async () => {
    const testApp = await createTestApp();
    await testApp.db.update(achievements).set({ isActive: false }).where(eq(achievements.name, "Exercise Master"));
    const response = await testApp.request().get("/api/achievements");
    expect(response.status).toBe(200);
    expect(response.body.achievements.map((achievement: { name: string }) => achievement.name)).toEqual([
      "First Steps",
      "Quick Learner",
      "Perfect Score",
      "Week Warrior",
      "Knowledge Seeker",
    ]);
    expect(response.body.achievements[0]).toEqual({
      id: expect.any(Number),
      name: "First Steps",
      description: expect.any(String),
      badgeIcon: "star",
      badgeColor: "bronze",
      points: 50,
      category: "lessons",
      requirement: "lessons_completed",
      requirementValue: 1,
    });
  });
});

describe("awards with each exercise result", () => {
  it("awards Perfect Score at the first 100 % and First Steps with the first lesson, each once, points added once", async () => {
    const testApp = await createTestApp();
    const student = await enrolledInA1(testApp);
    const [first, ...rest] = student.exercises;
    const firstResult = await post(student.agent, `/api/exercises/${first!.id}/results`, { userAnswers: rightAnswer(first!) });
    expect(firstResult.body.newAchievements.map((earned: { name: string }) => earned.name)).toEqual(["Perfect Score"]);
    const last = await completeExercises(student.agent, rest);
    expect(last).toMatchObject({ lessonCompleted: true, newAchievements: [expect.objectContaining({ name: "First Steps", points: 50 })] });
    const again = await completeExercises(student.agent, student.exercises);
    expect(again.newAchievements).toEqual([]);

    const exercisePoints = student.exercises.reduce((sum, exercise) => sum + exercise.points, 0);
    const expected = exercisePoints + (await achievementPoints(testApp, ["Perfect Score", "First Steps"]));
    expect((again.progress as { totalPoints: number }).totalPoints).toBe(expected);
    const [progress] = await testApp.db.select().from(userProgress).where(eq(userProgress.userId, student.user.id));
    expect(progress).toMatchObject({ totalPoints: expected, level: 1 });
    expect(await earnedNames(testApp, student.user.id)).toEqual(["First Steps", "Perfect Score"]);
  });

  it("awards once when the results that complete a lesson arrive at the same moment", async () => {
    const testApp = await createTestApp();
    const student = await enrolledInA1(testApp);
    await completeExercises(student.agent, student.exercises.slice(0, -1));
    const last = student.exercises.at(-1)!;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => post(student.agent, `/api/exercises/${last.id}/results`, { userAnswers: rightAnswer(last) })),
    );
    const awarded = answers.flatMap((answer) => answer.body.newAchievements.map((earned: { name: string }) => earned.name));
    expect(awarded).toEqual(["First Steps"]);
    const rows = await testApp.db.select().from(userAchievements).where(eq(userAchievements.userId, student.user.id));
    expect(rows.filter((row) => row.earnedAt !== null)).toHaveLength(2);
    const [progress] = await testApp.db.select().from(userProgress).where(eq(userProgress.userId, student.user.id));
    const exercisePoints = student.exercises.reduce((sum, exercise) => sum + exercise.points, 0);
    expect(progress!.totalPoints).toBe(exercisePoints + (await achievementPoints(testApp, ["Perfect Score", "First Steps"])));
  });

  it("counts lessons in one day in the student's own time zone (Quick Learner: 5 in a day)", async () => {
    // 21 Nov 10:00 UTC is 23:00 in Auckland (UTC+13); lessons finished on 20 Nov after 11:00 UTC are the same Auckland day.
    const sameAucklandDay = ["2026-11-20T11:30:00Z", "2026-11-20T15:00:00Z", "2026-11-20T20:00:00Z", "2026-11-21T01:00:00Z"].map(
      (at) => new Date(at),
    );
    const inAuckland = await createTestApp();
    const kiwi = await enrolledInA1(inAuckland, { timeZone: "Pacific/Auckland" });
    await completedEarlier(inAuckland, kiwi, sameAucklandDay);
    const awarded = await completeExercises(kiwi.agent, kiwi.exercises);
    expect((awarded.newAchievements as { name: string }[]).map((earned) => earned.name)).toContain("Quick Learner");

    const inUtc = await createTestApp();
    const londoner = await enrolledInA1(inUtc, { timeZone: "UTC", username: "londoner", email: "londoner@example.com" });
    await completedEarlier(inUtc, londoner, sameAucklandDay);
    const notYet = await completeExercises(londoner.agent, londoner.exercises);
    expect((notYet.newAchievements as { name: string }[]).map((earned) => earned.name)).not.toContain("Quick Learner");
    const mine = (await londoner.agent.get("/api/me/achievements")).body as MyAchievementsResponse;
    // In UTC the best day holds 3 of them (20 Nov); the 21st holds 2: 3 of 5.
    expect(mine.achievements.find((achievement) => achievement.name === "Quick Learner")).toMatchObject({ earnedAt: null, progress: 60 });
  });

  it("awards Week Warrior when the streak reaches 7 days and Exercise Master at 25 exercises passed", async () => {
    const testApp = await createTestApp({ clock: createTestClock(new Date("2026-11-21T10:00:00Z")) });
    const student = await enrolledInA1(testApp);
    await testApp.db
      .insert(userProgress)
      .values({ userId: student.user.id, currentStreak: 6, longestStreak: 6, lastActivityDate: "2026-11-20" });
    const others = await testApp.db.select().from(exercises).where(ne(exercises.lessonId, student.lesson.id)).limit(24);
    await testApp.db.insert(userExerciseResults).values(
      others.map((exercise) => ({
        userId: student.user.id,
        exerciseId: exercise.id,
        score: 80,
        passed: true,
        pointsEarned: 0,
        userAnswers: "{}",
        completedAt: new Date("2026-11-19T10:00:00Z"),
      })),
    );
    const first = student.exercises[0]!;
    const response = await post(student.agent, `/api/exercises/${first.id}/results`, { userAnswers: rightAnswer(first) });
    expect(response.body.progress).toMatchObject({ currentStreak: 7, exercisesCompleted: 25 });
    expect(response.body.newAchievements.map((earned: { name: string }) => earned.name).sort()).toEqual([
      "Exercise Master",
      "Perfect Score",
      "Week Warrior",
    ]);
  });

  it("never announces Perfect Score with a wrong answer, even when an earlier perfect result already meets it", async () => {
    const testApp = await createTestApp();
    await testApp.db.update(achievements).set({ isActive: false }).where(eq(achievements.name, "Perfect Score"));
    const student = await enrolledInA1(testApp);
    const [first, second] = student.exercises;
    const perfect = await post(student.agent, `/api/exercises/${first!.id}/results`, { userAnswers: rightAnswer(first!) });
    expect(perfect.body.newAchievements).toEqual([]);
    // The school turns it on again: the stored 100 % already meets it, but this answer is wrong.
    await testApp.db.update(achievements).set({ isActive: true }).where(eq(achievements.name, "Perfect Score"));
    const wrong = await post(student.agent, `/api/exercises/${second!.id}/results`, { userAnswers: wrongAnswer(second!) });
    expect(wrong.body).toMatchObject({ passed: false, newAchievements: [] });
    expect(await earnedNames(testApp, student.user.id)).toEqual([]);

    const right = await post(student.agent, `/api/exercises/${second!.id}/results`, { userAnswers: rightAnswer(second!) });
    expect(right.body.newAchievements.map((earned: { name: string }) => earned.name)).toEqual(["Perfect Score"]);
  });

  it("never awards an inactive achievement", async () => {
    const testApp = await createTestApp();
    await testApp.db.update(achievements).set({ isActive: false }).where(eq(achievements.name, "Perfect Score"));
    const student = await enrolledInA1(testApp);
    const last = await completeExercises(student.agent, student.exercises);
    expect((last.newAchievements as { name: string }[]).map((earned) => earned.name)).toEqual(["First Steps"]);
    expect(await earnedNames(testApp, student.user.id)).toEqual(["First Steps"]);
  });
});

describe("GET /api/me/achievements", () => {
  it("answers the student's figures and every active achievement, earned or how far along", async () => {
    const testApp = await createTestApp();
    const student = await enrolledInA1(testApp);
    await testApp.db.update(users).set({ timeZone: "Africa/Johannesburg" }).where(eq(users.id, student.user.id));
    await completeExercises(student.agent, student.exercises);
    const response = await student.agent.get("/api/me/achievements");
    expect(response.status).toBe(200);
    const body = response.body as MyAchievementsResponse;
    const exercisePoints = student.exercises.reduce((sum, exercise) => sum + exercise.points, 0);
    expect(body.progress).toEqual({
      totalPoints: exercisePoints + (await achievementPoints(testApp, ["Perfect Score", "First Steps"])),
      level: 1,
      currentStreak: 1,
      longestStreak: 1,
      lessonsCompleted: 1,
      exercisesCompleted: student.exercises.length,
      averageScore: 100,
    });
    const byName = Object.fromEntries(body.achievements.map((achievement) => [achievement.name, achievement]));
    expect(byName["First Steps"]).toMatchObject({ earnedAt: testApp.clock.now().toISOString(), progress: 100 });
    expect(byName["Knowledge Seeker"]).toMatchObject({ earnedAt: null, progress: 10 });
    expect(byName["Week Warrior"]).toMatchObject({ earnedAt: null, progress: 14 });
    expect(byName["Exercise Master"]).toMatchObject({ earnedAt: null, progress: Math.floor((student.exercises.length / 25) * 100) });
  });

  it("starts a new student at zero with nothing earned", async () => {
    const testApp = await createTestApp();
    const student = await enrolledInA1(testApp);
    const body = (await student.agent.get("/api/me/achievements")).body as MyAchievementsResponse;
    expect(body.progress).toEqual({
      totalPoints: 0,
      level: 1,
      currentStreak: 0,
      longestStreak: 0,
      lessonsCompleted: 0,
      exercisesCompleted: 0,
      averageScore: 0,
    });
    expect(body.achievements).toHaveLength(6);
    expect(body.achievements.every((achievement) => achievement.earnedAt === null && achievement.progress === 0)).toBe(true);
  });
});
