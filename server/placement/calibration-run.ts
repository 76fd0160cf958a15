import { and, asc, eq, isNotNull } from "drizzle-orm";
import { placementItems, placementResponses } from "../../shared/schema/placement";
import type { Database } from "../db/connection";
import { leaveOneOutAbilities } from "./calibration-abilities";
import { calibrateItems, type CalibrationAnswer, type CalibrationChange } from "./calibration-estimate";
import { isCountedTest } from "./counted-placement-tests";

/**
 * Every item, and the answers of counted tests each with the ability to calibrate it against: the
 * candidate's estimate from the test's other answers (calibration-abilities.ts). Unlike the admin list
 * this needs the answers themselves, but one row is a few numbers: a hundred thousand answers are a few
 * megabytes.
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
  const itemById = new Map(items.map((item) => [item.id, item]));
  // Only tests finished within the time limit, the first few of each address (counted-placement-tests.ts).
  const rows = await db
    .select({ testId: placementResponses.testId, itemId: placementResponses.itemId, isCorrect: placementResponses.isCorrect })
    .from(placementResponses)
    .where(and(isCountedTest(placementResponses.testId), isNotNull(placementResponses.isCorrect)))
    .orderBy(asc(placementResponses.testId), asc(placementResponses.position));

  const answersByItem = new Map<number, CalibrationAnswer[]>();
  const calibrateTest = (answers: typeof rows) => {
    // Only the skill is missing from what irt.ts needs, and the estimate does not read it.
    const responses = answers.map((answer) => ({
      item: { ...itemById.get(answer.itemId)!, skill: "grammar" as const },
      isCorrect: answer.isCorrect!,
    }));
    leaveOneOutAbilities(responses).forEach((theta, index) => {
      const { itemId, isCorrect } = answers[index]!;
      if (!answersByItem.has(itemId)) answersByItem.set(itemId, []);
      answersByItem.get(itemId)!.push({ theta, isCorrect: isCorrect! });
    });
  };
  let start = 0;
  for (let index = 1; index <= rows.length; index++) {
    if (index === rows.length || rows[index]!.testId !== rows[start]!.testId) {
      calibrateTest(rows.slice(start, index));
      start = index;
    }
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
