import { and, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { AdDailyPoint } from "../../shared/api/advertising";
import { adDailyCounts, adEvents } from "../../shared/schema/ads";
import type { DbExecutor } from "../db/connection";
import { dayInJohannesburg } from "../lib/school-time";

export type AdCounts = { impressions: number; clicks: number };

const countedImpressions = sql<number>`count(*) filter (where ${adEvents.kind} = 'impression')::integer`;
const countedClicks = sql<number>`count(*) filter (where ${adEvents.kind} = 'click')::integer`;
// Johannesburg is UTC+2 all year: the day is the UTC date of the instant two hours later.
const eventDay = sql<string>`to_char((${adEvents.occurredAt} at time zone 'UTC') + interval '2 hours', 'YYYY-MM-DD')`;

/**
 * Counted impressions and clicks per ad (an ad without events is absent from the map: 0 and 0): the raw
 * events still kept plus the days already rolled up (ad-event-roll-up.ts), read in one statement so a
 * roll-up running at the same moment can neither hide nor double a figure.
 */
export const countAdEvents = async ({ db, advertisementIds }: { db: DbExecutor; advertisementIds: number[] }) => {
  const counts = new Map<number, AdCounts>();
  if (advertisementIds.length === 0) return counts;
  const counted = unionAll(
    db
      .select({
        advertisementId: adEvents.advertisementId,
        impressions: countedImpressions.as("impressions"),
        clicks: countedClicks.as("clicks"),
      })
      .from(adEvents)
      .where(inArray(adEvents.advertisementId, advertisementIds))
      .groupBy(adEvents.advertisementId),
    db
      .select({ advertisementId: adDailyCounts.advertisementId, impressions: adDailyCounts.impressions, clicks: adDailyCounts.clicks })
      .from(adDailyCounts)
      .where(inArray(adDailyCounts.advertisementId, advertisementIds)),
  ).as("counted");
  const rows = await db
    .select({
      advertisementId: counted.advertisementId,
      impressions: sql<number>`sum(${counted.impressions})::integer`,
      clicks: sql<number>`sum(${counted.clicks})::integer`,
    })
    .from(counted)
    .groupBy(counted.advertisementId);
  for (const row of rows) counts.set(row.advertisementId, { impressions: Number(row.impressions), clicks: Number(row.clicks) });
  return counts;
};

/** clicks / impressions in percent with one decimal; null without impressions (never a made-up figure). */
export const clickRate = ({ impressions, clicks }: AdCounts) => (impressions === 0 ? null : Math.round((clicks / impressions) * 1000) / 10);

/**
 * Impressions and clicks per Johannesburg calendar day from `from` to `to` (exclusive), every day present
 * (zeros included) so a chart has no gaps; one ad, or every ad when advertisementId is left out. Raw
 * events count by their instant; a rolled-up day counts whole when it lies between the days of `from` and
 * of the last instant before `to` (a day is the smallest unit once rolled up; every caller asks whole
 * days, or a campaign's own span, outside which it has no events).
 */
export const dailyAdEvents = async ({
  db,
  advertisementId,
  from,
  to,
}: {
  db: DbExecutor;
  advertisementId?: number;
  from: Date;
  to: Date;
}): Promise<AdDailyPoint[]> => {
  const firstDay = dayInJohannesburg(from);
  const lastDay = dayInJohannesburg(new Date(to.getTime() - 1));
  const perDay = unionAll(
    db
      .select({ day: eventDay.as("day"), impressions: countedImpressions.as("impressions"), clicks: countedClicks.as("clicks") })
      .from(adEvents)
      .where(
        and(
          advertisementId === undefined ? undefined : eq(adEvents.advertisementId, advertisementId),
          gte(adEvents.occurredAt, from),
          lt(adEvents.occurredAt, to),
        ),
      )
      .groupBy(eventDay),
    db
      .select({
        day: sql<string>`to_char(${adDailyCounts.day}, 'YYYY-MM-DD')`.as("day"),
        impressions: adDailyCounts.impressions,
        clicks: adDailyCounts.clicks,
      })
      .from(adDailyCounts)
      .where(
        and(
          advertisementId === undefined ? undefined : eq(adDailyCounts.advertisementId, advertisementId),
          gte(adDailyCounts.day, firstDay),
          lte(adDailyCounts.day, lastDay),
        ),
      ),
  ).as("per_day");
  const rows = await db
    .select({
      day: perDay.day,
      impressions: sql<number>`sum(${perDay.impressions})::integer`,
      clicks: sql<number>`sum(${perDay.clicks})::integer`,
    })
    .from(perDay)
    .groupBy(perDay.day);
  const points = new Map<string, AdDailyPoint>();
  for (let time = from.getTime(); time < to.getTime(); time += 86_400_000) {
    const date = dayInJohannesburg(new Date(time));
    points.set(date, { date, impressions: 0, clicks: 0 });
  }
  if (!points.has(lastDay)) points.set(lastDay, { date: lastDay, impressions: 0, clicks: 0 });
  for (const row of rows) {
    const point = points.get(row.day);
    if (!point) continue;
    point.impressions = Number(row.impressions);
    point.clicks = Number(row.clicks);
  }
  return [...points.values()].sort((a, b) => a.date.localeCompare(b.date));
};
