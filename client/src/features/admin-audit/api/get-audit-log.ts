import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditLogPage } from "@shared/api/admin-audit";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type AuditLogFilters = {
  action: string;
  targetType: string;
  actor: string;
  query: string;
  from: string;
  to: string;
  /** The zone the days are counted in: the viewer's, in which the page shows every time. */
  timeZone: string;
  page: number;
};

/** GET /api/admin/audit-log with only the filters that are set. */
export function getAuditLog(filters: AuditLogFilters) {
  const params = new URLSearchParams();
  const { timeZone, ...rest } = filters;
  for (const [key, value] of Object.entries(rest)) if (value !== "") params.set(key, String(value));
  if (rest.from || rest.to) params.set("timeZone", timeZone);
  return apiRequest<AuditLogPage>("GET", `/api/admin/audit-log?${params.toString()}`);
}

export const auditLogQueryOptions = (filters: AuditLogFilters) =>
  queryOptions({ queryKey: queryKeys.adminAuditLogPage(filters), queryFn: () => getAuditLog(filters), placeholderData: keepPreviousData });

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery(auditLogQueryOptions(filters));
}
