import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminPlan } from "@shared/api/admin-plans";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/plans: every plan, retired ones too, by audience, interval and order. */
export function getPlans() {
  return apiRequest<AdminPlan[]>("GET", "/api/admin/plans");
}

export const plansQueryOptions = () => queryOptions({ queryKey: queryKeys.adminPlans, queryFn: getPlans });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
