import { and, count, eq, gt, gte, lt, lte, sum } from "drizzle-orm";
import type { AdvertisementStats } from "../../shared/api/advertising";
import { advertisements } from "../../shared/schema/ads";
import { payments } from "../../shared/schema/billing";
import { clickRate, countAdEvents, dailyAdEvents } from "../ad-serving/ad-event-counts";
import type { DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { startOfDayInJohannesburg, startOfMonthInJohannesburg } from "../lib/school-time";
import { FOLLOW_UP_AFTER_MS } from "./notifications.service";

const DAY_MS = 86_400_000;
/** The chart's window: today and the 29 Johannesburg days before it. */
export const STATS_DAYS = 30;

/** The advertising figures, every one measured from stored rows at request time. */
export const getAdvertisementStats = async ({ db, clock }: { db: DbExecutor; clock: Clock }): Promise<AdvertisementStats> => {
  const now = clock.now();
  const [[revenue], active, [pending], [followUps]] = await Promise.all([
    // Money kept: a payment refunded or being refunded is no longer "paid".
    db
      .select({ total: sum(payments.amount).mapWith(Number) })
      .from(payments)
      .where(
        and(
          eq(payments.kind, "advertisement"),
          eq(payments.status, "paid"),
          gte(payments.paidAt, startOfMonthInJohannesburg(now)),
          lte(payments.paidAt, now),
        ),
      ),
    db
      .select({ id: advertisements.id })
      .from(advertisements)
      .where(
        and(
          eq(advertisements.status, "approved"),
          eq(advertisements.paymentStatus, "paid"),
          lte(advertisements.startDate, now),
          gt(advertisements.endDate, now),
        ),
      ),
    db.select({ n: count() }).from(advertisements).where(eq(advertisements.status, "pending")),
    db
      .select({ n: count() })
      .from(advertisements)
      .where(and(eq(advertisements.status, "pending"), lt(advertisements.createdAt, new Date(now.getTime() - FOLLOW_UP_AFTER_MS)))),
  ]);

  const counts = await countAdEvents({ db, advertisementIds: active.map((ad) => ad.id) });
  const totals = { impressions: 0, clicks: 0 };
  for (const entry of counts.values()) {
    totals.impressions += entry.impressions;
    totals.clicks += entry.clicks;
  }
  const tomorrow = new Date(startOfDayInJohannesburg(now).getTime() + DAY_MS);
  const daily = await dailyAdEvents({ db, from: new Date(tomorrow.getTime() - STATS_DAYS * DAY_MS), to: tomorrow });

  return {
    monthlyRevenue: revenue?.total ?? 0,
    activeAdvertisements: active.length,
    pendingApplications: pending?.n ?? 0,
    averageClickRate: clickRate(totals),
    followUpsDue: followUps?.n ?? 0,
    daily,
  };
};
