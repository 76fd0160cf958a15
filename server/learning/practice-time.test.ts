import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LESSON_TIME_INVALID } from "../../shared/api/learning";
import { userLessonProgress } from "../../shared/schema/learning";
import { createTestApp, post, signUp } from "../test/test-app";
import { enrolledInA1, rightAnswer, wrongAnswer } from "./learning.test-helpers";

const storedLessonSeconds = async (testApp: Awaited<ReturnType<typeof createTestApp>>, userId: number, lessonId: number) => {
  const [row] = await testApp.db
    .select({ timeSpent: userLessonProgress.timeSpent })
    .from(userLessonProgress)
    .where(and(eq(userLessonProgress.userId, userId), eq(userLessonProgress.lessonId, lessonId)));
  return row?.timeSpent;
};

describe("practice time: lesson page time and exercise time, defined once", () => {
  it("stores the reported time on a lesson page and the dashboard reads it back with the exercises inside it", async () => {
    const testApp = await createTestApp();
    const { agent, user, lesson, exercises } = await enrolledInA1(testApp);
    expect((await agent.get(`/api/lessons/${lesson.id}`)).status).toBe(200);

    expect((await post(agent, `/api/lessons/${lesson.id}/time`, { seconds: 60 })).status).toBe(204);
    expect((await post(agent, `/api/lessons/${lesson.id}/time`, { seconds: 45 })).status).toBe(204);
    expect(await storedLessonSeconds(testApp, user.id, lesson.id)).toBe(105);

    // 80 s of attempts on that page: already inside the page's 105 s.
    await post(agent, `/api/exercises/${exercises[0]!.id}/results`, { userAnswers: rightAnswer(exercises[0]!), timeSpent: 50 });
    await post(agent, `/api/exercises/${exercises[1]!.id}/results`, { userAnswers: wrongAnswer(exercises[1]!), timeSpent: 30 });
    expect((await agent.get("/api/me/progress")).body.practiceSeconds).toBe(105);

    // 20 minutes more on the page.
    for (let minute = 0; minute < 2; minute += 1) await post(agent, `/api/lessons/${lesson.id}/time`, { seconds: 600 });
    expect(await storedLessonSeconds(testApp, user.id, lesson.id)).toBe(1305);
    expect((await agent.get("/api/me/progress")).body.practiceSeconds).toBe(1305);
  });

  it("counts a lesson's exercise attempts when no page time was reported, each attempt at most 15 minutes", async () => {
    const testApp = await createTestApp();
    const { agent, exercises } = await enrolledInA1(testApp);
    await post(agent, `/api/exercises/${exercises[0]!.id}/results`, { userAnswers: wrongAnswer(exercises[0]!), timeSpent: 300 });
    // A tab left open for over an hour counts as 15 minutes.
    await post(agent, `/api/exercises/${exercises[0]!.id}/results`, { userAnswers: rightAnswer(exercises[0]!), timeSpent: 5000 });
    expect((await agent.get("/api/me/progress")).body.practiceSeconds).toBe(300 + 900);
  });

  it.each([[{ seconds: 0 }], [{ seconds: 601 }], [{ seconds: 12.5 }], [{ seconds: "60" }], [{}]])(
    "refuses the report %j with 400 and a clear message, storing nothing",
    async (body) => {
      const testApp = await createTestApp();
      const { agent, user, lesson } = await enrolledInA1(testApp);
      await agent.get(`/api/lessons/${lesson.id}`);
      const response = await post(agent, `/api/lessons/${lesson.id}/time`, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(LESSON_TIME_INVALID);
      expect(await storedLessonSeconds(testApp, user.id, lesson.id)).toBe(0);
    },
  );

  it("answers a visitor 401, an unknown lesson 404 and a student not enrolled 403", async () => {
    const testApp = await createTestApp();
    const { lesson } = await enrolledInA1(testApp);
    expect((await post(testApp.request(), `/api/lessons/${lesson.id}/time`, { seconds: 60 })).status).toBe(401);
    const stranger = await signUp(testApp, { username: "stranger", email: "stranger@example.com" });
    expect((await post(stranger.agent, `/api/lessons/${lesson.id}/time`, { seconds: 60 })).status).toBe(403);
    const unknown = await post(stranger.agent, "/api/lessons/999999/time", { seconds: 60 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Lesson not found");
  });
});
