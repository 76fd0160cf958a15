import type { Clock } from "../../lib/clock";
import { createEvent, type WebhookEvent } from "./deliver-webhook";
import {
  createId,
  SANDBOX_LIMITS,
  type SandboxCheckout,
  type SandboxStore,
  setBounded,
  type StoredResponse,
  toErrorBody,
  toWireCheckout,
} from "./sandbox-store";

// What the fake Yoco does, kept apart from HTTP so the routes stay thin. docs/payments.md describes what it fakes.

export type CreateCheckoutInput = {
  amount: number;
  currency: "ZAR";
  successUrl?: string | null;
  cancelUrl?: string | null;
  failureUrl?: string | null;
  metadata?: Record<string, string> | null;
};

const notFound = (): StoredResponse => ({ status: 404, body: toErrorBody("not_found", "Checkout not found") });

export const createCheckout = (
  store: SandboxStore,
  input: CreateCheckoutInput,
  checkoutPageUrl: (id: string) => string,
): StoredResponse => {
  const id = createId("ch");
  const checkout: SandboxCheckout = {
    id,
    redirectUrl: checkoutPageUrl(id),
    status: "created",
    amount: input.amount,
    currency: input.currency,
    paymentId: null,
    successUrl: input.successUrl ?? null,
    cancelUrl: input.cancelUrl ?? null,
    failureUrl: input.failureUrl ?? null,
    // The merge with the merchant's own keys is ASSUMED; integrations rely on their keys coming back.
    metadata: { ...input.metadata, checkoutId: id, paymentFacilitator: "yoco-online-checkout" },
    processingMode: "test",
    refundableAmount: input.amount,
  };
  setBounded(store.checkouts, id, checkout, SANDBOX_LIMITS.checkouts);
  return { status: 200, body: toWireCheckout(checkout) };
};

export const readCheckout = (store: SandboxStore, id: string): StoredResponse => {
  const checkout = store.checkouts.get(id);
  return checkout ? { status: 200, body: toWireCheckout(checkout) } : notFound();
};

/** Real Yoco refuses refunds in test mode; the sandbox allows them so the app's refund path can be exercised. */
export const refundCheckout = (
  store: SandboxStore,
  clock: Clock,
  id: string,
  requestedAmount: number | undefined,
): { response: StoredResponse; event?: WebhookEvent } => {
  const checkout = store.checkouts.get(id);
  if (!checkout) return { response: notFound() };
  if (checkout.status !== "completed" || !checkout.paymentId) {
    return { response: { status: 400, body: toErrorBody("checkout_not_paid", "Only completed checkouts can be refunded.") } };
  }
  if (checkout.refundableAmount === 0) {
    return { response: { status: 400, body: toErrorBody("already_refunded", "Payment has already been refunded.") } };
  }
  // Without an amount Yoco refunds "the full remaining refundable balance".
  const amount = requestedAmount ?? checkout.refundableAmount;
  if (amount > checkout.refundableAmount) {
    return { response: { status: 400, body: toErrorBody("refund_too_large", "The refund amount is more than the refundable balance.") } };
  }
  checkout.refundableAmount -= amount;
  const refundId = createId("rfd");
  const event = createEvent(clock, "refund.succeeded", {
    id: refundId,
    paymentId: checkout.paymentId,
    status: "succeeded",
    amount,
    currency: checkout.currency,
    refundableAmount: checkout.refundableAmount,
    metadata: { checkoutId: checkout.id },
  });
  return {
    response: { status: 202, body: { id: checkout.id, refundId, message: "Your refund has been processed", status: "successful" } },
    event,
  };
};

export type CompleteOutcome = "succeeded" | "failed" | "cancelled";

export const completeCheckout = (
  store: SandboxStore,
  clock: Clock,
  id: string,
  outcome: CompleteOutcome,
): { error: StoredResponse } | { checkout: SandboxCheckout; redirectTo: string | null; event?: WebhookEvent } => {
  const checkout = store.checkouts.get(id);
  if (!checkout) return { error: notFound() };
  // A failed or cancelled checkout may be tried again, as on Yoco's page; a paid one is final.
  if (checkout.status === "completed") {
    return { error: { status: 409, body: toErrorBody("already_completed", "This checkout has already been paid.") } };
  }
  if (outcome === "failed") {
    checkout.status = "failed";
    return { checkout, redirectTo: checkout.failureUrl };
  }
  if (outcome === "cancelled") {
    checkout.status = "cancelled";
    return { checkout, redirectTo: checkout.cancelUrl };
  }
  checkout.status = "completed";
  checkout.paymentId = createId("p");
  const event = createEvent(clock, "payment.succeeded", {
    id: checkout.paymentId,
    type: "payment",
    createdDate: clock.now().toISOString(),
    amount: checkout.amount,
    currency: checkout.currency,
    paymentMethodDetails: { type: "card", card: { expiryMonth: 12, expiryYear: 30, maskedCard: "************1111", scheme: "visa" } },
    status: "succeeded",
    mode: "test",
    metadata: checkout.metadata,
  });
  return { checkout, redirectTo: checkout.successUrl, event };
};
