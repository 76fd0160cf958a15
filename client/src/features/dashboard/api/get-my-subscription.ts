import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MySubscriptionResponse } from "@shared/api/billing";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const MY_SUBSCRIPTION_QUERY_KEY = queryKeys.mySubscription;

export function getMySubscription({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<MySubscriptionResponse>("GET", "/api/subscriptions/me", undefined, { signal });
}

export const mySubscriptionQueryOptions = () =>
  queryOptions({ queryKey: MY_SUBSCRIPTION_QUERY_KEY, queryFn: ({ signal }) => getMySubscription({ signal }) });

export function useMySubscription() {
  return useQuery(mySubscriptionQueryOptions());
}
