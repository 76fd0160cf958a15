import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type SubscriptionStatus = "active" | "past_due" | "cancelled" | "refund_pending" | "expired";
export type PaymentStatus = "pending" | "paid" | "failed" | "cancelled" | "refund_pending" | "refunded";

export type MySubscription = {
  plan: {
    id: number;
    name: string;
    /** Integer rand cents. */
    price: number;
    billingInterval: "month" | "year";
    /** Not always sent; the plan list to change to falls back to the adult plans. */
    audience?: string;
  };
  status: SubscriptionStatus;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  pendingPlan: { id: number; name: string } | null;
  isTrial: boolean;
  canRefund: boolean;
  refundDeadline: string | null;
};

export type SubscriptionPayment = {
  id: number;
  /** Integer cents of `currency` (rand). */
  amount: number;
  currency: string;
  status: PaymentStatus;
  paidAt: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  planName: string | null;
};

/** GET /api/subscriptions/me; cancel, change-plan, refund and trial answer the same shape. */
export type MySubscriptionResponse = { subscription: MySubscription | null; payments: SubscriptionPayment[] };

export const MY_SUBSCRIPTION_QUERY_KEY = queryKeys.mySubscription;

export function getMySubscription({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<MySubscriptionResponse>("GET", "/api/subscriptions/me", undefined, { signal });
}

export const mySubscriptionQueryOptions = () =>
  queryOptions({ queryKey: MY_SUBSCRIPTION_QUERY_KEY, queryFn: ({ signal }) => getMySubscription({ signal }) });

export function useMySubscription() {
  return useQuery(mySubscriptionQueryOptions());
}
