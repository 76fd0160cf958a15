import { and, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import { AUDIT_LOG_PAGE_SIZE, type AuditLogPage, type AuditLogQuery } from "../../shared/api/admin-audit";
import { auditLog } from "../../shared/schema";
import type { Database } from "../db/connection";

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** The first instant of a Johannesburg calendar day (`YYYY-MM-DD`); South Africa has no daylight saving. */
const startOfSchoolDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - SAST_OFFSET_MS);

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

type Filters = Required<Omit<AuditLogQuery, "from" | "to" | "page">> & { from?: string; to?: string; page: number };

/** The audit log, newest first, 25 a page, with the actions and target types for the filter choices. */
export const listAuditLog = async ({ db, filters }: { db: Database; filters: Filters }): Promise<AuditLogPage> => {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.targetType) conditions.push(eq(auditLog.targetType, filters.targetType));
  if (filters.actor) conditions.push(ilike(auditLog.actorName, escapeLike(filters.actor)));
  if (filters.query) conditions.push(ilike(auditLog.summary, `%${escapeLike(filters.query)}%`));
  if (filters.from) conditions.push(gte(auditLog.createdAt, startOfSchoolDay(filters.from)));
  if (filters.to) conditions.push(lt(auditLog.createdAt, new Date(startOfSchoolDay(filters.to).getTime() + 24 * 3_600_000)));
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
