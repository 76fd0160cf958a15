import { eq, sql } from "drizzle-orm";
import { placementItems, placementResponses } from "../../shared/schema/placement";
import type { DbExecutor } from "../db/connection";
import { PLACEMENT_TESTS_PER_SOURCE, rankedFinishedTests } from "./counted-placement-tests";
import { selectNextItem, type IrtItem } from "./irt";

/** Exposure is counted over this many latest finished tests, so that it follows the bank as it is used now. */
export const EXPOSURE_WINDOW_TESTS = 500;
/** Below this many tests a share means little (one test shows an item to 100 %): no cap yet. */
export const EXPOSURE_MIN_TESTS = 20;

/** The latest tests looked at for the window: enough to fill it even when a few sources finished many. */
const EXPOSURE_CANDIDATE_TESTS = EXPOSURE_WINDOW_TESTS * 10;

/**
 * Share of the latest tests that showed each item (item id → 0-1); empty while too few tests exist. Only
 * tests finished within the time limit count, and only the latest few of each address
 * (counted-placement-tests.ts): starting tests and walking away, from one address or many, moves nothing.
 */
export const findExposureRates = async (tx: DbExecutor): Promise<Map<number, number>> => {
  const result = await tx.execute<{ item_id: number; shown: number; tests: number }>(sql`
    with recent as (
      select ranked.id from (${rankedFinishedTests({ latest: true, limit: EXPOSURE_CANDIDATE_TESTS })}) as ranked
      where ranked.source_rank <= ${PLACEMENT_TESTS_PER_SOURCE}
      order by ranked.id desc limit ${EXPOSURE_WINDOW_TESTS})
    select responses.item_id, count(*)::int as shown, (select count(*)::int from recent) as tests
    from ${placementResponses} as responses
    where responses.test_id in (select id from recent)
    group by responses.item_id`);
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { item_id: number; shown: number; tests: number }[] }).rows;
  const tests = rows[0]?.tests ?? 0;
  if (tests < EXPOSURE_MIN_TESTS) return new Map();
  return new Map(rows.map((row) => [Number(row.item_id), Number(row.shown) / tests]));
};

/** The items a test may draw from: every item still in the bank, with its current parameters. */
export const findActiveBank = (tx: DbExecutor): Promise<IrtItem[]> =>
  tx
    .select({
      id: placementItems.id,
      skill: placementItems.skill,
      difficulty: placementItems.difficulty,
      discrimination: placementItems.discrimination,
    })
    .from(placementItems)
    .where(eq(placementItems.isRetired, false));

/**
 * Picks the next item at `theta` (irt.ts selectNextItem with the live exposure rates and a real random)
 * and puts it on screen: a response row without an answer, and the test's currentItemId. Null when the
 * bank has nothing left to show.
 */
export const showNextItem = async (
  tx: DbExecutor,
  { testId, theta, shown, now }: { testId: number; theta: number; shown: readonly IrtItem[]; now: Date },
): Promise<IrtItem | null> => {
  // One after the other: a transaction is one connection.
  const bank = await findActiveBank(tx);
  const exposureRates = await findExposureRates(tx);
  const next = selectNextItem({ theta, bank, shown, exposureRates, random: Math.random });
  if (!next) return null;
  await tx.insert(placementResponses).values({ testId, itemId: next.id, position: shown.length + 1, shownAt: now });
  return next;
};
