import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useCheckoutStatus } from "./api/get-checkout-status";
import { invalidateSubscriptionData } from "./subscription-query-keys";

/** How long the page keeps asking before it says the confirmation is taking longer than usual. */
export const POLL_WINDOW_MS = 15_000;

/**
 * Where the student stands after coming back from Yoco's page:
 * none (no payment in the address), confirming (asking the server), delayed (still pending after the
 * polling window), unchecked (the status could not be read), paid, failed or cancelled.
 */
export type PaymentOutcome = "none" | "confirming" | "delayed" | "unchecked" | "paid" | "failed" | "cancelled";

export type PaymentReturn = { paymentId?: string; result?: string };

/** The `payment` and `result` parameters Yoco's return address carries. */
export function readPaymentReturn(search: string): PaymentReturn {
  const params = new URLSearchParams(search);
  return { paymentId: params.get("payment") || undefined, result: params.get("result") || undefined };
}

export function usePaymentReturn({ paymentId, result }: PaymentReturn) {
  const queryClient = useQueryClient();
  // A failed or cancelled return needs no confirmation: nothing was charged. Any other return with a
  // payment id is checked with the server, which is the only judge of "paid".
  const shouldCheck = paymentId !== undefined && result !== "failed" && result !== "cancelled";
  const [pollRound, setPollRound] = useState(0);
  const [isPollWindowOver, setIsPollWindowOver] = useState(false);

  useEffect(() => {
    if (!shouldCheck) return;
    const timeout = setTimeout(() => setIsPollWindowOver(true), POLL_WINDOW_MS);
    return () => clearTimeout(timeout);
  }, [shouldCheck, pollRound]);

  const status = useCheckoutStatus(shouldCheck ? paymentId : undefined, { isPolling: !isPollWindowOver });
  const outcome = getOutcome();

  function getOutcome(): PaymentOutcome {
    if (result === "failed") return "failed";
    if (result === "cancelled") return "cancelled";
    if (!shouldCheck) return "none";
    const checkoutStatus = status.data?.status;
    if (checkoutStatus === "paid" || checkoutStatus === "failed" || checkoutStatus === "cancelled") return checkoutStatus;
    if (checkoutStatus === "refunded") return "none";
    if (status.isFetching || (checkoutStatus === "pending" && !isPollWindowOver)) return "confirming";
    return checkoutStatus === "pending" ? "delayed" : "unchecked";
  }

  const hasRefreshedRef = useRef(false);
  useEffect(() => {
    if (outcome !== "paid" || hasRefreshedRef.current) return;
    hasRefreshedRef.current = true;
    // The dashboard this page moves on to must show the new plan, not a cached "no subscription".
    void invalidateSubscriptionData(queryClient);
  }, [outcome, queryClient]);

  const checkAgain = () => {
    setIsPollWindowOver(false);
    setPollRound((round) => round + 1);
    void status.refetch();
  };

  return { outcome, checkAgain };
}
