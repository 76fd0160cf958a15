import { and, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import { AUDIT_LOG_PAGE_SIZE, type AuditLogPage, type AuditLogQuery } from "../../shared/api/admin-audit";
import { auditLog } from "../../shared/schema";
import { fromWallTime } from "../../shared/wall-time";
import type { Database } from "../db/connection";
import { SCHOOL_TIME_ZONE } from "../lib/school-time";

const DAY_MS = 24 * 3_600_000;

/** The first instant of a calendar day (`YYYY-MM-DD`) in `timeZone`: the admin's, so the days match the times shown. */
const startOfDay = (day: string, timeZone: string) => fromWallTime(day, timeZone);

/** The day after `day` (`YYYY-MM-DD`). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

type Filters = Required<Omit<AuditLogQuery, "from" | "to" | "page" | "timeZone">> & {
  from?: string;
  to?: string;
  timeZone?: string;
  page: number;
};

/** The audit log, newest first, 25 a page, with the actions and target types for the filter choices. */
export const listAuditLog = async ({ db, filters }: { db: Database; filters: Filters }): Promise<AuditLogPage> => {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.targetType) conditions.push(eq(auditLog.targetType, filters.targetType));
  if (filters.actor) conditions.push(ilike(auditLog.actorName, escapeLike(filters.actor)));
  if (filters.query) conditions.push(ilike(auditLog.summary, `%${escapeLike(filters.query)}%`));
  const timeZone = filters.timeZone ?? SCHOOL_TIME_ZONE;
  if (filters.from) conditions.push(gte(auditLog.createdAt, startOfDay(filters.from, timeZone)));
  // Up to the next day's first instant: a day of 23 or 25 hours where the clocks change.
  if (filters.to) conditions.push(lt(auditLog.createdAt, startOfDay(nextDay(filters.to), timeZone)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, [{ total } = { total: 0 }], actions, targetTypes] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_LOG_PAGE_SIZE)
      .offset((filters.page - 1) * AUDIT_LOG_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.selectDistinct({ value: auditLog.targetType }).from(auditLog).orderBy(auditLog.targetType),
  ]);
  return {
    page: filters.page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
    total,
    entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    actions: actions.map((row) => row.value),
    targetTypes: targetTypes.map((row) => row.value),
  };
};
