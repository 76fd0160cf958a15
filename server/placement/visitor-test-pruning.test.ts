import { describe, expect, it } from "vitest";
import { placementItems, placementResponses, placementTests } from "../../shared/schema/placement";
import { runHousekeeping, RETENTION_DAYS } from "../jobs/housekeeping.job";
import { createTestApp, signUp } from "../test/test-app";
import { useTestBankIfShort } from "./placement-test-bank";

const HOUR = 3_600_000;

describe("housekeeping of visitors' placement tests", () => {
  it("removes visitor tests never attached to an account once older than the pruning age, with their answers", async () => {
    const testApp = await createTestApp();
    await useTestBankIfShort(testApp.db);
    const { user } = await signUp(testApp);
    const [item] = await testApp.db.select().from(placementItems).limit(1);
    const now = testApp.clock.now();
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
    const pruningAgeHours = RETENTION_DAYS.visitorPlacementTests * 24;
    expect(pruningAgeHours).toBeGreaterThanOrEqual(24);
    expect(pruningAgeHours).toBeLessThanOrEqual(48);

    const tests = await testApp.db
      .insert(placementTests)
      .values([
        // Abandoned by a visitor (or a script) just over the pruning age ago, and one finished but never attached.
        { visitorKey: "old-abandoned", standardError: 2, startedAt: ago(pruningAgeHours + 1) },
        {
          visitorKey: "old-finished",
          standardError: 0.4,
          status: "completed",
          endReason: "precision",
          band: "B1",
          startedAt: ago(pruningAgeHours + 1),
          completedAt: ago(pruningAgeHours + 0.9),
        },
        // Kept: a visitor who may still register today, and a test that became an account's.
        { visitorKey: "recent", standardError: 2, startedAt: ago(pruningAgeHours - 1) },
        { userId: user.id, standardError: 2, startedAt: ago(pruningAgeHours * 10) },
      ])
      .returning();
    await testApp.db
      .insert(placementResponses)
      .values(tests.map((test) => ({ testId: test.id, itemId: item!.id, position: 1, shownAt: test.startedAt })));

    const counts = await runHousekeeping({ db: testApp.db, clock: testApp.clock });

    expect(counts.visitorPlacementTests).toBe(2);
    const kept = await testApp.db.select().from(placementTests).orderBy(placementTests.id);
    expect(kept.map((test) => test.visitorKey ?? `user:${test.userId}`)).toEqual(["recent", `user:${user.id}`]);
    const responses = await testApp.db.select().from(placementResponses).orderBy(placementResponses.testId);
    expect(responses.map((response) => response.testId)).toEqual(kept.map((test) => test.id));
  });
});
