import { eq, sql } from "drizzle-orm";
import type { PlacementTestState } from "../../shared/api/placement";
import { placementTests } from "../../shared/schema/placement";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { showNextItem } from "./choose-next-item";
import { estimateAbility } from "./irt";
import { ownerLockName, type PlacementOwner } from "./placement-owner";
import { endIfOverTime, findCurrentTest } from "./read-placement-test";
import { toPlacementTestState } from "./placement-test-state";

export const PLACEMENT_UNAVAILABLE = "The placement test is not available yet. Please try again later.";

/**
 * POST /api/placement-tests: the owner's open test as it stands (a reload resumes the same item), or a new
 * test with its first item, chosen at the prior's centre. A test over its time limit is ended first, so
 * starting again after it gives a new one. Starts sent at once take turns on the owner's lock: one test.
 */
export const startPlacementTest = async ({
  db,
  clock,
  owner,
  source,
}: {
  db: Database;
  clock: Clock;
  owner: PlacementOwner;
  /** The keyed hash of the starting address (placement-limits.ts placementSourceOf). */
  source: string;
}): Promise<{ state: PlacementTestState; created: boolean }> => {
  const now = clock.now();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ownerLockName(owner)}))`);
    const current = await findCurrentTest(tx, owner);
    const open = current && (await endIfOverTime(tx, current, now));
    if (open?.status === "in_progress") return { state: await toPlacementTestState(tx, open), created: false };

    const { theta, standardError } = estimateAbility([]);
    const [test] = await tx
      .insert(placementTests)
      .values({
        ...("userId" in owner ? { userId: owner.userId } : { visitorKey: owner.visitorKey }),
        theta,
        standardError,
        sourceKey: source,
        startedAt: now,
      })
      .returning();
    const first = await showNextItem(tx, { testId: test!.id, theta, shown: [], now });
    if (!first) throw new AppError("unavailable", PLACEMENT_UNAVAILABLE);
    const [started] = await tx.update(placementTests).set({ currentItemId: first.id }).where(eq(placementTests.id, test!.id)).returning();
    return { state: await toPlacementTestState(tx, started!), created: true };
  });
};
