import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { redirectTo } from "@/features/subscription/redirect-to";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import SubscribeScreen from "./subscribe";

vi.mock("@/features/subscription/redirect-to", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/features/subscription/redirect-to")>()),
  redirectTo: vi.fn(),
}));

const STANDARD = {
  id: 2,
  name: "Standard",
  price: 34900,
  description: "Live classes and feedback every week",
  features: ["Weekly live classes", "Writing feedback"],
  audience: "adult",
  billingInterval: "month",
};

const CHECKOUT = { checkoutId: "ch_123", checkoutUrl: "https://payments.yoco.com/checkout/ch_123", paymentId: 41 };

function renderSubscribe(path = "/subscribe/2") {
  return renderWithProviders(
    <Route path="/subscribe/:planId">
      <SubscribeScreen />
    </Route>,
    { path },
  );
}

const notifications = () => screen.findByRole("region", { name: /notifications/i });
const checkoutStatus = (status: string) => jsonResponse(200, { paymentId: 41, checkoutId: "ch_123", status, planId: 2 });

describe("Subscribe screen", () => {
  beforeEach(() => {
    vi.mocked(redirectTo).mockReset();
  });

  it("shows the plan, its benefits and the order summary with the real amount", async () => {
    mockApi({ "GET /api/subscription-plans/2": jsonResponse(200, STANDARD) });
    renderSubscribe();

    expect(await screen.findByRole("heading", { level: 1, name: "Subscribe to Standard" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("Weekly live classes")).toBeInTheDocument();
    expect(screen.getByText("Writing feedback")).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Order Summary" });
    expect(within(summary).getByText("per month", { exact: false })).toBeInTheDocument();
    expect(within(summary).getByText("Nothing is charged automatically: you pay each month from a reminder link")).toBeInTheDocument();
    expect(within(summary).queryByText(/until you cancel/)).not.toBeInTheDocument();
    expect(within(summary).getByText(/7-day money-back guarantee/)).toBeInTheDocument();
    expect(within(summary).getByText(/Yoco's secure checkout page/)).toBeInTheDocument();
    expect(within(summary).getByRole("button", { name: "Pay R349.00" })).toBeEnabled();
  });

  it("shows the checkout in Spanish, with the amount in the Spanish form", async () => {
    showInterfaceIn("es");
    mockApi({ "GET /api/subscription-plans/2": jsonResponse(200, STANDARD) });
    renderSubscribe();

    expect(await screen.findByRole("heading", { level: 1, name: "Suscríbete a Standard" })).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Resumen del pedido" });
    expect(
      within(summary).getByText("No se cobra nada automáticamente: pagas cada mes desde un enlace de recordatorio"),
    ).toBeInTheDocument();
    expect(within(summary).getByRole("button", { name: /^Pagar 349,00/ })).toBeEnabled();
    expect(screen.getByRole("heading", { name: "Qué incluye Standard" })).toBeInTheDocument();
    expect(screen.queryByText("Order Summary")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pay / })).not.toBeInTheDocument();
  });

  it("shows a renewing subscriber their own price, not the plan's new one", async () => {
    mockApi({
      "GET /api/subscription-plans/2": jsonResponse(200, { ...STANDARD, price: 44900 }),
      "GET /api/subscriptions/checkout-quote/2": jsonResponse(200, { plan: { ...STANDARD, price: 44900 }, price: 34900, isOwnPrice: true }),
    });
    renderSubscribe();
    const summary = await screen.findByRole("region", { name: "Order Summary" });
    expect(within(summary).getByRole("button", { name: "Pay R349.00" })).toBeEnabled();
    expect(
      within(summary).getByText("Your own price: you keep the price you subscribed at while you stay on this plan."),
    ).toBeInTheDocument();
    expect(within(summary).queryByText(/R449/)).not.toBeInTheDocument();
  });

  it("lets a subscriber renew a retired plan, which a newcomer finds no longer offered", async () => {
    mockApi({
      "GET /api/subscription-plans/2": jsonResponse(404, { message: "That plan does not exist or is no longer offered" }),
      "GET /api/subscriptions/checkout-quote/2": jsonResponse(200, { plan: STANDARD, price: 34900, isOwnPrice: true }),
    });
    const { unmount } = renderSubscribe();
    expect(await screen.findByRole("heading", { level: 1, name: "Subscribe to Standard" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay R349.00" })).toBeEnabled();
    unmount();
    mockApi({
      "GET /api/subscription-plans/2": jsonResponse(404, { message: "That plan does not exist or is no longer offered" }),
      "GET /api/subscriptions/checkout-quote/2": jsonResponse(409, {
        message: "This plan is no longer offered. Please choose another plan",
      }),
    });
    renderSubscribe();
    expect(await screen.findByRole("heading", { level: 1, name: "Plan Not Found" })).toBeInTheDocument();
  });

  it("says 'per year' and 'you pay each year from a reminder link' for a yearly plan", async () => {
    mockApi({ "GET /api/subscription-plans/9": jsonResponse(200, { ...STANDARD, id: 9, price: 292900, billingInterval: "year" }) });
    renderSubscribe("/subscribe/9");

    expect(await screen.findByText("Nothing is charged automatically: you pay each year from a reminder link")).toBeInTheDocument();
    expect(screen.getByText("per year", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay R2\u00a0929.00" })).toBeInTheDocument();
  });

  it("posts only the plan id and sends the student to the hosted checkout page", async () => {
    const { requests } = mockApi({
      "GET /api/subscription-plans/2": jsonResponse(200, STANDARD),
      "POST /api/subscriptions/checkout": jsonResponse(201, CHECKOUT),
    });
    const { user } = renderSubscribe();

    await user.click(await screen.findByRole("button", { name: "Pay R349.00" }));

    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(redirectTo).toHaveBeenCalledWith(CHECKOUT.checkoutUrl);
    const post = requests.find((request) => request.method === "POST");
    expect(post?.url).toBe("/api/subscriptions/checkout");
    expect(post?.body).toEqual({ planId: 2 });
  });

  it("shows the server's message when the checkout cannot be opened", async () => {
    mockApi({
      "GET /api/subscription-plans/2": jsonResponse(200, STANDARD),
      "POST /api/subscriptions/checkout": jsonResponse(502, {
        message: "The payment service is not responding. Please try again in a few minutes.",
      }),
    });
    const { user } = renderSubscribe();

    await user.click(await screen.findByRole("button", { name: "Pay R349.00" }));

    const region = await notifications();
    expect(await within(region).findByText("Error")).toBeInTheDocument();
    expect(within(region).getByText("The payment service is not responding. Please try again in a few minutes.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay R349.00" })).toBeEnabled();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("shows a not-found card with a link to the plans for an unknown plan", async () => {
    mockApi({ "GET /api/subscription-plans/99": jsonResponse(404, { message: "Plan not found" }) });
    renderSubscribe("/subscribe/99");

    expect(await screen.findByRole("heading", { level: 1, name: "Plan Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
  });

  it("shows the payment failed toast and the Pay button again after a declined card", async () => {
    const { requests } = mockApi({ "GET /api/subscription-plans/2": jsonResponse(200, STANDARD) });
    renderSubscribe("/subscribe/2?payment=41&result=failed");

    const region = await notifications();
    expect(await within(region).findByText("Payment Failed")).toBeInTheDocument();
    expect(within(region).getByText("Your card was declined or the payment did not complete.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Pay R349.00" })).toBeEnabled();
    expect(requests.some((request) => request.url.startsWith("/api/subscriptions/checkout/"))).toBe(false);
  });

  it("says nothing was charged after a cancelled checkout", async () => {
    mockApi({ "GET /api/subscription-plans/2": jsonResponse(200, STANDARD) });
    renderSubscribe("/subscribe/2?payment=41&result=cancelled");

    expect(await screen.findByText("Payment cancelled. You have not been charged.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay R349.00" })).toBeInTheDocument();
  });

  describe("returning from a successful checkout", () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("shows 'Payment Successful' and goes to the dashboard after 3 seconds", async () => {
      const { requests } = mockApi({
        "GET /api/subscription-plans/2": jsonResponse(200, STANDARD),
        "GET /api/subscriptions/checkout/41": checkoutStatus("paid"),
      });
      const { currentPath } = renderSubscribe("/subscribe/2?payment=41&result=success");

      expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful" })).toBeInTheDocument();
      expect(screen.getByText("Standard")).toBeInTheDocument();
      expect(screen.getByText(/receipt/)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
      expect(requests.some((request) => request.url === "/api/subscriptions/checkout/41")).toBe(true);

      await act(() => vi.advanceTimersByTimeAsync(3000));

      expect(currentPath()).toBe("/dashboard");
    });

    it("polls every second while the payment is pending", async () => {
      let reads = 0;
      mockApi({
        "GET /api/subscription-plans/2": jsonResponse(200, STANDARD),
        "GET /api/subscriptions/checkout/41": () => {
          reads += 1;
          return checkoutStatus(reads < 3 ? "pending" : "paid");
        },
      });
      renderSubscribe("/subscribe/2?payment=41&result=success");

      expect(await screen.findByText("Confirming your payment...")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /^Pay/ })).not.toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(2500));

      expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful" })).toBeInTheDocument();
      expect(reads).toBe(3);
    });

    it("offers 'Check again' when the payment is still pending after the polling window", async () => {
      let status = "pending";
      let reads = 0;
      mockApi({
        "GET /api/subscription-plans/2": jsonResponse(200, STANDARD),
        "GET /api/subscriptions/checkout/41": () => {
          reads += 1;
          return checkoutStatus(status);
        },
      });
      renderSubscribe("/subscribe/2?payment=41&result=success");
      await screen.findByText("Confirming your payment...");

      await act(() => vi.advanceTimersByTimeAsync(16_000));

      expect(await screen.findByRole("heading", { name: "We're confirming your payment" })).toBeInTheDocument();
      const readsAfterWindow = reads;
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(reads).toBe(readsAfterWindow);

      status = "paid";
      fireEvent.click(screen.getByRole("button", { name: "Check again" }));

      expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful" })).toBeInTheDocument();
    });

    it("shows the payment failed toast when the server reports the payment failed", async () => {
      mockApi({
        "GET /api/subscription-plans/2": jsonResponse(200, STANDARD),
        "GET /api/subscriptions/checkout/41": checkoutStatus("failed"),
      });
      renderSubscribe("/subscribe/2?payment=41&result=success");

      const region = await notifications();
      expect(await within(region).findByText("Payment Failed")).toBeInTheDocument();
      expect(await screen.findByRole("button", { name: "Pay R349.00" })).toBeInTheDocument();
    });
  });
});
