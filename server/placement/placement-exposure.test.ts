import { and, eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import type { PlacementTestState } from "../../shared/api/placement";
import { placementItems, placementResponses, placementTests } from "../../shared/schema/placement";
import { createTestApp, post, type TestApp } from "../test/test-app";
import { EXPOSURE_MIN_TESTS, EXPOSURE_WINDOW_TESTS, findExposureRates } from "./choose-next-item";
import { PLACEMENT_TESTS_PER_SOURCE } from "./counted-placement-tests";
import { useTestBankIfShort } from "./placement-test-bank";

/** A test a candidate finished within the time limit, an hour before the test clock's now. */
const finishedInTime = (testApp: TestApp) => {
  const startedAt = new Date(testApp.clock.now().getTime() - 60 * 60_000);
  return {
    standardError: 0.4,
    status: "completed" as const,
    endReason: "max_items" as const,
    band: "B1" as const,
    startedAt,
    completedAt: new Date(startedAt.getTime() + 10 * 60_000),
  };
};

/**
 * Earlier finished tests (each from its own address unless `sources` says fewer) that each showed every listening item but the least informative one at the start (the
 * one farthest from the prior's centre). A new test starts with a listening item.
 */
const earlierTestsShowingAllListeningBut = async (
  testApp: TestApp,
  count: number,
  { source = "address", sources = count }: { source?: string; sources?: number } = {},
) => {
  await useTestBankIfShort(testApp.db);
  const listening = await testApp.db
    .select()
    .from(placementItems)
    .where(and(eq(placementItems.skill, "listening"), eq(placementItems.isRetired, false)));
  const spared = listening.reduce((far, item) => (Math.abs(item.difficulty) > Math.abs(far.difficulty) ? item : far));
  for (let index = 0; index < count; index++) {
    const [test] = await testApp.db
      .insert(placementTests)
      .values({ ...finishedInTime(testApp), visitorKey: `earlier-${index}`, sourceKey: `${source}-${index % sources}` })
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

  it("a flood of abandoned and over-time tests does not change which items are held back from real candidates", async () => {
    const testApp = await createTestApp();
    const spared = await earlierTestsShowingAllListeningBut(testApp, EXPOSURE_MIN_TESTS);
    const before = await findExposureRates(testApp.db);
    expect(before.get(spared.id)).toBeUndefined();

    // A script starts a whole window's worth of tests and walks away (or lets the clock run out), each
    // one showing the one item real candidates had not been shown.
    const startedAt = new Date(testApp.clock.now().getTime() - 30 * 60_000);
    const flood = await testApp.db
      .insert(placementTests)
      .values(
        Array.from({ length: EXPOSURE_WINDOW_TESTS }, (_, index) =>
          index % 2 === 0
            ? { standardError: 2, visitorKey: `flood-${index}`, sourceKey: `flood-${index}`, startedAt }
            : {
                standardError: 2,
                visitorKey: `flood-${index}`,
                sourceKey: `flood-${index}`,
                status: "completed" as const,
                endReason: "time_limit" as const,
                band: "A1" as const,
                startedAt,
                completedAt: new Date(startedAt.getTime() + 16 * 60_000),
              },
        ),
      )
      .returning({ id: placementTests.id });
    await testApp.db.insert(placementResponses).values(flood.map(({ id }) => ({ testId: id, itemId: spared.id, position: 1 })));

    expect(await findExposureRates(testApp.db)).toEqual(before);
    const first = await firstItemOfANewTest(testApp);
    expect(first).toMatchObject({ skill: "listening", id: spared.id });
  });

  it(`counts at most ${PLACEMENT_TESTS_PER_SOURCE} finished tests from one address towards exposure`, async () => {
    const testApp = await createTestApp();
    // Twenty finished tests, all from one address: they weigh as three, too few to set a cap.
    await earlierTestsShowingAllListeningBut(testApp, EXPOSURE_MIN_TESTS, { source: "one-address", sources: 1 });
    expect(await findExposureRates(testApp.db)).toEqual(new Map());
  });
});
