import { and, eq, isNull } from "drizzle-orm";
import { PLACEMENT_MESSAGES, type PlacementTestState, type SubmitPlacementAnswer } from "../../shared/api/placement";
import { placementItems, placementResponses, placementTests } from "../../shared/schema/placement";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { showNextItem } from "./choose-next-item";
import { finishPlacementTest } from "./finish-placement-test";
import { estimateAbility, stopReason } from "./irt";
import type { PlacementOwner } from "./placement-owner";
import { answeredResponses, findShownItems } from "./placement-responses";
import { isOverTime, toPlacementTestState } from "./placement-test-state";
import { endIfOverTime, requireOwnedTest } from "./read-placement-test";

/**
 * POST /api/placement-tests/:id/answers: the answer to the item on screen, then the next state. The item
 * is taken off the screen by a conditional update (still on screen, test still open), so of two answers
 * sent at once only one counts and the other gets 409. An answer that arrives after the time limit is not
 * counted: the test ends with what was answered in time.
 */
export const answerPlacementItem = async ({
  db,
  clock,
  owner,
  testId,
  answer,
}: {
  db: Database;
  clock: Clock;
  owner: PlacementOwner | null;
  testId: number;
  answer: SubmitPlacementAnswer;
}): Promise<PlacementTestState> => {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const test = await requireOwnedTest(tx, owner, testId);
    if (test.status === "completed") throw new AppError("conflict", PLACEMENT_MESSAGES.alreadyCompleted);
    if (isOverTime(test, now)) return toPlacementTestState(tx, await endIfOverTime(tx, test, now));

    const [claimed] = await tx
      .update(placementTests)
      .set({ currentItemId: null })
      .where(and(eq(placementTests.id, testId), eq(placementTests.status, "in_progress"), eq(placementTests.currentItemId, answer.itemId)))
      .returning({ id: placementTests.id });
    if (!claimed) throw new AppError("conflict", PLACEMENT_MESSAGES.notCurrentItem);
    const [item] = await tx.select({ answer: placementItems.answer }).from(placementItems).where(eq(placementItems.id, answer.itemId));
    await tx
      .update(placementResponses)
      .set({ answer: answer.answer, isCorrect: answer.answer === item!.answer, answeredAt: now })
      .where(and(eq(placementResponses.testId, testId), eq(placementResponses.itemId, answer.itemId), isNull(placementResponses.answer)));

    const shown = await findShownItems(tx, testId);
    const responses = answeredResponses(shown);
    const { theta, standardError } = estimateAbility(responses);
    const elapsedMs = now.getTime() - test.startedAt.getTime();
    const reason = stopReason({ answered: responses.length, standardError, elapsedMs });
    const next = reason ? null : await showNextItem(tx, { testId, theta, shown: shown.map((entry) => entry.item), now });
    // A bank with nothing left to show ends the test as the item limit would.
    if (!next) return toPlacementTestState(tx, await finishPlacementTest(tx, { test, responses, endReason: reason ?? "max_items", now }));
    const [updated] = await tx
      .update(placementTests)
      .set({ theta, standardError, currentItemId: next.id })
      .where(eq(placementTests.id, testId))
      .returning();
    return toPlacementTestState(tx, updated!);
  });
};
