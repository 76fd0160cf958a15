import { sql } from "drizzle-orm";
import type { DbExecutor } from "../db/connection";
import { startOfDayInJohannesburg } from "../lib/school-time";

const DAY_MS = 86_400_000;
/**
 * Raw events are kept for today and the two Johannesburg days before it. Counting needs only the current
 * and the previous 30-minute window (a click counts after an impression in one of them); the rest is
 * margin for clocks and for a run that failed.
 */
export const RAW_EVENT_DAYS = 2;

/** The instant before which raw events are rolled up: a Johannesburg midnight, so whole days move. */
export const rollUpCutoff = (now: Date) => new Date(startOfDayInJohannesburg(now).getTime() - RAW_EVENT_DAYS * DAY_MS);

/**
 * Moves the raw events older than the cutoff into per-day counts, in one statement: the rows are deleted
 * and their counts added to `ad_daily_counts` together, or neither happens. Two runs at once (two
 * instances, a "Run now") cannot count a row twice: a row deleted by one is skipped by the other. A second
 * run finds nothing to move. Returns how many events and ad-days it moved.
 */
export const rollUpAdEvents = async ({ db, now }: { db: DbExecutor; now: Date }) => {
  const cutoff = rollUpCutoff(now);
  const result = await db.execute(sql`
    with moved as (
      delete from ad_events where occurred_at < ${cutoff.toISOString()}::timestamptz
      returning advertisement_id, kind, occurred_at
    ),
    added as (
      insert into ad_daily_counts (advertisement_id, day, impressions, clicks)
      select
        advertisement_id,
        ((occurred_at at time zone 'UTC') + interval '2 hours')::date,
        count(*) filter (where kind = 'impression'),
        count(*) filter (where kind = 'click')
      from moved
      group by 1, 2
      on conflict (advertisement_id, day) do update set
        impressions = ad_daily_counts.impressions + excluded.impressions,
        clicks = ad_daily_counts.clicks + excluded.clicks
      returning 1
    )
    select (select count(*) from moved)::integer as events, (select count(*) from added)::integer as days
  `);
  const [row] = (result as unknown as { rows: { events: number; days: number }[] }).rows;
  return { events: Number(row?.events ?? 0), days: Number(row?.days ?? 0) };
};
