import { gte } from "drizzle-orm";
import { PROSPECT_STATUSES, type OutreachStats, type ProspectStatus } from "../../shared/api/outreach";
import { outreachEmails, outreachProspects } from "../../shared/schema/outreach";
import type { DbExecutor } from "../db/connection";
import { startOfDayInJohannesburg } from "../lib/school-time";

const DAY_MS = 86_400_000;
const WEEKS = 8;

/** The Monday that starts the Johannesburg week of an instant. */
const weekStartOf = (date: Date) => {
  const day = startOfDayInJohannesburg(date);
  const weekday = (new Date(day.getTime() + 2 * 3_600_000).getUTCDay() + 6) % 7; // Monday 0
  return new Date(day.getTime() - weekday * DAY_MS);
};

/** GET /api/outreach/stats: counts by status and industry, the pipeline's value, conversion, emails per week. */
export const getOutreachStats = async (db: DbExecutor, now: Date): Promise<OutreachStats> => {
  const prospects = await db
    .select({ status: outreachProspects.status, industry: outreachProspects.industry, value: outreachProspects.potentialValue })
    .from(outreachProspects);
  const byStatus = Object.fromEntries(PROSPECT_STATUSES.map((status) => [status, 0])) as Record<ProspectStatus, number>;
  const industries = new Map<string, { count: number; value: number }>();
  let pipelineValue = 0;
  for (const prospect of prospects) {
    byStatus[prospect.status as ProspectStatus] = (byStatus[prospect.status as ProspectStatus] ?? 0) + 1;
    if (prospect.status !== "converted" && prospect.status !== "rejected") pipelineValue += prospect.value;
    const key = prospect.industry ?? "Not set";
    const entry = industries.get(key) ?? { count: 0, value: 0 };
    industries.set(key, { count: entry.count + 1, value: entry.value + prospect.value });
  }
  const firstWeek = new Date(weekStartOf(now).getTime() - (WEEKS - 1) * 7 * DAY_MS);
  const sent = await db
    .select({ createdAt: outreachEmails.createdAt })
    .from(outreachEmails)
    .where(gte(outreachEmails.createdAt, firstWeek));
  const weeks = Array.from({ length: WEEKS }, (_, index) => new Date(firstWeek.getTime() + index * 7 * DAY_MS));
  const perWeek = new Map(weeks.map((week) => [week.getTime(), 0]));
  for (const { createdAt } of sent) {
    const key = weekStartOf(createdAt).getTime();
    perWeek.set(key, (perWeek.get(key) ?? 0) + 1);
  }
  return {
    total: prospects.length,
    byStatus,
    pipelineValue,
    conversionRate: prospects.length === 0 ? null : Math.round((byStatus.converted / prospects.length) * 1000) / 10,
    byIndustry: [...industries]
      .map(([industry, entry]) => ({ industry, ...entry }))
      .sort((a, b) => b.count - a.count || a.industry.localeCompare(b.industry)),
    emailsPerWeek: weeks.map((week) => ({
      weekStart: new Date(week.getTime() + 2 * 3_600_000).toISOString().slice(0, 10),
      emails: perWeek.get(week.getTime()) ?? 0,
    })),
  };
};
