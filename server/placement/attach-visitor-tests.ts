import { and, count, eq, isNull } from "drizzle-orm";
import type { PlacementResult } from "../../shared/api/placement";
import { placementResponses, placementTests } from "../../shared/schema/placement";
import type { Database } from "../db/connection";
import { savePlacementOnAccount } from "./save-placement-on-account";

/**
 * A visitor who registers or signs in takes their placement tests along: each test of the session's
 * visitor key becomes the account's (the key is cleared: the account is the owner now), and a finished
 * one is saved to the account as if it had been taken signed in. Called with the key read before the
 * sign-in regenerated the session (passport starts a new session, without the old one's data). Answers the
 * English level a saved result gave the account, if any (the sign-in's answer shows it at once).
 */
export const attachVisitorTests = async ({ db, visitorKey, userId }: { db: Database; visitorKey: string; userId: number }) =>
  db.transaction(async (tx) => {
    const attached = await tx
      .update(placementTests)
      .set({ userId, visitorKey: null })
      .where(and(eq(placementTests.visitorKey, visitorKey), isNull(placementTests.userId)))
      .returning();
    // Oldest first: the latest result sets the account's level.
    attached.sort((left, right) => (left.completedAt?.getTime() ?? 0) - (right.completedAt?.getTime() ?? 0));
    let languageLevel: string | undefined;
    for (const test of attached) {
      if (test.status !== "completed" || test.assessmentId !== null) continue;
      const [right] = await tx
        .select({ value: count() })
        .from(placementResponses)
        .where(and(eq(placementResponses.testId, test.id), eq(placementResponses.isCorrect, true)));
      const result = test.result as PlacementResult;
      await savePlacementOnAccount(tx, { testId: test.id, userId, result, rightAnswers: right!.value });
      languageLevel = result.languageLevel;
    }
    return { languageLevel };
  });
