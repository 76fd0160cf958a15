import { and, desc, eq } from "drizzle-orm";
import { PLACEMENT_MESSAGES, type PlacementTestState } from "../../shared/api/placement";
import { placementTests, type PlacementTest } from "../../shared/schema/placement";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { finishPlacementTest } from "./finish-placement-test";
import { ownedBy, type PlacementOwner } from "./placement-owner";
import { answeredResponses, findShownItems } from "./placement-responses";
import { isOverTime, toPlacementTestState } from "./placement-test-state";

/**
 * The time limit ends a test whenever it is read, not only when an answer comes: a learner who walks
 * away and comes back after 15 minutes finds their result from what they answered.
 */
export const endIfOverTime = async (tx: DbExecutor, test: PlacementTest, now: Date): Promise<PlacementTest> => {
  if (test.status !== "in_progress" || !isOverTime(test, now)) return test;
  const responses = answeredResponses(await findShownItems(tx, test.id));
  return finishPlacementTest(tx, { test, responses, endReason: "time_limit", now });
};

/** The owner's open test, else their latest one, else undefined. */
export const findCurrentTest = async (tx: DbExecutor, owner: PlacementOwner) => {
  const [open] = await tx
    .select()
    .from(placementTests)
    .where(and(ownedBy(owner), eq(placementTests.status, "in_progress")))
    .orderBy(desc(placementTests.startedAt), desc(placementTests.id))
    .limit(1);
  if (open) return open;
  const [latest] = await tx
    .select()
    .from(placementTests)
    .where(ownedBy(owner))
    .orderBy(desc(placementTests.completedAt), desc(placementTests.id))
    .limit(1);
  return latest;
};

/** GET /api/placement-tests/current: the open or latest test of this session or account, or null. */
export const getCurrentPlacementTest = async ({
  db,
  clock,
  owner,
}: {
  db: Database;
  clock: Clock;
  owner: PlacementOwner | null;
}): Promise<PlacementTestState | null> => {
  if (!owner) return null;
  return db.transaction(async (tx) => {
    const test = await findCurrentTest(tx, owner);
    return test ? toPlacementTestState(tx, await endIfOverTime(tx, test, clock.now())) : null;
  });
};

/** The test if it is this owner's; 404 otherwise, the same answer as for a test that does not exist. */
export const requireOwnedTest = async (tx: DbExecutor, owner: PlacementOwner | null, testId: number) => {
  const [test] = owner
    ? await tx
        .select()
        .from(placementTests)
        .where(and(eq(placementTests.id, testId), ownedBy(owner)))
    : [];
  if (!test) throw new AppError("not_found", PLACEMENT_MESSAGES.notFound);
  return test;
};

/** GET /api/placement-tests/:id. */
export const getPlacementTest = ({
  db,
  clock,
  owner,
  testId,
}: {
  db: Database;
  clock: Clock;
  owner: PlacementOwner | null;
  testId: number;
}) =>
  db.transaction(async (tx) => toPlacementTestState(tx, await endIfOverTime(tx, await requireOwnedTest(tx, owner, testId), clock.now())));
