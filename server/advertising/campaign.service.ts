import { toAdvertisementContent } from "./advertisement-content";
import { eq } from "drizzle-orm";
import { CAMPAIGN_NOT_FOUND, type CampaignView } from "../../shared/api/advertising";
import { advertisements } from "../../shared/schema/ads";
import { clickRate, countAdEvents, dailyAdEvents } from "../ad-serving/ad-event-counts";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";

const DAY_MS = 86_400_000;
/** Tokens are 32 base64url characters; anything else is not looked up at all. */
const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{16,64}$/.test(token);

/** The advertiser's private view of one campaign, found by its unguessable token only. */
export const getCampaign = async ({ db, clock, token }: { db: Database; clock: Clock; token: string }): Promise<CampaignView> => {
  if (!isTokenShaped(token)) throw new AppError("not_found", CAMPAIGN_NOT_FOUND);
  const [ad] = await db.select().from(advertisements).where(eq(advertisements.campaignToken, token));
  if (!ad) throw new AppError("not_found", CAMPAIGN_NOT_FOUND);
  const now = clock.now();
  const counts = (await countAdEvents({ db, advertisementIds: [ad.id] })).get(ad.id) ?? { impressions: 0, clicks: 0 };
  const from = ad.startDate ?? ad.createdAt;
  const to = new Date(Math.min(now.getTime(), ad.endDate?.getTime() ?? now.getTime()) + 1);
  const daily =
    ad.startDate && ad.startDate <= now
      ? await dailyAdEvents({ db, advertisementId: ad.id, from: new Date(Math.max(from.getTime(), to.getTime() - 365 * DAY_MS)), to })
      : [];
  return {
    ...toAdvertisementContent(ad),
    duration: ad.duration,
    price: ad.price,
    status: ad.status,
    paymentStatus: ad.paymentStatus,
    startDate: ad.startDate?.toISOString() ?? null,
    endDate: ad.endDate?.toISOString() ?? null,
    isRunning:
      ad.status === "approved" &&
      ad.paymentStatus === "paid" &&
      !ad.pausedAt &&
      !ad.takenDownAt &&
      !!ad.startDate &&
      !!ad.endDate &&
      ad.startDate <= now &&
      now < ad.endDate,
    impressions: counts.impressions,
    clicks: counts.clicks,
    clickRate: clickRate(counts),
    daily,
    pausedAt: ad.pausedAt?.toISOString() ?? null,
    takenDownAt: ad.takenDownAt?.toISOString() ?? null,
    takedownReason: ad.takedownReason,
    createdAt: ad.createdAt.toISOString(),
  };
};
