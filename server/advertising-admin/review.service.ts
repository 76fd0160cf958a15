import { toAdvertisementContent } from "../advertising/advertisement-content";
import { and, desc, eq } from "drizzle-orm";
import {
  ADVERTISEMENT_NOT_FOUND,
  ALREADY_REVIEWED,
  hasVideoMedia,
  isVideoPlacement,
  VIDEO_MEDIA_MISSING,
  type AdminAdvertisement,
  type AdminAdvertisementsResponse,
} from "../../shared/api/advertising";
import { advertisements, type Advertisement } from "../../shared/schema/ads";
import { countAdEvents, type AdCounts } from "../ad-serving/ad-event-counts";
import { invalidateServedAds } from "../ad-serving/served-ads-cache";
import { recordAdRefunds, requestAdRefunds } from "../advertising/ad-refunds.service";
import { refreshAdPaymentStatus } from "../advertising/ad-payment-status";
import { campaignDates } from "../advertising/campaign-dates";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { enqueueMail } from "../lib/outbox";
import type { YocoClient } from "../lib/payments/yoco-client";
import type { ReadCache } from "../lib/read-cache";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
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
  pausedAt: ad.pausedAt?.toISOString() ?? null,
  takenDownAt: ad.takenDownAt?.toISOString() ?? null,
  takedownReason: ad.takedownReason,
  createdAt: ad.createdAt.toISOString(),
});

const withCounts = async (db: DbExecutor, ad: Advertisement) =>
  toAdminAdvertisement(ad, (await countAdEvents({ db, advertisementIds: [ad.id] })).get(ad.id));

/** One ad as the admin list shows it (after a moderation action). */
export const findAdminAdvertisement = async (db: DbExecutor, id: number) => {
  const [ad] = await db.select().from(advertisements).where(eq(advertisements.id, id));
  if (!ad) throw new AppError("not_found", ADVERTISEMENT_NOT_FOUND);
  return withCounts(db, ad);
};

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
  actor: AuditActor;
  siteOrigin: string;
  replyTo: string;
};

/** How the audit log names an ad: its title and advertiser (the campaign token never). */
export const namedAd = (ad: Pick<Advertisement, "title" | "companyName">) => `"${ad.title}" (${ad.companyName})`;

/**
 * Approves a pending ad. A paid ad starts its campaign now (duration days); an unpaid one gets its dates
 * when it is paid (the payment side). The advertiser is mailed the news and the campaign page's link.
 */
export const approveAdvertisement = async ({ db, clock, cache, id, actor, siteOrigin, replyTo }: ReviewOptions) => {
  const now = clock.now();
  const approved = await db.transaction(async (tx) => {
    const ad = await lockPendingAd(tx, id);
    // A video placement without a video file and a poster would show a black box: it cannot run.
    if (isVideoPlacement(ad.placementArea) && !hasVideoMedia(ad)) throw new AppError("conflict", VIDEO_MEDIA_MISSING);
    const isPaid = ad.paymentStatus === "paid";
    const updated = await markReviewed(tx, id, {
      status: "approved",
      // What the admin saw is what runs: only these addresses are served.
      reviewedImageUrl: ad.imageUrl,
      reviewedVideoUrl: ad.videoUrl,
      reviewedPosterUrl: ad.posterUrl,
      reviewedAt: now,
      reviewedBy: actor.id,
      ...(isPaid ? campaignDates(now, ad.duration) : {}),
    });
    await recordAdminAction(tx, actor, {
      now,
      action: "advertisement.approve",
      targetType: "advertisement",
      targetId: id,
      summary: `Approved ${namedAd(ad)}${isPaid ? ": the paid campaign starts now" : ": it starts once paid"}`,
      before: { status: ad.status },
      after: { status: "approved", startDate: updated.startDate?.toISOString() ?? null, endDate: updated.endDate?.toISOString() ?? null },
    });
    const campaignUrl = `${siteOrigin}/advertising/campaigns/${encodeURIComponent(ad.campaignToken)}`;
    await enqueueMail({ db: tx, now, mail: approvalMail({ ad, isPaid, endDate: updated.endDate, campaignUrl, replyTo }) });
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
  actor,
  replyTo,
}: Omit<ReviewOptions, "siteOrigin"> & { yoco: YocoClient; logger: Logger }): Promise<AdminAdvertisement> => {
  const now = clock.now();
  const { rejected, refunds } = await db.transaction(async (tx) => {
    const ad = await lockPendingAd(tx, id);
    // Every paid payment goes back, not only the first (an ad can have been paid twice).
    const refunds = await recordAdRefunds(tx, id);
    const rejected = await markReviewed(tx, id, { status: "rejected", reviewedAt: now, reviewedBy: actor.id });
    const paymentStatus = await refreshAdPaymentStatus(tx, id);
    const refundAmount = refunds.length > 0 ? refunds.reduce((sum, payment) => sum + payment.amount, 0) : null;
    await recordAdminAction(tx, actor, {
      now,
      action: "advertisement.reject",
      targetType: "advertisement",
      targetId: id,
      summary: `Rejected ${namedAd(ad)}${refundAmount === null ? "" : `; R${(refundAmount / 100).toFixed(2)} refunded`}`,
      before: { status: ad.status, paymentStatus: ad.paymentStatus },
      after: { status: "rejected", paymentStatus, refundAmount },
    });
    await enqueueMail({ db: tx, now, mail: rejectionMail({ ad, refundAmount, replyTo }) });
    return { rejected, refunds };
  });
  invalidateServedAds(cache);
  // Yoco unreachable: the advertising job asks again every 15 minutes (the same idempotency keys).
  if (!(await requestAdRefunds({ db, yoco, logger, refunds }))) throw new AppError("bad_gateway", AD_REFUND_NOT_SENT);
  const [current] = await db.select().from(advertisements).where(eq(advertisements.id, rejected.id));
  return withCounts(db, current ?? rejected);
};
