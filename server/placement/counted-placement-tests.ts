import { and, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { PLACEMENT_TIME_LIMIT_MINUTES } from "../../shared/api/placement";
import { placementTests } from "../../shared/schema/placement";

/**
 * At most this many tests of one source (one starting address) count towards exposure and calibration:
 * whoever scripts the test from one address weighs as a few candidates, never as hundreds. People who
 * share an address (a household, a school's lab) count as a few candidates too; the answers the bank
 * learns from are then a little fewer, which costs nothing but time.
 */
export const PLACEMENT_TESTS_PER_SOURCE = 3;

/**
 * A sitting within the rules: ended by the precision or the item rule before the time limit. A test
 * abandoned on screen stays open, and one read after its time limit ends with `time_limit`: neither is a
 * candidate doing their best, and both cost a script nothing.
 */
export const isFinishedInTime: SQL = and(
  eq(placementTests.status, "completed"),
  inArray(placementTests.endReason, ["precision", "max_items"]),
  sql`${placementTests.completedAt} < ${placementTests.startedAt} + interval '${sql.raw(String(PLACEMENT_TIME_LIMIT_MINUTES))} minutes'`,
)!;

/**
 * Where a test came from: the keyed hash of its starting address; a test older than that column counts
 * by its account or visitor session (or alone). Written against the candidates' subquery, `counted`.
 */
const SOURCE = sql.raw(
  "coalesce(counted.source_key, 'user:' || counted.user_id::text, 'visitor:' || counted.visitor_key, 'test:' || counted.id::text)",
);

/**
 * The finished-in-time tests, each with its rank among its source's (1 for the first, or with `latest`
 * the last). `limit` keeps only that many of the latest tests before ranking, so that a query run with
 * every item shown reads a bounded number of rows.
 */
export const rankedFinishedTests = ({ latest = false, limit }: { latest?: boolean; limit?: number } = {}) => {
  const direction = sql.raw(latest ? "desc" : "asc");
  const latestOnly = limit === undefined ? sql`` : sql`order by ${placementTests.id} desc limit ${limit}`;
  const candidates = sql`select * from ${placementTests} where ${isFinishedInTime} ${latestOnly}`;
  return sql`select counted.id, row_number() over (partition by ${SOURCE} order by counted.completed_at ${direction}, counted.id ${direction}) as source_rank
    from (${candidates}) as counted`;
};

/** True for a test that counts: finished in time and among the first few of its source. */
export const isCountedTest = (testId: SQLWrapper): SQL =>
  sql`${testId} in (select ranked.id from (${rankedFinishedTests()}) as ranked where ranked.source_rank <= ${PLACEMENT_TESTS_PER_SOURCE})`;
