import { eq } from "drizzle-orm";
import type { PlacementResult } from "../../shared/api/placement";
import { placementTests, type PlacementTest } from "../../shared/schema/placement";
import type { DbExecutor } from "../db/connection";
import { buildPlacementResult } from "./build-placement-result";
import type { IrtResponse } from "./irt";
import { savePlacementOnAccount } from "./save-placement-on-account";

/**
 * Ends a test: the result from its answered items is stored on the test (and the item that was on screen
 * stays unanswered); an account's test is saved to the account at once, a visitor's when they register
 * or sign in (attach-visitor-tests.ts).
 */
export const finishPlacementTest = async (
  tx: DbExecutor,
  {
    test,
    responses,
    endReason,
    now,
  }: { test: PlacementTest; responses: readonly IrtResponse[]; endReason: PlacementResult["endReason"]; now: Date },
): Promise<PlacementTest> => {
  const { result, theta, standardError } = buildPlacementResult({ responses, endReason, completedAt: now });
  const [finished] = await tx
    .update(placementTests)
    .set({ status: "completed", currentItemId: null, theta, standardError, endReason, result, band: result.band, completedAt: now })
    .where(eq(placementTests.id, test.id))
    .returning();
  if (finished!.userId === null) return finished!;
  const rightAnswers = responses.filter((response) => response.isCorrect).length;
  await savePlacementOnAccount(tx, { testId: test.id, userId: finished!.userId, result, rightAnswers });
  return (await tx.select().from(placementTests).where(eq(placementTests.id, test.id)))[0]!;
};
