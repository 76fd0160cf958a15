import { and, eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { PlacementTestState } from "../../shared/api/placement";
import { placementItems, placementResponses, placementTests } from "../../shared/schema/placement";
import { createTestApp, post, type TestApp } from "../test/test-app";
import { EXPOSURE_MIN_TESTS } from "./choose-next-item";
import { useTestBankIfShort } from "./placement-test-bank";

/**
 * Earlier tests that each showed every listening item but the least informative one at the start (the
 * one farthest from the prior's centre). A new test starts with a listening item.
 */
const earlierTestsShowingAllListeningBut = async (testApp: TestApp, count: number) => {
  await useTestBankIfShort(testApp.db);
  const listening = await testApp.db
    .select()
    .from(placementItems)
    .where(and(eq(placementItems.skill, "listening"), eq(placementItems.isRetired, false)));
  const spared = listening.reduce((far, item) => (Math.abs(item.difficulty) > Math.abs(far.difficulty) ? item : far));
  for (let index = 0; index < count; index++) {
    const [test] = await testApp.db
      .insert(placementTests)
      .values({ standardError: 2, visitorKey: `earlier-${index}` })
      .returning();
    await testApp.db
      .insert(placementResponses)
      .values(
        listening
          .filter((item) => item.id !== spared.id)
          .map((item, position) => ({ testId: test!.id, itemId: item.id, position: position + 1, answer: 0, isCorrect: false })),
      );
  }
  return spared;
};

const firstItemOfANewTest = async (testApp: TestApp) => {
  const state = (await post(supertest.agent(testApp.app), "/api/placement-tests")).body as PlacementTestState;
  if (state.status !== "in_progress") throw new Error("not started");
  return state.item;
};

describe("exposure control", () => {
  it("skips items shown to half of the latest tests or more", async () => {
    const testApp = await createTestApp();
    const spared = await earlierTestsShowingAllListeningBut(testApp, EXPOSURE_MIN_TESTS);
    const first = await firstItemOfANewTest(testApp);
    expect(first).toMatchObject({ skill: "listening", id: spared.id });
  });

  it("sets no cap while fewer than 20 tests exist: the first item is then one of the most informative", async () => {
    const testApp = await createTestApp();
    // With the new test, 19 tests in all.
    const spared = await earlierTestsShowingAllListeningBut(testApp, EXPOSURE_MIN_TESTS - 2);
    const first = await firstItemOfANewTest(testApp);
    expect(first.skill).toBe("listening");
    expect(first.id).not.toBe(spared.id);
  });
});
