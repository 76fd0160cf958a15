import { eq } from "drizzle-orm";
import type { PlacementResult } from "../../shared/api/placement";
import { LANGUAGE_LEVEL_OF_BAND } from "../../shared/placement/bands";
import { assessments } from "../../shared/schema/assessment";
import { users } from "../../shared/schema/auth";
import { placementTests } from "../../shared/schema/placement";
import type { DbExecutor } from "../db/connection";

/**
 * A finished test becomes part of the account's history, in the caller's transaction: an assessments row
 * (`score` the number of right answers, `level` the band such as "B1"), the band's level as the account's
 * English level, and the test pointing at the row.
 */
export const savePlacementOnAccount = async (
  tx: DbExecutor,
  { testId, userId, result, rightAnswers }: { testId: number; userId: number; result: PlacementResult; rightAnswers: number },
) => {
  const [row] = await tx
    .insert(assessments)
    .values({ userId, score: rightAnswers, level: result.band, completedAt: new Date(result.completedAt) })
    .returning({ id: assessments.id });
  await tx.update(users).set({ languageLevel: LANGUAGE_LEVEL_OF_BAND[result.band] }).where(eq(users.id, userId));
  await tx.update(placementTests).set({ assessmentId: row!.id }).where(eq(placementTests.id, testId));
};
