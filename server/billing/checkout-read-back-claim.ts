import { and, eq, isNull, lte, or } from "drizzle-orm";
import { payments } from "../../shared/schema/billing";
import type { Database } from "../db/connection";

/** How often a student's status page may ask Yoco about one pending checkout. */
export const CHECKOUT_READ_BACK_INTERVAL_MS = 15_000;

/**
 * Claims the payment's read-back for the next 15 seconds: true for the one caller that may ask Yoco now.
 * A conditional update in the database (as the campaign page's claimPaymentReadBack), so two instances or
 * two tabs cannot both win, and the page's polling every second costs the merchant's Yoco quota one call
 * per 15 seconds per payment. Between read-backs the page reads the stored state, which the webhook
 * keeps current.
 */
export const claimCheckoutReadBack = async ({ db, now, paymentId }: { db: Database; now: Date; paymentId: number }) => {
  const claimed = await db
    .update(payments)
    .set({ readBackAt: now })
    .where(
      and(
        eq(payments.id, paymentId),
        or(isNull(payments.readBackAt), lte(payments.readBackAt, new Date(now.getTime() - CHECKOUT_READ_BACK_INTERVAL_MS))),
      ),
    )
    .returning({ id: payments.id });
  return claimed.length > 0;
};
