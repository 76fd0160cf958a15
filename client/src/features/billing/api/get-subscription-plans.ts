import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Plan, PlanAudience } from "@shared/api/billing";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const plansUrl = (audience: PlanAudience) =>
  audience === "adult" ? "/api/subscription-plans" : `/api/subscription-plans?audience=${audience}`;

export const subscriptionPlansQueryKey = (audience: PlanAudience) => queryKeys.subscriptionPlans(audience);

/** The active plans of an audience, features already decoded into a list by the server. */
export function getSubscriptionPlans({ audience, signal }: { audience: PlanAudience; signal?: AbortSignal }) {
  return apiRequest<Plan[]>("GET", plansUrl(audience), undefined, { signal });
}

export const subscriptionPlansQueryOptions = (audience: PlanAudience = "adult") =>
  queryOptions({
    queryKey: subscriptionPlansQueryKey(audience),
    queryFn: ({ signal }) => getSubscriptionPlans({ audience, signal }),
  });

export function useSubscriptionPlans(audience: PlanAudience = "adult") {
  return useQuery(subscriptionPlansQueryOptions(audience));
}
