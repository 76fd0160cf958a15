import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SubscriptionPlan } from "@shared/schema/billing";
import { apiRequest } from "@/lib/api-client";
import { parsePlanFeatures } from "../parse-plan-features";
import { queryKeys } from "@/lib/query-keys";

export type PlanAudience = "adult" | "kids";

/** One plan as GET /api/subscription-plans answers it: `features` is still a JSON-encoded string. */
export type SubscriptionPlanResponse = Pick<
  SubscriptionPlan,
  "id" | "name" | "price" | "description" | "features" | "audience" | "billingInterval" | "sortOrder"
>;

/** A plan ready to show: the feature list decoded. */
export type Plan = Omit<SubscriptionPlanResponse, "features"> & { features: string[] };

const plansUrl = (audience: PlanAudience) =>
  audience === "adult" ? "/api/subscription-plans" : `/api/subscription-plans?audience=${audience}`;

// The key's first element is the URL, so the app's default query function reads the same cache entry.
export const subscriptionPlansQueryKey = (audience: PlanAudience) => queryKeys.subscriptionPlans(audience);

export function getSubscriptionPlans({ audience, signal }: { audience: PlanAudience; signal?: AbortSignal }) {
  return apiRequest<SubscriptionPlanResponse[]>("GET", plansUrl(audience), undefined, { signal });
}

// The cache keeps the server's shape (other screens may read it raw); decoding happens on the way out.
// A module-level function, so TanStack Query keeps the decoded list between renders.
const decodePlans = (plans: SubscriptionPlanResponse[]): Plan[] =>
  plans.map((plan) => ({ ...plan, features: parsePlanFeatures(plan.features) }));

export const subscriptionPlansQueryOptions = (audience: PlanAudience = "adult") =>
  queryOptions({
    queryKey: subscriptionPlansQueryKey(audience),
    queryFn: ({ signal }) => getSubscriptionPlans({ audience, signal }),
    select: decodePlans,
  });

export function useSubscriptionPlans(audience: PlanAudience = "adult") {
  return useQuery(subscriptionPlansQueryOptions(audience));
}
