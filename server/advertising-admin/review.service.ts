import { toAdvertisementContent } from "../advertising/advertisement-content";
import { and, desc, eq } from "drizzle-orm";
import {
  ADVERTISEMENT_NOT_FOUND,
  ALREADY_REVIEWED,
  type AdminAdvertisement,
  type AdminAdvertisementsResponse,
} from "../../shared/api/advertising";
import { advertisements, type Advertisement } from "../../shared/schema/ads";
import { payments, type Payment } from "../../shared/schema/billing";
import { countAdEvents, type AdCounts } from "../ad-serving/ad-event-counts";
import { invalidateServedAds } from "../ad-serving/served-ads-cache";
import { requestAdRefund } from "../advertising/ad-refunds.service";
import { campaignDates } from "../advertising/campaign-dates";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { enqueueMail } from "../lib/outbox";
import { PaymentProviderError, type YocoClient } from "../lib/payments/yoco-client";
import type { ReadCache } from "../lib/read-cache";
import { approvalMail, rejectionMail } from "./review-mail";

export const AD_REFUND_NOT_SENT =
  "The advertisement is rejected and its refund is recorded, but the payment service is not responding. The refund is asked for again automatically every 15 minutes until Yoco accepts it.";

const toAdminAdvertisement = (ad: Advertisement, counts: AdCounts | undefined): AdminAdvertisement => ({
  ...toAdvertisementContent(ad),
  contactEmail: ad.advertiserEmail,
  contactName: ad.contactName,
  phone: ad.advertiserPhone,
  price: ad.price,
  duration: ad.duration,
  status: ad.status,
  paymentStatus: ad.paymentStatus,
  startDate: ad.startDate?.toISOString() ?? null,
  endDate: ad.endDate?.toISOString() ?? null,
  impressions: counts?.impressions ?? 0,
  clicks: counts?.clicks ?? 0,
  createdAt: ad.createdAt.toISOString(),
});

const withCounts = async (db: DbExecutor, ad: Advertisement) =>
  toAdminAdvertisement(ad, (await countAdEvents({ db, advertisementIds: [ad.id] })).get(ad.id));

/** Every advertisement, newest first, with its counted impressions and clicks. */
export const listAdvertisements = async ({ db }: { db: DbExecutor }): Promise<AdminAdvertisementsResponse> => {
  const rows = await db.select().from(advertisements).orderBy(desc(advertisements.createdAt), desc(advertisements.id));
  const counts = await countAdEvents({ db, advertisementIds: rows.map((ad) => ad.id) });
  return { advertisements: rows.map((ad) => toAdminAdvertisement(ad, counts.get(ad.id))) };
};

/**
 * The ad, locked for the rest of the transaction, while it still waits for review: 404 for an unknown
 * ad, 409 once reviewed. The lock makes two admins' clicks (and a payment confirmed at the same moment)
 * take turns: the second reviewer finds it reviewed.
 */
const lockPendingAd = async (tx: DbExecutor, id: number) => {
  const [ad] = await tx.select().from(advertisements).where(eq(advertisements.id, id)).for("update");
  if (!ad) throw new AppError("not_found", ADVERTISEMENT_NOT_FOUND);
  if (ad.status !== "pending") throw new AppError("conflict", ALREADY_REVIEWED);
  return ad;
};

/** The review itself: only while still pending (the condition holds even without the lock). */
const markReviewed = async (tx: DbExecutor, id: number, values: Partial<typeof advertisements.$inferInsert>) => {
  const [updated] = await tx
    .update(advertisements)
    .set(values)
    .where(and(eq(advertisements.id, id), eq(advertisements.status, "pending")))
    .returning();
  if (!updated) throw new AppError("conflict", ALREADY_REVIEWED);
  return updated;
};

type ReviewOptions = {
  db: Database;
  clock: Clock;
  cache: ReadCache;
  id: number;
  adminId: number;
  siteOrigin: string;
  replyTo: string;
};

/**
 * Approves a pending ad. A paid ad starts its campaign now (duration days); an unpaid one gets its dates
 * when it is paid (the payment side). The advertiser is mailed the news and the campaign page's link.
 */
export const approveAdvertisement = async ({ db, clock, cache, id, adminId, siteOrigin, replyTo }: ReviewOptions) => {
  const now = clock.now();
  const approved = await db.transaction(async (tx) => {
    const ad = await lockPendingAd(tx, id);
    const isPaid = ad.paymentStatus === "paid";
    const updated = await markReviewed(tx, id, {
      status: "approved",
      reviewedAt: now,
      reviewedBy: adminId,
      ...(isPaid ? campaignDates(now, ad.duration) : {}),
    });
    const campaignUrl = `${siteOrigin}/advertising/campaigns/${encodeURIComponent(ad.campaignToken)}`;
    await enqueueMail({ db: tx, mail: approvalMail({ ad, isPaid, campaignUrl, replyTo }) });
    return updated;
  });
  invalidateServedAds(cache);
  return withCounts(db, approved);
};

/**
 * Rejects a pending ad. A paid ad is refunded through Yoco: the refund is recorded first (payment and ad
 * `refund_pending`, in the transaction of the rejection), then asked of Yoco under the key
 * `ad-refund-<payment id>`, and Yoco's refund id is stored. Yoco unreachable: the rejection and the
 * pending refund stand, and the admin reads a 502 that says the refund was not sent.
 */
export const rejectAdvertisement = async ({
  db,
  clock,
  cache,
  yoco,
  logger,
  id,
  adminId,
  replyTo,
}: Omit<ReviewOptions, "siteOrigin"> & { yoco: YocoClient; logger: Logger }): Promise<AdminAdvertisement> => {
  const now = clock.now();
  const { rejected, refund } = await db.transaction(async (tx) => {
    const ad = await lockPendingAd(tx, id);
    let refund: Payment | undefined;
    if (ad.paymentStatus === "paid") {
      [refund] = await tx
        .update(payments)
        .set({ status: "refund_pending", refundId: null })
        .where(and(eq(payments.kind, "advertisement"), eq(payments.advertisementId, id), eq(payments.status, "paid")))
        .returning();
      if (!refund) logger.warn({ advertisementId: id }, "a paid advertisement without a paid payment row: nothing sent to Yoco");
    }
    const rejected = await markReviewed(tx, id, {
      status: "rejected",
      reviewedAt: now,
      reviewedBy: adminId,
      ...(ad.paymentStatus === "paid" ? { paymentStatus: "refund_pending" as const } : {}),
    });
    const refundAmount = ad.paymentStatus === "paid" ? (refund?.amount ?? ad.price) : null;
    await enqueueMail({ db: tx, mail: rejectionMail({ ad, refundAmount, replyTo }) });
    return { rejected, refund };
  });
  invalidateServedAds(cache);

  if (refund?.checkoutId) {
    try {
      await requestAdRefund({ db, yoco, payment: refund });
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        // The advertising job asks again every 15 minutes (the same idempotency key: never twice).
        logger.warn({ advertisementId: id, paymentId: refund.id, err: error.message }, "advertisement refund not sent to Yoco");
        throw new AppError("bad_gateway", AD_REFUND_NOT_SENT);
      }
      throw error;
    }
  } else if (refund) {
    logger.warn({ advertisementId: id, paymentId: refund.id }, "a paid advertisement payment without a checkout id: refund not sent");
  }
  return withCounts(db, rejected);
};
