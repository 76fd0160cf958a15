import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import type { MySubscription, MySubscriptionResponse, SubscriptionPayment } from "@shared/api/billing";
import { SubscriptionDetails } from "./subscription-details";

function buildSubscription(overrides: Partial<MySubscription> = {}): MySubscription {
  return {
    plan: { id: 2, name: "Standard", price: 34900, billingInterval: "month", audience: "adult" },
    status: "active",
    displayStatus: "active",
    currentPeriodStart: "2025-03-01T10:00:00.000Z",
    currentPeriodEnd: "2025-03-31T10:00:00.000Z",
    cancelAtPeriodEnd: false,
    pendingPlan: null,
    isTrial: false,
    canRefund: false,
    refundDeadline: null,
    courseChoice: null,
    ...overrides,
  };
}

const PAYMENT: SubscriptionPayment = {
  id: 41,
  amount: 34900,
  currency: "ZAR",
  status: "paid",
  paidAt: "2025-03-01T10:00:00.000Z",
  periodStart: "2025-03-01T10:00:00.000Z",
  periodEnd: "2025-03-31T10:00:00.000Z",
  planName: "Standard",
  refundedAt: null,
};

const answer = (subscription: MySubscription | null, payments: SubscriptionPayment[] = [PAYMENT]): MySubscriptionResponse => ({
  subscription,
  payments,
});

/** GET answers the latest state, as the server would after a change. */
function statefulApi(initial: MySubscriptionResponse, path: string, next: MySubscriptionResponse | Response) {
  let current = initial;
  return {
    "GET /api/subscriptions/me": () => jsonResponse(200, current),
    [`POST ${path}`]: () => {
      if (next instanceof Response) return next;
      current = next;
      return jsonResponse(200, next);
    },
  };
}

function renderCard(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  return { ...api, ...renderWithProviders(<SubscriptionDetails />, { path: "/dashboard" }) };
}

const notifications = () => screen.findByRole("region", { name: /notifications/i });

describe("SubscriptionDetails", () => {
  it("asks a student without a subscription to view the plans", async () => {
    renderCard({ "GET /api/subscriptions/me": jsonResponse(200, answer(null, [])) });

    expect(await screen.findByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
  });

  it("shows the plan, the status, the next payment date, how payments work and the receipts", async () => {
    renderCard({ "GET /api/subscriptions/me": jsonResponse(200, answer(buildSubscription())) });

    expect(await screen.findByText("Next payment due 31 Mar, we email you a payment link")).toBeInTheDocument();
    expect(screen.queryByText(/Renews/)).not.toBeInTheDocument();
    expect(screen.getByText(/Nothing is charged automatically: you pay each period from a reminder link/)).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
    // The subscriber's own price (the server's plan.price for them), whatever the plan costs new students now.
    expect(screen.getByText("Your price").nextElementSibling).toHaveTextContent("R349.00 per month");
    expect(screen.getByRole("button", { name: "Change Plan" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel Subscription" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Request Refund" })).not.toBeInTheDocument();
    const receipts = screen.getByRole("region", { name: "Receipts" });
    expect(within(receipts).getByText("Mar 1, 2025")).toBeInTheDocument();
    expect(within(receipts).getByText("Standard")).toBeInTheDocument();
    expect(within(receipts).getByText("R349.00")).toBeInTheDocument();
    expect(within(receipts).getByText("Paid")).toBeInTheDocument();
  });

  it("lists every payment with its period, status in words, refund and a receipt link only for money received", async () => {
    const refunded: SubscriptionPayment = { ...PAYMENT, id: 42, status: "refunded", refundedAt: "2025-03-05T10:00:00.000Z" };
    const failed: SubscriptionPayment = { ...PAYMENT, id: 43, status: "failed", paidAt: null, periodStart: null, periodEnd: null };
    renderCard({ "GET /api/subscriptions/me": jsonResponse(200, answer(null, [failed, refunded, PAYMENT])) });

    const receipts = await screen.findByRole("region", { name: "Receipts" });
    const rows = within(receipts).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText("Failed")).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole("link")).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText("Refunded")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Refunded R349.00 on Mar 5, 2025")).toBeInTheDocument();
    expect(within(rows[1]!).getByRole("link", { name: "View receipt for Standard" })).toHaveAttribute("href", "/receipts/42");
    expect(within(rows[2]!).getByText("For Mar 1, 2025 to Mar 31, 2025")).toBeInTheDocument();
    expect(within(rows[2]!).getByRole("link", { name: "View receipt for Standard" })).toHaveAttribute("href", "/receipts/41");
  });

  it("shows the end date and no renewal actions once cancelled at the period end", async () => {
    renderCard({
      "GET /api/subscriptions/me": jsonResponse(
        200,
        answer(buildSubscription({ status: "cancelled", displayStatus: "ending", cancelAtPeriodEnd: true })),
      ),
    });

    expect(await screen.findByText("Expires on Mar 31, 2025")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Change Plan" })).not.toBeInTheDocument();
  });

  it("shows a running kids trial as 'Free trial, ends 2 Dec' with 'Choose a plan', never Cancelled or Expires on", async () => {
    const trial = buildSubscription({
      plan: { id: 4, name: "Starter", price: 16900, billingInterval: "month", audience: "kids" },
      status: "cancelled",
      displayStatus: "trial",
      cancelAtPeriodEnd: true,
      isTrial: true,
      currentPeriodEnd: "2026-12-02T10:00:00.000Z",
    });
    renderCard({ "GET /api/subscriptions/me": jsonResponse(200, answer(trial, [])) });

    expect(await screen.findByText("Free trial, ends 2 Dec")).toBeInTheDocument();
    expect(screen.getByText("Free trial")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/kids#plans");
    expect(screen.queryByText("Cancelled")).not.toBeInTheDocument();
    expect(screen.queryByText(/Expires on/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
  });

  it("shows an ended trial as 'Free trial ended' with 'Choose a plan'", async () => {
    const ended = buildSubscription({
      plan: { id: 4, name: "Starter", price: 16900, billingInterval: "month", audience: "kids" },
      status: "expired",
      displayStatus: "trial_ended",
      isTrial: true,
    });
    renderCard({ "GET /api/subscriptions/me": jsonResponse(200, answer(ended, [])) });

    expect(await screen.findAllByText("Free trial ended")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/kids#plans");
    expect(screen.queryByText(/Expired/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "View Plans" })).not.toBeInTheDocument();
  });

  it("names a Basic student's course with 'Change', or when it may change", async () => {
    const basic = (changeableFrom: string | null) =>
      buildSubscription({
        plan: { id: 1, name: "Basic", price: 19900, billingInterval: "month", audience: "adult" },
        courseChoice: { course: { id: 7, title: "Beginner English (A1-A2)" }, changeableFrom },
      });
    const { unmount } = renderCard({ "GET /api/subscriptions/me": jsonResponse(200, answer(basic(null))) });
    expect(await screen.findByText("Beginner English (A1-A2)")).toBeInTheDocument();
    expect(screen.getByText(/Your course:/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Change" })).toHaveAttribute("href", "/courses");
    unmount();

    renderCard({ "GET /api/subscriptions/me": jsonResponse(200, answer(basic("2025-04-30T10:00:00.000Z"))) });
    expect(await screen.findByText("You can change it from 30 Apr.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Change" })).not.toBeInTheDocument();
  });

  it("shows a scheduled plan change", async () => {
    renderCard({
      "GET /api/subscriptions/me": jsonResponse(200, answer(buildSubscription({ pendingPlan: { id: 3, name: "Premium" } }))),
    });

    expect(await screen.findByText("Changes to Premium on Mar 31, 2025")).toBeInTheDocument();
  });

  it("warns about an overdue payment with a link to pay", async () => {
    renderCard({
      "GET /api/subscriptions/me": jsonResponse(200, answer(buildSubscription({ status: "past_due", displayStatus: "past_due" }))),
    });

    expect(await screen.findByText("Past due")).toBeInTheDocument();
    expect(screen.getByText("Your payment is overdue. Pay for the next period to keep your access.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pay Now" })).toHaveAttribute("href", "/subscribe/2");
  });

  it("cancels after confirmation and shows the new end date", async () => {
    const cancelled = buildSubscription({ status: "cancelled", displayStatus: "ending", cancelAtPeriodEnd: true });
    const { requests, user } = renderCard(statefulApi(answer(buildSubscription()), "/api/subscriptions/me/cancel", answer(cancelled)));

    await user.click(await screen.findByRole("button", { name: "Cancel Subscription" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel your subscription?" });
    expect(within(dialog).getByText(/until Mar 31, 2025/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Yes, Cancel" }));

    const region = await notifications();
    expect(await within(region).findByText("Subscription Cancelled")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.url)).toEqual(["/api/subscriptions/me/cancel"]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByText("Cancelled")).toBeInTheDocument();
  });

  it("offers a refund only while the server allows it, and requests it after confirmation", async () => {
    const refunded = buildSubscription({ status: "expired", displayStatus: "expired" });
    const { requests, user } = renderCard(
      statefulApi(
        answer(buildSubscription({ canRefund: true, refundDeadline: "2025-03-08T10:00:00.000Z" })),
        "/api/subscriptions/me/refund",
        answer(refunded, [{ ...PAYMENT, status: "refunded" }]),
      ),
    );

    await user.click(await screen.findByRole("button", { name: "Request Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a refund?" });
    expect(within(dialog).getByText(/until Mar 8, 2025/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Yes, Refund" }));

    const region = await notifications();
    expect(await within(region).findByText("Refund Requested")).toBeInTheDocument();
    expect(within(region).getByText("Your refund is on its way. Access has ended.")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "POST" && request.url === "/api/subscriptions/me/refund")).toBe(true);
    expect(await screen.findByText("Refunded")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Request Refund" })).not.toBeInTheDocument();
  });

  it("shows the server's message when a refund is refused", async () => {
    const { user } = renderCard(
      statefulApi(
        answer(buildSubscription({ canRefund: true })),
        "/api/subscriptions/me/refund",
        jsonResponse(400, { message: "The 7-day refund window has passed" }),
      ),
    );

    await user.click(await screen.findByRole("button", { name: "Request Refund" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Yes, Refund" }));

    const region = await notifications();
    expect(await within(region).findByText("The 7-day refund window has passed")).toBeInTheDocument();
  });

  it("changes to another plan of the same audience", async () => {
    const plans = [
      { id: 1, name: "Basic", price: 19900, billingInterval: "month" },
      { id: 2, name: "Standard", price: 34900, billingInterval: "month" },
      { id: 3, name: "Premium", price: 59900, billingInterval: "month" },
    ];
    const { requests, user } = renderCard({
      ...statefulApi(
        answer(buildSubscription()),
        "/api/subscriptions/me/change-plan",
        answer(buildSubscription({ pendingPlan: { id: 3, name: "Premium" } })),
      ),
      "GET /api/subscription-plans": jsonResponse(200, plans),
    });

    await user.click(await screen.findByRole("button", { name: "Change Plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Change your plan" });
    const premium = await within(dialog).findByRole("radio", { name: /Premium/ });
    expect(within(dialog).getByRole("radio", { name: /Basic/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole("radio", { name: /Standard/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Confirm Change" })).toBeDisabled();
    await user.click(premium);
    await user.click(within(dialog).getByRole("button", { name: "Confirm Change" }));

    const region = await notifications();
    expect(await within(region).findByText("Plan Change Scheduled")).toBeInTheDocument();
    expect(requests.some((request) => request.url === "/api/subscription-plans?audience=adult")).toBe(true);
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({ planId: 3 });
    expect(await screen.findByText("Changes to Premium on Mar 31, 2025")).toBeInTheDocument();
  });

  it("shows the card in Spanish, with the dates in Spanish", async () => {
    showInterfaceIn("es");
    renderCard({ "GET /api/subscriptions/me": jsonResponse(200, answer(buildSubscription())) });

    expect(await screen.findByText("Próximo pago el 31 mar; te enviaremos un enlace de pago por correo")).toBeInTheDocument();
    expect(screen.getByText("Activa")).toBeInTheDocument();
    expect(screen.getByText("Tu precio").nextElementSibling).toHaveTextContent("al mes");
    expect(screen.getByRole("button", { name: "Cambiar de plan" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancelar la suscripción" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver recibo de Standard" })).toHaveAttribute("href", "/receipts/41");
    expect(screen.queryByRole("button", { name: "Change Plan" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Next payment due/)).not.toBeInTheDocument();
  });
});
