import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type PlanAudience = "adult" | "kids";

/** The fields of GET /api/subscription-plans that choosing another plan needs. */
export type PlanChoice = { id: number; name: string; price: number; billingInterval: "month" | "year" };

const plansUrl = (audience: PlanAudience) => `/api/subscription-plans?audience=${audience}`;

export function getPlanChoices({ audience, signal }: { audience: PlanAudience; signal?: AbortSignal }) {
  return apiRequest<PlanChoice[]>("GET", plansUrl(audience), undefined, { signal });
}

export const planChoicesQueryOptions = (audience: PlanAudience) =>
  queryOptions({
    queryKey: queryKeys.subscriptionPlans(audience),
    queryFn: ({ signal }) => getPlanChoices({ audience, signal }),
  });

/** The active plans of an audience; read only while the change-plan dialog is open. */
export function usePlanChoices(audience: PlanAudience, { enabled }: { enabled: boolean }) {
  return useQuery({ ...planChoicesQueryOptions(audience), enabled });
}
