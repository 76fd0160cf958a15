import { and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { AdDailyPoint } from "../../shared/api/advertising";
import { adEvents } from "../../shared/schema/ads";
import type { DbExecutor } from "../db/connection";
import { dayInJohannesburg } from "../lib/school-time";

export type AdCounts = { impressions: number; clicks: number };

/** Counted impressions and clicks per ad (an ad without events is absent from the map: 0 and 0). */
export const countAdEvents = async ({ db, advertisementIds }: { db: DbExecutor; advertisementIds: number[] }) => {
  const counts = new Map<number, AdCounts>();
  if (advertisementIds.length === 0) return counts;
  const rows = await db
    .select({ advertisementId: adEvents.advertisementId, kind: adEvents.kind, value: count() })
    .from(adEvents)
    .where(inArray(adEvents.advertisementId, advertisementIds))
    .groupBy(adEvents.advertisementId, adEvents.kind);
  for (const row of rows) {
    const entry = counts.get(row.advertisementId) ?? { impressions: 0, clicks: 0 };
    if (row.kind === "impression") entry.impressions = row.value;
    else entry.clicks = row.value;
    counts.set(row.advertisementId, entry);
  }
  return counts;
};

/** clicks / impressions in percent with one decimal; null without impressions (never a made-up figure). */
export const clickRate = ({ impressions, clicks }: AdCounts) => (impressions === 0 ? null : Math.round((clicks / impressions) * 1000) / 10);

/**
 * Impressions and clicks per Johannesburg calendar day from `from` to `to` (exclusive), every day present
 * (zeros included) so a chart has no gaps; one ad, or every ad when advertisementId is left out.
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
  // Johannesburg is UTC+2 all year: the day is the UTC date of the instant two hours later.
  const day = sql<string>`to_char(${adEvents.occurredAt} at time zone 'UTC' + interval '2 hours', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, kind: adEvents.kind, value: count() })
    .from(adEvents)
    .where(
      and(
        advertisementId === undefined ? undefined : eq(adEvents.advertisementId, advertisementId),
        gte(adEvents.occurredAt, from),
        lt(adEvents.occurredAt, to),
      ),
    )
    .groupBy(day, adEvents.kind);
  const points = new Map<string, AdDailyPoint>();
  for (let time = from.getTime(); time < to.getTime(); time += 86_400_000) {
    const date = dayInJohannesburg(new Date(time));
    points.set(date, { date, impressions: 0, clicks: 0 });
  }
  const lastDay = dayInJohannesburg(new Date(to.getTime() - 1));
  if (!points.has(lastDay)) points.set(lastDay, { date: lastDay, impressions: 0, clicks: 0 });
  for (const row of rows) {
    const point = points.get(row.day);
    if (!point) continue;
    if (row.kind === "impression") point.impressions = row.value;
    else point.clicks = row.value;
  }
  return [...points.values()].sort((a, b) => a.date.localeCompare(b.date));
};
