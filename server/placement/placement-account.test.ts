import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { PlacementTestState } from "../../shared/api/placement";
import { LANGUAGE_LEVEL_OF_BAND } from "../../shared/placement/bands";
import { assessments } from "../../shared/schema/assessment";
import { users } from "../../shared/schema/auth";
import { placementResponses, placementTests } from "../../shared/schema/placement";
import { createTestApp, post, signUp, validRegistration, type TestApp } from "../test/test-app";
import { useTestBankIfShort } from "./placement-test-bank";
import { answerToTheEnd } from "./placement-test-helpers";

const start = async (testApp: TestApp, agent: supertest.Agent) => {
  await useTestBankIfShort(testApp.db);
  const response = await post(agent, "/api/placement-tests");
  expect(response.status).toBe(201);
  return response.body as PlacementTestState;
};

const finish = async (testApp: TestApp, agent: supertest.Agent) => {
  const { final } = await answerToTheEnd(testApp.db, agent, await start(testApp, agent), (position) => position % 3 !== 0);
  if (final.status !== "completed") throw new Error("not finished");
  return final;
};

const rightAnswersOf = async (testApp: TestApp, testId: number) =>
  (await testApp.db.select().from(placementResponses).where(eq(placementResponses.testId, testId))).filter((row) => row.isCorrect).length;

describe("a signed-in student's placement test", () => {
  it("is stored on the account when it ends: an assessments row, the level, the test pointing at the row", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp, { languageLevel: "Not Sure (Take Assessment)" });
    const final = await finish(testApp, agent);
    expect(final.isSaved).toBe(true);
    const { band } = final.result;
    const [row] = await testApp.db.select().from(assessments);
    expect(row).toMatchObject({ userId: user.id, level: band, score: await rightAnswersOf(testApp, final.testId) });
    expect(row!.completedAt.toISOString()).toBe(final.result.completedAt);
    const [test] = await testApp.db.select().from(placementTests);
    expect(test).toMatchObject({ userId: user.id, visitorKey: null, assessmentId: row!.id });
    expect((await agent.get("/api/me")).body.languageLevel).toBe(LANGUAGE_LEVEL_OF_BAND[band]);
    expect((await agent.get("/api/assessments/me")).body).toMatchObject({ band, level: band, levelName: final.result.bandName });
  });

  it("is one test when two starts are sent at once (one 201, one 200 with the same item)", async () => {
    const testApp = await createTestApp();
    await useTestBankIfShort(testApp.db);
    const { agent } = await signUp(testApp);
    const starts = await Promise.all([post(agent, "/api/placement-tests"), post(agent, "/api/placement-tests")]);
    expect(starts.map((response) => response.status).sort()).toEqual([200, 201]);
    expect(starts[0]!.body).toEqual(starts[1]!.body);
    expect(await testApp.db.select().from(placementTests)).toHaveLength(1);
  });

  it("is the account's, not the browser's: after signing out, the same browser sees no test", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const state = await start(testApp, agent);
    await post(agent, "/api/logout");
    expect((await agent.get("/api/placement-tests/current")).text).toBe("null");
    expect((await agent.get(`/api/placement-tests/${state.testId}`)).status).toBe(404);
  });
});

describe("a visitor's placement test when they register or sign in", () => {
  it("is attached to the account they register, and its result stored (GET /api/assessments/me answers the band)", async () => {
    const testApp = await createTestApp();
    const agent = supertest.agent(testApp.app);
    const final = await finish(testApp, agent);
    expect(final.isSaved).toBe(false);
    expect(await testApp.db.select().from(assessments)).toEqual([]);

    const registered = await post(agent, "/api/register", validRegistration({ languageLevel: "Not Sure (Take Assessment)" }));
    expect(registered.status).toBe(201);
    const userId = registered.body.id as number;
    const { band } = final.result;
    expect(registered.body.languageLevel).toBe(LANGUAGE_LEVEL_OF_BAND[band]);
    const [row] = await testApp.db.select().from(assessments);
    expect(row).toMatchObject({ userId, level: band, score: await rightAnswersOf(testApp, final.testId) });
    const [test] = await testApp.db.select().from(placementTests);
    expect(test).toMatchObject({ userId, visitorKey: null, assessmentId: row!.id });
    const [stored] = await testApp.db.select().from(users).where(eq(users.id, userId));
    expect(stored!.languageLevel).toBe(LANGUAGE_LEVEL_OF_BAND[band]);
    const mine = await agent.get("/api/assessments/me");
    expect(mine.body).toMatchObject({ band, level: band, bandChances: final.result.bandChances, score: row!.score });
    expect((await agent.get("/api/placement-tests/current")).body).toEqual({ ...final, isSaved: true });
  });

  it("is attached when they sign in to an existing account, and an unfinished one is saved when they finish it", async () => {
    const testApp = await createTestApp();
    const { user } = await signUp(testApp);
    const agent = supertest.agent(testApp.app);
    const state = await start(testApp, agent);
    const signedIn = await post(agent, "/api/login", { username: "thandi", password: "sunflower-42" });
    expect(signedIn.status).toBe(200);
    const [attached] = await testApp.db.select().from(placementTests);
    expect(attached).toMatchObject({ id: state.testId, userId: user.id, visitorKey: null, status: "in_progress" });
    expect(await testApp.db.select().from(assessments)).toEqual([]);

    // Signed in, the same browser goes on with the same item.
    const resumed = await agent.get("/api/placement-tests/current");
    expect(resumed.body).toEqual(state);
    const { final } = await answerToTheEnd(testApp.db, agent, resumed.body as PlacementTestState);
    if (final.status !== "completed") throw new Error("not finished");
    expect(final.isSaved).toBe(true);
    expect(await testApp.db.select().from(assessments)).toMatchObject([{ userId: user.id, level: final.result.band }]);
  });

  it("is not attached to an account signed in from another browser", async () => {
    const testApp = await createTestApp();
    const visitor = supertest.agent(testApp.app);
    await finish(testApp, visitor);
    const { agent } = await signUp(testApp);
    expect((await agent.get("/api/assessments/me")).text).toBe("null");
    expect((await agent.get("/api/placement-tests/current")).text).toBe("null");
    const [test] = await testApp.db.select().from(placementTests);
    expect(test!.userId).toBeNull();
  });
});

describe("closing an account", () => {
  it("keeps the placement tests with the anonymised account, like its other results (decision 0045)", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    const final = await finish(testApp, agent);
    const closed = await post(agent, "/api/me/close", { password: "sunflower-42" });
    expect(closed.status).toBe(204);
    const [account] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(account).toMatchObject({ username: expect.stringMatching(new RegExp(`^closed-${user.id}-`)), languageLevel: null });
    const [test] = await testApp.db.select().from(placementTests);
    expect(test).toMatchObject({ id: final.testId, userId: user.id, visitorKey: null, band: final.result.band });
  });
});
