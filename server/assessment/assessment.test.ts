import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assessments } from "../../shared/schema/assessment";
import { users } from "../../shared/schema/auth";
import { createTestApp, post, signUp } from "../test/test-app";
import { ANSWER_KEY } from "./answer-key";

/** Answers with exactly `correct` right answers (the first ones), the rest wrong. */
const answersWithScore = (correct: number) => ANSWER_KEY.map((right, index) => (index < correct ? right : (right + 1) % 4));

describe("POST /api/assessments", () => {
  it.each([
    [0, "A1-A2", "Beginner"],
    [1, "A1-A2", "Beginner"],
    [2, "B1-B2", "Intermediate"],
    [3, "B1-B2", "Intermediate"],
    [4, "C1-C2", "Advanced"],
    [5, "C1-C2", "Advanced"],
  ])("scores %i correct answers as %s (%s) for a visitor without storing anything", async (score, level, levelName) => {
    const { request, db } = await createTestApp();
    const response = await post(request(), "/api/assessments", { answers: answersWithScore(score) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ score, level, levelName, completedAt: "2026-11-21T10:00:00.000Z", isSaved: false });
    expect(await db.select().from(assessments)).toHaveLength(0);
  });

  it("stores a student's result and makes its band their current level", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp, { languageLevel: "Not Sure (Take Assessment)" });
    const response = await post(agent, "/api/assessments", { answers: answersWithScore(3) });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ score: 3, level: "B1-B2", isSaved: true });
    expect(await testApp.db.select().from(assessments)).toMatchObject([{ userId: user.id, score: 3, level: "B1-B2" }]);
    const [stored] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.languageLevel).toBe("Intermediate (B1)");
    expect((await agent.get("/api/me")).body.languageLevel).toBe("Intermediate (B1)");
  });

  it.each([
    [{ answers: [0, 0, 0, 0, 0], score: 5 }, "Only the answers may be sent"],
    [{ answers: [1, 1, 3, 0, 2], score: 5, level: "C1-C2" }, "Only the answers may be sent"],
    [{ answers: [1, 1, 3, 0] }, "Please answer all 5 questions"],
    [{ answers: [1, 1, 3, 0, 2, 1] }, "Please answer all 5 questions"],
    [{ answers: [1, 1, 3, 0, 4] }, "Each answer must be one of the four options"],
    [{ answers: [1, 1, 3, 0, -1] }, "Each answer must be one of the four options"],
    [{ answers: [1, 1, 3, 0, 1.5] }, "Each answer must be one of the four options"],
    [{ answers: [1, 1, 3, 0, "2"] }, "Each answer must be one of the four options"],
    [{ answers: "12345" }, "Please answer all 5 questions"],
    [{}, "Please answer all 5 questions"],
  ])("refuses %o with 400 '%s' (a client-sent score or level is never taken)", async (body, message) => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const response = await post(agent, "/api/assessments", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await testApp.db.select().from(assessments)).toHaveLength(0);
  });
});

describe("GET /api/assessments/me", () => {
  it("answers 401 signed out and 200 null before the first test (a normal state, not an error)", async () => {
    const testApp = await createTestApp();
    expect((await testApp.request().get("/api/assessments/me")).status).toBe(401);
    const { agent } = await signUp(testApp);
    const none = await agent.get("/api/assessments/me");
    expect(none.status).toBe(200);
    expect(none.text).toBe("null");
  });

  it("answers the student's latest result, never another student's", async () => {
    const testApp = await createTestApp();
    const first = await signUp(testApp);
    const second = await signUp(testApp, { username: "sipho", email: "sipho@example.com" });
    await post(first.agent, "/api/assessments", { answers: answersWithScore(1) });
    testApp.clock.advance(60_000);
    await post(first.agent, "/api/assessments", { answers: answersWithScore(5) });
    await post(second.agent, "/api/assessments", { answers: answersWithScore(2) });
    const latest = await first.agent.get("/api/assessments/me");
    expect(latest.body).toEqual({ score: 5, level: "C1-C2", levelName: "Advanced", completedAt: "2026-11-21T10:01:00.000Z" });
    expect((await second.agent.get("/api/assessments/me")).body.score).toBe(2);
  });
});
