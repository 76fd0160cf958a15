import { and, eq, isNull, lt, or } from "drizzle-orm";
import { advertisements } from "../../shared/schema/ads";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";

/** How often a campaign page may ask Yoco about one ad's open checkouts. */
export const READ_BACK_INTERVAL_MS = 60_000;

/**
 * Claims the ad's read-back for this minute: true for the one caller that may ask Yoco now (a conditional
 * update, so two instances or two tabs cannot both win). Anyone holding the link cannot spend the
 * merchant's Yoco quota faster than once a minute per ad.
 */
export const claimPaymentReadBack = async ({ db, clock, advertisementId }: { db: Database; clock: Clock; advertisementId: number }) => {
  const now = clock.now();
  const claimed = await db
    .update(advertisements)
    .set({ paymentReadBackAt: now })
    .where(
      and(
        eq(advertisements.id, advertisementId),
        or(isNull(advertisements.paymentReadBackAt), lt(advertisements.paymentReadBackAt, new Date(now.getTime() - READ_BACK_INTERVAL_MS))),
      ),
    )
    .returning({ id: advertisements.id });
  return claimed.length > 0;
};
