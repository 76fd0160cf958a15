import { and, count, eq, isNotNull } from "drizzle-orm";
import {
  PLACEMENT_MAX_ITEMS,
  PLACEMENT_MIN_ITEMS,
  PLACEMENT_TIME_LIMIT_MINUTES,
  type PlacementResult,
  type PlacementTestState,
} from "../../shared/api/placement";
import { LISTENING_RATE_OF_BAND } from "../../shared/placement/bands";
import { placementItems, placementResponses, type PlacementTest } from "../../shared/schema/placement";
import type { DbExecutor } from "../db/connection";

export const TIME_LIMIT_MS = PLACEMENT_TIME_LIMIT_MINUTES * 60_000;

export const isOverTime = (test: PlacementTest, now: Date) => now.getTime() - test.startedAt.getTime() >= TIME_LIMIT_MS;

/**
 * What the browser sees of a test: the item on screen without its answer, level or parameters (only its
 * listening pace), or the result. `isSaved` once the result is in an account's history.
 */
export const toPlacementTestState = async (tx: DbExecutor, test: PlacementTest): Promise<PlacementTestState> => {
  if (test.status === "completed")
    return { testId: test.id, status: "completed", result: test.result as PlacementResult, isSaved: test.assessmentId !== null };
  const [onScreen] = await tx
    .select({
      position: placementResponses.position,
      id: placementItems.id,
      skill: placementItems.skill,
      level: placementItems.level,
      passage: placementItems.passage,
      say: placementItems.say,
      question: placementItems.question,
      options: placementItems.options,
    })
    .from(placementResponses)
    .innerJoin(placementItems, eq(placementItems.id, placementResponses.itemId))
    .where(and(eq(placementResponses.testId, test.id), eq(placementResponses.itemId, test.currentItemId!)));
  const [answered] = await tx
    .select({ value: count() })
    .from(placementResponses)
    .where(and(eq(placementResponses.testId, test.id), isNotNull(placementResponses.answer)));
  const { level, ...item } = onScreen!;
  return {
    testId: test.id,
    status: "in_progress",
    item: { ...item, speechRate: item.skill === "listening" ? LISTENING_RATE_OF_BAND[level] : null },
    answeredCount: answered!.value,
    minItems: PLACEMENT_MIN_ITEMS,
    maxItems: PLACEMENT_MAX_ITEMS,
    endsAt: new Date(test.startedAt.getTime() + TIME_LIMIT_MS).toISOString(),
  };
};
