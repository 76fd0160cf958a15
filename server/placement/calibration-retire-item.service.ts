import { eq } from "drizzle-orm";
import { ADMIN_PLACEMENT_MESSAGES, type PlacementItemRetirement } from "../../shared/api/admin-placement";
import { placementItems } from "../../shared/schema/placement";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database } from "../db/connection";
import { AppError } from "../lib/errors";

/**
 * Takes an item out of the bank or puts it back. A retired item is never deleted: the answers given to it
 * stay, and so do the figures and the past results that used it.
 */
export const setPlacementItemRetired = async ({
  db,
  actor,
  now,
  id,
  isRetired,
}: {
  db: Database;
  actor: AuditActor;
  now: Date;
  id: number;
  isRetired: boolean;
}): Promise<PlacementItemRetirement> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(placementItems).where(eq(placementItems.id, id)).for("update");
    if (!row) throw new AppError("not_found", ADMIN_PLACEMENT_MESSAGES.notFound);
    // A second click (or a second admin) must not log a change that did not happen.
    if (row.isRetired === isRetired)
      throw new AppError("conflict", isRetired ? ADMIN_PLACEMENT_MESSAGES.alreadyRetired : ADMIN_PLACEMENT_MESSAGES.alreadyInBank);
    await tx.update(placementItems).set({ isRetired }).where(eq(placementItems.id, id));
    const described = `placement item "${row.key}" (${row.level} ${row.skill})`;
    await recordAdminAction(tx, actor, {
      now,
      action: isRetired ? "placement_item.retire" : "placement_item.restore",
      targetType: "placement_item",
      targetId: id,
      summary: isRetired ? `Retired the ${described}: the test no longer shows it` : `Restored the ${described} to the test`,
      before: { isRetired: row.isRetired },
      after: { isRetired },
    });
    return { id, key: row.key, isRetired };
  });
