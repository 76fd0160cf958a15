import { eq } from "drizzle-orm";
import {
  AD_ALREADY_TAKEN_DOWN,
  AD_NOT_APPROVED,
  AD_NOT_PAUSED,
  AD_NOT_RUNNABLE,
  ADVERTISEMENT_NOT_FOUND,
  type AdminAdvertisement,
} from "../../shared/api/advertising";
import { advertisements } from "../../shared/schema/ads";
import { invalidateServedAds } from "../ad-serving/served-ads-cache";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import { refreshAdPaymentStatus } from "../advertising/ad-payment-status";
import { recordAdRefunds, requestAdRefunds } from "../advertising/ad-refunds.service";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { enqueueMail } from "../lib/outbox";
import type { YocoClient } from "../lib/payments/yoco-client";
import type { ReadCache } from "../lib/read-cache";
import { dayInJohannesburg } from "../lib/school-time";
import { pausedMail, resumedMail, takenDownMail } from "./moderation-mail";
import { AD_REFUND_NOT_SENT, findAdminAdvertisement, namedAd } from "./review.service";

type ModerationOptions = { db: Database; clock: Clock; cache: ReadCache; actor: AuditActor; id: number; replyTo: string };

const lockAd = async (tx: DbExecutor, id: number) => {
  const [ad] = await tx.select().from(advertisements).where(eq(advertisements.id, id)).for("update");
  if (!ad) throw new AppError("not_found", ADVERTISEMENT_NOT_FOUND);
  if (ad.takenDownAt) throw new AppError("conflict", AD_ALREADY_TAKEN_DOWN);
  return ad;
};

/**
 * Pauses an approved ad that has not ended: it is not served from now on (the served ads are read
 * afresh). Unpaid approved ads can be paused too, so they do not start at payment until resumed.
 */
export const pauseAdvertisement = async ({ db, clock, cache, actor, id, replyTo }: ModerationOptions): Promise<AdminAdvertisement> => {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const ad = await lockAd(tx, id);
    const hasEnded = ad.endDate !== null && ad.endDate <= now;
    if (ad.status !== "approved" || ad.pausedAt || hasEnded) throw new AppError("conflict", AD_NOT_RUNNABLE);
    await tx.update(advertisements).set({ pausedAt: now }).where(eq(advertisements.id, id));
    await enqueueMail({ db: tx, now, mail: pausedMail(ad, replyTo) });
    await recordAdminAction(tx, actor, {
      now,
      action: "advertisement.pause",
      targetType: "advertisement",
      targetId: id,
      summary: `Paused ${namedAd(ad)}`,
      before: { pausedAt: null },
      after: { pausedAt: now.toISOString() },
    });
  });
  invalidateServedAds(cache);
  return findAdminAdvertisement(db, id);
};

/** Resumes a paused ad; a campaign that had started gets the paused time added to its end. */
export const resumeAdvertisement = async ({ db, clock, cache, actor, id, replyTo }: ModerationOptions): Promise<AdminAdvertisement> => {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const ad = await lockAd(tx, id);
    if (!ad.pausedAt) throw new AppError("conflict", AD_NOT_PAUSED);
    // Only time the campaign was running counts: it may have been paid (and started) during the pause.
    const pausedSince = Math.max(ad.pausedAt.getTime(), ad.startDate?.getTime() ?? now.getTime());
    const pausedMs = Math.max(0, now.getTime() - pausedSince);
    const endDate = ad.endDate && ad.startDate && ad.startDate < now ? new Date(ad.endDate.getTime() + pausedMs) : ad.endDate;
    await tx.update(advertisements).set({ pausedAt: null, endDate }).where(eq(advertisements.id, id));
    await enqueueMail({ db: tx, now, mail: resumedMail(ad, replyTo, endDate ? dayInJohannesburg(endDate) : null) });
    await recordAdminAction(tx, actor, {
      now,
      action: "advertisement.resume",
      targetType: "advertisement",
      targetId: id,
      summary: `Resumed ${namedAd(ad)}${endDate ? `; it now ends on ${dayInJohannesburg(endDate)}` : ""}`,
      before: { pausedAt: ad.pausedAt.toISOString(), endDate: ad.endDate?.toISOString() ?? null },
      after: { pausedAt: null, endDate: endDate?.toISOString() ?? null },
    });
  });
  invalidateServedAds(cache);
  return findAdminAdvertisement(db, id);
};

/**
 * Takes an approved ad down for good: it stops now (its campaign ends), the advertiser is mailed the
 * admin's reason, and with `refund` every paid payment is refunded in full through Yoco (as a rejection).
 * Yoco unreachable: the takedown stands, the refunds are asked again by the advertising job, and the
 * admin reads a 502 that says so.
 */
export const takeDownAdvertisement = async ({
  db,
  clock,
  cache,
  yoco,
  logger,
  actor,
  id,
  replyTo,
  reason,
  refund,
}: ModerationOptions & { yoco: YocoClient; logger: Logger; reason: string; refund: boolean }): Promise<AdminAdvertisement> => {
  const now = clock.now();
  const refunds = await db.transaction(async (tx) => {
    const ad = await lockAd(tx, id);
    if (ad.status !== "approved") throw new AppError("conflict", AD_NOT_APPROVED);
    const endDate = ad.endDate && ad.endDate > now ? now : ad.endDate;
    await tx
      .update(advertisements)
      .set({ takenDownAt: now, takedownReason: reason, pausedAt: null, endDate })
      .where(eq(advertisements.id, id));
    const refunds = refund ? await recordAdRefunds(tx, id) : [];
    const paymentStatus = await refreshAdPaymentStatus(tx, id);
    const refundAmount = refunds.length > 0 ? refunds.reduce((sum, payment) => sum + payment.amount, 0) : null;
    await enqueueMail({ db: tx, now, mail: takenDownMail(ad, replyTo, reason, refundAmount) });
    await recordAdminAction(tx, actor, {
      now,
      action: "advertisement.take_down",
      targetType: "advertisement",
      targetId: id,
      summary: `Took down ${namedAd(ad)}${refundAmount === null ? "" : `; R${(refundAmount / 100).toFixed(2)} refunded`} (reason: ${reason})`,
      before: { takenDownAt: null, endDate: ad.endDate?.toISOString() ?? null, paymentStatus: ad.paymentStatus },
      after: { takenDownAt: now.toISOString(), endDate: endDate?.toISOString() ?? null, paymentStatus, refundAmount, reason },
    });
    return refunds;
  });
  invalidateServedAds(cache);
  if (!(await requestAdRefunds({ db, yoco, logger, refunds }))) throw new AppError("bad_gateway", AD_REFUND_NOT_SENT);
  return findAdminAdvertisement(db, id);
};
