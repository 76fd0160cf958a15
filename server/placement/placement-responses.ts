import { asc, eq } from "drizzle-orm";
import { placementItems, placementResponses } from "../../shared/schema/placement";
import type { DbExecutor } from "../db/connection";
import type { IrtItem, IrtResponse } from "./irt";

export type ShownItem = { position: number; item: IrtItem; isCorrect: boolean | null };

/** The items a test showed, in order, with their parameters as they are now and whether each was answered right. */
export const findShownItems = async (tx: DbExecutor, testId: number): Promise<ShownItem[]> => {
  const rows = await tx
    .select({
      position: placementResponses.position,
      isCorrect: placementResponses.isCorrect,
      id: placementItems.id,
      skill: placementItems.skill,
      difficulty: placementItems.difficulty,
      discrimination: placementItems.discrimination,
    })
    .from(placementResponses)
    .innerJoin(placementItems, eq(placementItems.id, placementResponses.itemId))
    .where(eq(placementResponses.testId, testId))
    .orderBy(asc(placementResponses.position));
  return rows.map(({ position, isCorrect, ...item }) => ({ position, item, isCorrect }));
};

/** The answered ones, as the ability estimate takes them. */
export const answeredResponses = (shown: readonly ShownItem[]): IrtResponse[] =>
  shown.flatMap(({ item, isCorrect }) => (isCorrect === null ? [] : [{ item, isCorrect }]));
