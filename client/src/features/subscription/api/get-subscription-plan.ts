import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api-client";
import { decodePlanFeatures } from "../decode-plan-features";
import { queryKeys } from "@/lib/query-keys";

export type BillingInterval = "month" | "year";

/** GET /api/subscription-plans/:id; `features` is still a JSON-encoded string. */
export type SubscriptionPlanResponse = {
  id: number;
  name: string;
  /** Integer rand cents. */
  price: number;
  description: string;
  features: string;
  audience: string;
  billingInterval: BillingInterval;
};

export type SubscribePlan = Omit<SubscriptionPlanResponse, "features"> & { features: string[] };

/** The plan id of the address, or undefined when it cannot be one (so no request is made). */
export function parsePlanId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export const subscriptionPlanQueryKey = queryKeys.subscriptionPlan;

/** The plan, or null when the server does not know it (404): a normal answer for a stale link. */
export async function getSubscriptionPlan({ planId, signal }: { planId: number; signal?: AbortSignal }) {
  try {
    return await apiRequest<SubscriptionPlanResponse>("GET", `/api/subscription-plans/${planId}`, undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const decodePlan = (plan: SubscriptionPlanResponse | null): SubscribePlan | null =>
  plan ? { ...plan, features: decodePlanFeatures(plan.features) } : null;

export const subscriptionPlanQueryOptions = (planId: number) =>
  queryOptions({
    queryKey: subscriptionPlanQueryKey(planId),
    queryFn: ({ signal }) => getSubscriptionPlan({ planId, signal }),
    select: decodePlan,
  });

export function useSubscriptionPlan(planId: number | undefined) {
  return useQuery({ ...subscriptionPlanQueryOptions(planId ?? 0), enabled: planId !== undefined });
}
