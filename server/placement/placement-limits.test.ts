import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { PlacementTestState } from "../../shared/api/placement";
import { placementTests } from "../../shared/schema/placement";
import { rateLimitCounters } from "../../shared/schema/operations";
import { TOO_MANY_REQUESTS } from "../lib/rate-limit";
import { createTestApp, post, type TestApp } from "../test/test-app";
import { PLACEMENT_ANSWERS_PER_HOUR, PLACEMENT_STARTS_PER_HOUR } from "./placement-limits";
import { rightAnswerOf, useTestBankIfShort } from "./placement-test-bank";

/** A visitor without a cookie (a new browser, or a script) starting a test from `address`. */
const startFrom = (testApp: TestApp, address: string) =>
  post(supertest.agent(testApp.app), "/api/placement-tests").set("X-Forwarded-For", address);

describe("placement test limits per address", () => {
  it("refuses the 11th start in an hour from one address with 429, stores nothing for it, and lets another address start", async () => {
    const testApp = await createTestApp({ config: { trustProxy: true } });
    await useTestBankIfShort(testApp.db);
    expect(PLACEMENT_STARTS_PER_HOUR).toBe(10);
    for (let index = 0; index < PLACEMENT_STARTS_PER_HOUR; index++) expect((await startFrom(testApp, "203.0.113.9")).status).toBe(201);
    const refused = await startFrom(testApp, "203.0.113.9");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_REQUESTS);
    // No session was started for the refused request either.
    expect(refused.headers["set-cookie"]).toBeUndefined();
    expect(await testApp.db.select().from(placementTests)).toHaveLength(10);

    expect((await startFrom(testApp, "198.51.100.20")).status).toBe(201);
    // Each test keeps a keyed hash of where it was started from, never the address itself.
    const sources = (await testApp.db.select().from(placementTests).orderBy(placementTests.id)).map((test) => test.sourceKey);
    expect(new Set(sources.slice(0, 10)).size).toBe(1);
    expect(sources[0]).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(sources[10]).not.toBe(sources[0]);
    expect(sources.join(" ")).not.toMatch(/203\.0\.113|198\.51\.100/);
    // A whole IPv6 /64 is one address.
    for (let index = 0; index < PLACEMENT_STARTS_PER_HOUR; index++)
      expect((await startFrom(testApp, `2001:db8:5:5::${index + 1}`)).status).toBe(201);
    expect((await startFrom(testApp, "2001:db8:5:5::99")).status).toBe(429);
    // An hour later the first address may start again.
    testApp.clock.advance(61 * 60_000);
    expect((await startFrom(testApp, "203.0.113.9")).status).toBe(201);
  });

  it("refuses answers beyond 300 an hour from one address, which no real candidate reaches", async () => {
    const testApp = await createTestApp({ config: { trustProxy: true } });
    await useTestBankIfShort(testApp.db);
    const agent = supertest.agent(testApp.app);
    const started = await post(agent, "/api/placement-tests").set("X-Forwarded-For", "203.0.113.9");
    const state = started.body as PlacementTestState;
    if (state.status !== "in_progress") throw new Error("not started");
    // The address has answered 299 times this hour (ten tests' worth): one more is counted, then none.
    expect(PLACEMENT_ANSWERS_PER_HOUR).toBe(300);
    await testApp.db
      .insert(rateLimitCounters)
      .values({ key: "placement-answer|ip:203.0.113.9", hits: PLACEMENT_ANSWERS_PER_HOUR - 1, windowStartedAt: testApp.clock.now() });
    const answer = async (current: PlacementTestState) => {
      if (current.status !== "in_progress") throw new Error("not in progress");
      const right = await rightAnswerOf(testApp.db, current.item.id);
      return post(agent, `/api/placement-tests/${current.testId}/answers`, { itemId: current.item.id, answer: right }).set(
        "X-Forwarded-For",
        "203.0.113.9",
      );
    };
    const last = await answer(state);
    expect(last.status).toBe(200);
    const refused = await answer(last.body as PlacementTestState);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_REQUESTS);
  });
});
