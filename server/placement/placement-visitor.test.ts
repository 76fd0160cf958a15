import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import {
  PLACEMENT_MAX_ITEMS,
  PLACEMENT_MESSAGES,
  PLACEMENT_MIN_ITEMS,
  PLACEMENT_TIME_LIMIT_MINUTES,
  type PlacementTestState,
} from "../../shared/api/placement";
import { placementResponses, placementTests } from "../../shared/schema/placement";
import { createTestApp, post, type TestApp } from "../test/test-app";
import { rightAnswerOf, useTestBankIfShort } from "./placement-test-bank";
import { answerToTheEnd } from "./placement-test-helpers";

const visitorStarts = async (testApp: TestApp) => {
  await useTestBankIfShort(testApp.db);
  const agent = supertest.agent(testApp.app);
  const response = await post(agent, "/api/placement-tests");
  expect(response.status).toBe(201);
  const state = response.body as PlacementTestState;
  if (state.status !== "in_progress") throw new Error("the test did not start");
  return { agent, state };
};

const storedRows = async (testApp: TestApp) => ({
  tests: await testApp.db.select().from(placementTests).orderBy(placementTests.id),
  responses: await testApp.db.select().from(placementResponses).orderBy(placementResponses.id),
});

describe("starting the placement test as a visitor", () => {
  it("shows the first item without its answer, level or parameters", async () => {
    const testApp = await createTestApp();
    const { state } = await visitorStarts(testApp);
    if (state.status !== "in_progress") throw new Error("not started");
    expect(Object.keys(state).sort()).toEqual(["answeredCount", "endsAt", "item", "maxItems", "minItems", "status", "testId"]);
    expect(Object.keys(state.item).sort()).toEqual(["id", "options", "passage", "position", "question", "say", "skill", "speechRate"]);
    expect(state).toMatchObject({ answeredCount: 0, minItems: PLACEMENT_MIN_ITEMS, maxItems: PLACEMENT_MAX_ITEMS });
    expect(state.endsAt).toBe(new Date(testApp.clock.now().getTime() + PLACEMENT_TIME_LIMIT_MINUTES * 60_000).toISOString());
    expect(state.item.position).toBe(1);
    expect(state.item.options).toHaveLength(4);
    // The first item is a listening one (a third of the test is listening, from the start).
    expect(state.item.skill).toBe("listening");
    expect(state.item.speechRate).toBeGreaterThan(0);
    const [test] = await testApp.db.select().from(placementTests);
    expect(test).toMatchObject({ userId: null, status: "in_progress", currentItemId: state.item.id });
    expect(test!.visitorKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("resumes the same item on a reload (GET current) and on starting again (POST, 200)", async () => {
    const testApp = await createTestApp();
    const { agent, state } = await visitorStarts(testApp);
    const current = await agent.get("/api/placement-tests/current");
    expect(current.status).toBe(200);
    expect(current.body).toEqual(state);
    const again = await post(agent, "/api/placement-tests");
    expect(again.status).toBe(200);
    expect(again.body).toEqual(state);
    expect((await agent.get(`/api/placement-tests/${state.testId}`)).body).toEqual(state);
    expect((await storedRows(testApp)).tests).toHaveLength(1);
  });

  it("answers null to GET current for a visitor who never started, and creates no session for it", async () => {
    const testApp = await createTestApp();
    const response = await testApp.request().get("/api/placement-tests/current");
    expect(response.status).toBe(200);
    expect(response.text).toBe("null");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });
});

describe("answering", () => {
  it("refuses an item that is not on screen with 409 and changes nothing stored", async () => {
    const testApp = await createTestApp();
    const { agent, state } = await visitorStarts(testApp);
    if (state.status !== "in_progress") throw new Error("not started");
    const before = await storedRows(testApp);
    const notShown = await post(agent, `/api/placement-tests/${state.testId}/answers`, { itemId: state.item.id + 1, answer: 0 });
    expect(notShown.status).toBe(409);
    expect(notShown.body.message).toBe(PLACEMENT_MESSAGES.notCurrentItem);
    expect(await storedRows(testApp)).toEqual(before);

    // An item answered before is no longer on screen either.
    const first = await post(agent, `/api/placement-tests/${state.testId}/answers`, { itemId: state.item.id, answer: 1 });
    expect(first.status).toBe(200);
    const after = await storedRows(testApp);
    const again = await post(agent, `/api/placement-tests/${state.testId}/answers`, { itemId: state.item.id, answer: 2 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PLACEMENT_MESSAGES.notCurrentItem);
    expect(await storedRows(testApp)).toEqual(after);
    expect(after.responses[0]).toMatchObject({ itemId: state.item.id, position: 1, answer: 1 });

    // Nor is the item on screen in another test (there the first, a listening one; here the second is not).
    const other = (await post(supertest.agent(testApp.app), "/api/placement-tests")).body as PlacementTestState;
    if (other.status !== "in_progress") throw new Error("not started");
    const withOther = await storedRows(testApp);
    const fromOther = await post(agent, `/api/placement-tests/${state.testId}/answers`, { itemId: other.item.id, answer: 0 });
    expect(fromOther.status).toBe(409);
    expect(fromOther.body.message).toBe(PLACEMENT_MESSAGES.notCurrentItem);
    expect(await storedRows(testApp)).toEqual(withOther);
  });

  it.each([
    [{ itemId: 1, answer: 4 }, PLACEMENT_MESSAGES.answerOutOfRange],
    [{ itemId: 1, answer: -1 }, PLACEMENT_MESSAGES.answerOutOfRange],
    [{ itemId: 1, answer: 1.5 }, PLACEMENT_MESSAGES.answerOutOfRange],
    [{ itemId: 1 }, PLACEMENT_MESSAGES.itemRequired],
    [{ itemId: 1, answer: "2" }, PLACEMENT_MESSAGES.itemRequired],
    [{ answer: 2 }, PLACEMENT_MESSAGES.notCurrentItem],
    [{ itemId: 1, answer: 2, isCorrect: true }, "Only the item and the answer may be sent"],
  ])("refuses %o with 400 '%s' and stores nothing", async (body, message) => {
    const testApp = await createTestApp();
    const { agent, state } = await visitorStarts(testApp);
    const before = await storedRows(testApp);
    const response = await post(agent, `/api/placement-tests/${state.testId}/answers`, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await storedRows(testApp)).toEqual(before);
  });

  it("answers 404 for another session's test, a test that does not exist and a malformed id, alike", async () => {
    const testApp = await createTestApp();
    const { state } = await visitorStarts(testApp);
    if (state.status !== "in_progress") throw new Error("not started");
    const stranger = supertest.agent(testApp.app);
    await post(stranger, "/api/placement-tests");
    const before = await storedRows(testApp);
    for (const id of [String(state.testId), "999", "abc"]) {
      const answer = await post(stranger, `/api/placement-tests/${id}/answers`, { itemId: state.item.id, answer: 0 });
      expect(answer.status, id).toBe(404);
      expect(answer.body.message).toBe(PLACEMENT_MESSAGES.notFound);
      const read = await stranger.get(`/api/placement-tests/${id}`);
      expect(read.status, id).toBe(404);
      expect(read.body.message).toBe(PLACEMENT_MESSAGES.notFound);
    }
    // Without any session at all, too.
    expect((await testApp.request().get(`/api/placement-tests/${state.testId}`)).status).toBe(404);
    expect(await storedRows(testApp)).toEqual(before);
  });

  it("counts two answers sent at once to the same item once", async () => {
    const testApp = await createTestApp();
    const { agent, state } = await visitorStarts(testApp);
    if (state.status !== "in_progress") throw new Error("not started");
    const body = { itemId: state.item.id, answer: await rightAnswerOf(testApp.db, state.item.id) };
    const answers = await Promise.all([
      post(agent, `/api/placement-tests/${state.testId}/answers`, body),
      post(agent, `/api/placement-tests/${state.testId}/answers`, body),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    const { responses } = await storedRows(testApp);
    expect(responses.map((row) => [row.position, row.answer])).toEqual([
      [1, body.answer],
      [2, null],
    ]);
    expect((await agent.get("/api/placement-tests/current")).body).toMatchObject({ answeredCount: 1, item: { position: 2 } });
  });
});

describe("a whole test", () => {
  it("ends between 12 and 30 items, a third of them listening, with chances that sum to 100", async () => {
    const testApp = await createTestApp();
    const { agent, state } = await visitorStarts(testApp);
    // A learner around the middle: right on odd positions, wrong on even ones.
    const { final, shown } = await answerToTheEnd(testApp.db, agent, state, (position) => position % 2 === 1);
    if (final.status !== "completed") throw new Error("not finished");
    expect(shown.length).toBeGreaterThanOrEqual(PLACEMENT_MIN_ITEMS);
    expect(shown.length).toBeLessThanOrEqual(PLACEMENT_MAX_ITEMS);
    expect(shown.map((item) => item.position)).toEqual(shown.map((_, index) => index + 1));
    expect(new Set(shown.map((item) => item.id)).size).toBe(shown.length);
    expect(shown.filter((item) => item.skill === "listening").length).toBeGreaterThanOrEqual(Math.ceil(shown.length / 3));
    const { result } = final;
    expect(result.itemsAnswered).toBe(shown.length);
    expect(["precision", "max_items"]).toContain(result.endReason);
    expect(result.bandChances.map((entry) => entry.band)).toEqual(["A1", "A2", "B1", "B2", "C1", "C2"]);
    expect(result.bandChances.reduce((sum, entry) => sum + entry.percent, 0)).toBe(100);
    expect(result.bandChances.every((entry) => Number.isInteger(entry.percent))).toBe(true);
    expect(result.skills.map((skill) => skill.skill)).toEqual(["grammar_vocabulary", "reading", "listening"]);
    expect(result.skills.reduce((sum, skill) => sum + skill.itemsAnswered, 0)).toBe(shown.length);
    expect(result.canDo.length).toBeGreaterThanOrEqual(3);
    expect(final.isSaved).toBe(false);

    const [test] = await testApp.db.select().from(placementTests);
    expect(test).toMatchObject({ status: "completed", band: result.band, currentItemId: null, assessmentId: null });
    expect(test!.result).toEqual(result);
    // The result stays readable in the session (the result page before registering), and after the end
    // no answer is taken.
    expect((await agent.get("/api/placement-tests/current")).body).toEqual(final);
    const late = await post(agent, `/api/placement-tests/${final.testId}/answers`, { itemId: shown[0]!.id, answer: 0 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(PLACEMENT_MESSAGES.alreadyCompleted);
    // Starting again is a new test.
    const retake = await post(agent, "/api/placement-tests");
    expect(retake.status).toBe(201);
    expect(retake.body.testId).not.toBe(final.testId);
  });

  it("places a learner who answers everything right above one who answers everything wrong", async () => {
    const testApp = await createTestApp();
    const strong = await visitorStarts(testApp);
    const weak = await visitorStarts(testApp);
    const high = await answerToTheEnd(testApp.db, strong.agent, strong.state, () => true);
    const low = await answerToTheEnd(testApp.db, weak.agent, weak.state, () => false);
    if (high.final.status !== "completed" || low.final.status !== "completed") throw new Error("not finished");
    expect(["C1", "C2"]).toContain(high.final.result.band);
    expect(["A1", "A2"]).toContain(low.final.result.band);
    expect(low.final.result.courseLevel).toBe("A1-A2");
    expect(low.final.result.languageLevel).toBe(low.final.result.band === "A1" ? "Beginner (A1)" : "Elementary (A2)");
  });

  it("ends at the time limit when the test is next read, with what was answered in time", async () => {
    const testApp = await createTestApp();
    const { agent, state } = await visitorStarts(testApp);
    if (state.status !== "in_progress") throw new Error("not started");
    await post(agent, `/api/placement-tests/${state.testId}/answers`, {
      itemId: state.item.id,
      answer: await rightAnswerOf(testApp.db, state.item.id),
    });
    testApp.clock.advance(PLACEMENT_TIME_LIMIT_MINUTES * 60_000 - 1);
    expect((await agent.get("/api/placement-tests/current")).body.status).toBe("in_progress");
    testApp.clock.advance(1);
    const read = await agent.get("/api/placement-tests/current");
    expect(read.body).toMatchObject({ status: "completed", result: { endReason: "time_limit", itemsAnswered: 1 } });
    expect(read.body.result.completedAt).toBe(testApp.clock.now().toISOString());
    const [test] = await testApp.db.select().from(placementTests).where(eq(placementTests.id, state.testId));
    expect(test).toMatchObject({ status: "completed", endReason: "time_limit", currentItemId: null });
    // The item on screen when time ran out stays unanswered.
    const responses = await testApp.db.select().from(placementResponses).orderBy(placementResponses.position);
    expect(responses.map((row) => row.answer === null)).toEqual([false, true]);
  });

  it("does not count an answer sent after the time limit: the test ends with what came in time", async () => {
    const testApp = await createTestApp();
    const { agent, state } = await visitorStarts(testApp);
    if (state.status !== "in_progress") throw new Error("not started");
    testApp.clock.advance(PLACEMENT_TIME_LIMIT_MINUTES * 60_000);
    const late = await post(agent, `/api/placement-tests/${state.testId}/answers`, { itemId: state.item.id, answer: 0 });
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ status: "completed", isSaved: false, result: { endReason: "time_limit", itemsAnswered: 0 } });
    const [response] = await testApp.db.select().from(placementResponses);
    expect(response!.answer).toBeNull();
  });
});
