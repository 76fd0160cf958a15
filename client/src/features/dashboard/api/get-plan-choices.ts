import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Plan, PlanAudience } from "@shared/api/billing";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const plansUrl = (audience: PlanAudience) => `/api/subscription-plans?audience=${audience}`;

export function getPlanChoices({ audience, signal }: { audience: PlanAudience; signal?: AbortSignal }) {
  return apiRequest<Plan[]>("GET", plansUrl(audience), undefined, { signal });
}

// The pricing pages' key: the same list, so an open pricing page and this dialog share one read.
export const planChoicesQueryOptions = (audience: PlanAudience) =>
  queryOptions({
    queryKey: queryKeys.subscriptionPlans(audience),
    queryFn: ({ signal }) => getPlanChoices({ audience, signal }),
  });

/** The active plans of an audience; read only while the change-plan dialog is open. */
export function usePlanChoices(audience: PlanAudience, { enabled }: { enabled: boolean }) {
  return useQuery({ ...planChoicesQueryOptions(audience), enabled });
}
