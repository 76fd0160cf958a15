import { and, asc, eq, isNotNull } from "drizzle-orm";
import { placementItems, placementResponses, placementTests } from "../../shared/schema/placement";
import type { Database } from "../db/connection";
import { calibrateItems, type CalibrationAnswer, type CalibrationChange } from "./calibration-estimate";

/**
 * Every item and the answers of finished tests with the candidate's final θ. Unlike the admin list this
 * needs the answers themselves: the likelihood is a sum over them. One row is a pair of numbers, so even
 * a hundred thousand answers are a few megabytes.
 */
const loadCalibrationData = async (db: Database) => {
  const items = await db
    .select({
      id: placementItems.id,
      key: placementItems.key,
      difficulty: placementItems.difficulty,
      discrimination: placementItems.discrimination,
    })
    .from(placementItems)
    .orderBy(asc(placementItems.level), asc(placementItems.key));
  const rows = await db
    .select({ itemId: placementResponses.itemId, theta: placementTests.theta, isCorrect: placementResponses.isCorrect })
    .from(placementResponses)
    .innerJoin(placementTests, eq(placementTests.id, placementResponses.testId))
    .where(and(eq(placementTests.status, "completed"), isNotNull(placementTests.band), isNotNull(placementResponses.isCorrect)));
  const answersByItem = new Map<number, CalibrationAnswer[]>();
  for (const row of rows) {
    if (!answersByItem.has(row.itemId)) answersByItem.set(row.itemId, []);
    answersByItem.get(row.itemId)!.push({ theta: row.theta, isCorrect: row.isCorrect! });
  }
  return { items, answersByItem };
};

/**
 * Re-estimates every item with at least `minAnswers` answers; without `dryRun` writes the new parameters
 * and the time of calibration, all in one transaction (a bank half calibrated would mix two scales).
 */
export const runCalibration = async ({
  db,
  minAnswers,
  dryRun,
  now,
}: {
  db: Database;
  minAnswers: number;
  dryRun: boolean;
  now: Date;
}): Promise<CalibrationChange[]> => {
  const { items, answersByItem } = await loadCalibrationData(db);
  const changes = calibrateItems(items, answersByItem, { minAnswers });
  if (dryRun) return changes;
  await db.transaction(async (tx) => {
    for (const change of changes) {
      if (!change.after) continue;
      await tx
        .update(placementItems)
        .set({ difficulty: change.after.difficulty, discrimination: change.after.discrimination, calibratedAt: now })
        .where(eq(placementItems.id, change.id));
    }
  });
  return changes;
};
