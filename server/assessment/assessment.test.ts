import { describe, expect, it } from "vitest";
import type { PlacementTestState } from "../../shared/api/placement";
import { assessments } from "../../shared/schema/assessment";
import { answerToTheEnd } from "../placement/placement-test-helpers";
import { useTestBankIfShort } from "../placement/placement-test-bank";
import { createTestApp, post, signUp } from "../test/test-app";

describe("the fixed placement test", () => {
  it("is gone: POST /api/assessments answers 404 and stores nothing", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const response = await post(agent, "/api/assessments", { answers: [1, 1, 3, 0, 2] });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("No API route for POST /assessments");
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

  it("answers a result of the old fixed test with its level and name only (no band)", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    await testApp.db
      .insert(assessments)
      .values({ userId: user.id, score: 3, level: "B1-B2", completedAt: new Date("2025-03-04T12:00:00Z") });
    const response = await agent.get("/api/assessments/me");
    expect(response.body).toEqual({ level: "B1-B2", levelName: "Intermediate", score: 3, completedAt: "2025-03-04T12:00:00.000Z" });
  });

  it("answers the latest adaptive placement in full, never another student's", async () => {
    const testApp = await createTestApp();
    await useTestBankIfShort(testApp.db);
    const first = await signUp(testApp);
    const second = await signUp(testApp, { username: "sipho", email: "sipho@example.com" });
    await testApp.db
      .insert(assessments)
      .values({ userId: first.user.id, score: 1, level: "A1-A2", completedAt: new Date("2025-03-04T12:00:00Z") });
    const started = await post(first.agent, "/api/placement-tests");
    const { final } = await answerToTheEnd(testApp.db, first.agent, started.body as PlacementTestState);
    if (final.status !== "completed") throw new Error("not finished");

    const response = await first.agent.get("/api/assessments/me");
    const { result } = final;
    const [stored] = (await testApp.db.select().from(assessments)).filter((row) => row.level === result.band);
    expect(response.body).toEqual({ ...result, level: result.band, levelName: result.bandName, score: stored!.score });
    expect(stored!.score).toBeGreaterThanOrEqual(1);
    expect((await second.agent.get("/api/assessments/me")).text).toBe("null");
  });
});
