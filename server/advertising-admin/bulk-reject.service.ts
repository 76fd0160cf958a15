import { and, asc, eq, inArray } from "drizzle-orm";
import type { BulkRejectAdsResponse } from "../../shared/api/admin-advertising";
import { advertisements } from "../../shared/schema/ads";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";

/**
 * POST /api/admin/advertisements/reject: clears spam applications in one transaction. Only ads still
 * pending and unpaid are rejected; the rest of the list is answered as skipped with the reason rather
 * than failing the whole list, since an admin's list can be a minute old (another admin reviewed one, an
 * advertiser opened a checkout). An ad whose advertiser started paying is a customer, not spam: it is
 * rejected on its own, where the single Reject refunds and mails them.
 *
 * No mail is sent (decision 0066): the addresses in spam applications were typed by whoever sent them and
 * were never confirmed, so a rejection mail would make the school write to strangers for the spammer.
 * Each rejection is one audit entry with the ad's state before and after, in the same transaction.
 */
export const rejectAdvertisementsInBulk = async ({
  db,
  clock,
  actor,
  ids,
}: {
  db: Database;
  clock: Clock;
  actor: AuditActor;
  ids: number[];
}): Promise<BulkRejectAdsResponse> => {
  const now = clock.now();
  return db.transaction(async (tx) => {
    // Locked in id order, as every reviewer locks one ad: a payment confirmed at this moment waits, or wins.
    const found = await tx
      .select()
      .from(advertisements)
      .where(inArray(advertisements.id, ids))
      .orderBy(asc(advertisements.id))
      .for("update");
    const byId = new Map(found.map((ad) => [ad.id, ad]));
    const rejectable = found.filter((ad) => ad.status === "pending" && ad.paymentStatus === "unpaid").map((ad) => ad.id);
    const rejected =
      rejectable.length === 0
        ? []
        : await tx
            .update(advertisements)
            .set({ status: "rejected", reviewedAt: now, reviewedBy: actor.id })
            .where(
              and(inArray(advertisements.id, rejectable), eq(advertisements.status, "pending"), eq(advertisements.paymentStatus, "unpaid")),
            )
            .returning({ id: advertisements.id, paymentStatus: advertisements.paymentStatus });
    const rejectedIds = new Set(rejected.map((ad) => ad.id));
    for (const { id, paymentStatus } of rejected.sort((left, right) => left.id - right.id)) {
      const ad = byId.get(id)!;
      await recordAdminAction(tx, actor, {
        now,
        action: "advertisement.reject",
        targetType: "advertisement",
        targetId: id,
        summary: `Rejected "${ad.title}" (${ad.companyName}) in a bulk rejection of ${rejected.length}; the advertiser was not mailed`,
        before: { status: ad.status, paymentStatus: ad.paymentStatus },
        after: { status: "rejected", paymentStatus },
      });
    }
    return {
      rejected: [...rejectedIds].sort((left, right) => left - right),
      skipped: ids
        .filter((id) => !rejectedIds.has(id))
        .map((id) => {
          const ad = byId.get(id);
          const reason = !ad ? "not_found" : ad.status !== "pending" ? "already_reviewed" : "payment_started";
          return { id, reason };
        }),
    };
  });
};
