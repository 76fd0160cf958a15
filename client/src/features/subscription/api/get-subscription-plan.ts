import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Plan } from "@shared/api/billing";
import { ApiError, apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

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
    return await apiRequest<Plan>("GET", `/api/subscription-plans/${planId}`, undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const subscriptionPlanQueryOptions = (planId: number) =>
  queryOptions({
    queryKey: subscriptionPlanQueryKey(planId),
    queryFn: ({ signal }) => getSubscriptionPlan({ planId, signal }),
  });

export function useSubscriptionPlan(planId: number | undefined) {
  return useQuery({ ...subscriptionPlanQueryOptions(planId ?? 0), enabled: planId !== undefined });
}
