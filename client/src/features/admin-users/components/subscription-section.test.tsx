import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminPayment, AdminStudentAccount, AdminSubscription } from "@shared/api/admin-subscriptions";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { SubscriptionSection } from "./subscription-section";

const subscription = (overrides: Partial<AdminSubscription> = {}): AdminSubscription => ({
  id: 5,
  plan: { id: 2, name: "Standard", audience: "adult", billingInterval: "month" },
  status: "active",
  displayStatus: "active",
  currentPeriodStart: "2026-11-21T10:00:00.000Z",
  currentPeriodEnd: "2099-12-21T10:00:00.000Z",
  price: 39_900,
  cancelAtPeriodEnd: false,
  isTrial: false,
  pendingPlanName: null,
  chosenCourse: null,
  canExtend: true,
  canCancel: true,
  canResume: false,
  ...overrides,
});

const payment = (overrides: Partial<AdminPayment> = {}): AdminPayment => ({
  id: 12,
  kind: "subscription",
  createdAt: "2026-11-21T09:58:00.000Z",
  paidAt: "2026-11-21T10:00:00.000Z",
  planName: "Standard",
  periodStart: "2026-11-21T10:00:00.000Z",
  periodEnd: "2099-12-21T10:00:00.000Z",
  amount: 39_900,
  currency: "ZAR",
  status: "paid",
  refundedAt: null,
  receiptNumber: "R-2026-000012",
  canRefund: true,
  canResendReceipt: true,
  ...overrides,
});

const account = (overrides: Partial<AdminStudentAccount> = {}): AdminStudentAccount => ({
  subscription: subscription(),
  payments: [payment()],
  history: [
    {
      at: "2026-11-21T10:00:00.000Z",
      kind: "started",
      summary: "Started Standard: paid R399.00 for 21 Nov 2026 to 21 Dec 2026",
      actorName: null,
    },
  ],
  email: "lerato@example.com",
  isEmailConfirmed: true,
  isClosed: false,
  ...overrides,
});

const admin = { "GET /api/me": jsonResponse(200, buildUser({ id: 1, isAdmin: true })) };
const render = () => renderWithProviders(<SubscriptionSection userId={2} name="lerato" />, { path: "/admin/users/2" });

describe("SubscriptionSection", () => {
  it("shows the plan, the status the student is told, the period, their price, every payment and the history", async () => {
    mockApi({
      ...admin,
      "GET /api/admin/users/2/subscription": jsonResponse(
        200,
        account({
          subscription: subscription({
            displayStatus: "ending",
            status: "cancelled",
            cancelAtPeriodEnd: true,
            chosenCourse: { id: 3, title: "Business English" },
          }),
        }),
      ),
    });
    render();
    expect(await screen.findByText("Standard (adults, monthly)")).toBeInTheDocument();
    const card = screen.getByRole("region", { name: "Subscription" });
    expect(within(card).getByText("Cancelled")).toBeInTheDocument();
    expect(within(card).getByText("21 Nov 2026 to 21 Dec 2099")).toBeInTheDocument();
    expect(within(card).getByText("R399.00 a month")).toBeInTheDocument();
    expect(within(card).getByText("Yes, access ends on 21 Dec 2099")).toBeInTheDocument();
    expect(within(card).getByText("Business English")).toBeInTheDocument();
    const payments = screen.getByRole("list", { name: "Payments" });
    const row = within(payments).getByRole("listitem", { name: "Payment R-2026-000012" });
    expect(row).toHaveTextContent("21 Nov 2026");
    expect(row).toHaveTextContent("R399.00");
    expect(row).toHaveTextContent("Standard, 21 Nov 2026 to 21 Dec 2099");
    expect(within(row).getByText("Paid")).toBeInTheDocument();
    const history = screen.getByRole("list", { name: "History" });
    // When, in the admin's own zone (this admin's account is in Johannesburg, UTC+2), named.
    expect(await within(history).findByText("21 Nov 2026, 12:00 SAST")).toBeInTheDocument();
    expect(history).toHaveTextContent("Started Standard: paid R399.00 for 21 Nov 2026 to 21 Dec 2026");
  });

  it("shows a refund on the payment and the admin who asked for it in the history", async () => {
    mockApi({
      ...admin,
      "GET /api/admin/users/2/subscription": jsonResponse(
        200,
        account({
          subscription: subscription({ status: "expired", displayStatus: "expired", canExtend: false, canCancel: false }),
          payments: [payment({ status: "refunded", refundedAt: "2026-11-22T10:00:00.000Z", canRefund: false, canResendReceipt: false })],
          history: [
            { at: "2026-11-22T10:00:00.000Z", kind: "refunded", summary: "Refunded R399.00 (R-2026-000012)", actorName: null },
            {
              at: "2026-11-22T09:59:00.000Z",
              kind: "refund_requested",
              summary: "Refund of R399.00 asked of Yoco",
              actorName: "principal",
            },
          ],
        }),
      ),
    });
    render();
    const row = await screen.findByRole("listitem", { name: "Payment R-2026-000012" });
    expect(within(row).getByText("Refunded")).toBeInTheDocument();
    expect(row).toHaveTextContent("Refunded on 22 Nov 2026");
    expect(within(row).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText("Expired")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "History" })).toHaveTextContent("Refund of R399.00 asked of Yoco (by principal)");
    expect(screen.queryByRole("button", { name: "Extend" })).not.toBeInTheDocument();
  });

  it("says receipts are not mailed while the student's address is unconfirmed", async () => {
    mockApi({
      ...admin,
      "GET /api/admin/users/2/subscription": jsonResponse(
        200,
        account({ isEmailConfirmed: false, payments: [payment({ canResendReceipt: false })] }),
      ),
    });
    render();
    expect(
      await screen.findByText(
        "Receipts are not mailed: lerato has not confirmed their email address. They can view and print every receipt from their profile.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Resend receipt" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refund" })).toBeInTheDocument();
  });

  it("extends after a dialog that says the new end, checks the days and the reason, and says the result", async () => {
    const { requests } = mockApi({
      ...admin,
      "GET /api/admin/users/2/subscription": jsonResponse(200, account()),
      "POST /api/admin/users/2/subscription/extend": jsonResponse(
        200,
        account({ subscription: subscription({ currentPeriodEnd: "2099-12-28T10:00:00.000Z" }) }),
      ),
    });
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Extend" }));
    const dialog = await screen.findByRole("dialog", { name: "Extend lerato's subscription?" });
    expect(dialog).toHaveTextContent("The current period ends on 21 Dec 2099. With 7 more days it ends on 28 Dec 2099.");
    expect(dialog).toHaveTextContent("No payment is taken or refunded.");
    const days = within(dialog).getByLabelText("Days to add");
    await user.clear(days);
    await user.type(days, "400");
    await user.click(within(dialog).getByRole("button", { name: "Extend" }));
    expect(within(dialog).getByText("Enter a whole number of days from 1 to 365")).toBeInTheDocument();
    expect(within(dialog).getByText("Please give a reason: it is kept in the audit log")).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, "7");
    await user.type(within(dialog).getByLabelText("Reason"), "Missed two classes");
    await user.click(within(dialog).getByRole("button", { name: "Extend by 7 days" }));
    expect(await screen.findByText("lerato's subscription now ends on 28 Dec 2099.")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.body)).toEqual([
      { days: 7, reason: "Missed two classes" },
    ]);
    expect(screen.getByText("21 Nov 2026 to 28 Dec 2099")).toBeInTheDocument();
  });

  it("refunds a payment after a dialog that says access ends, and shows the server's refusal as a toast", async () => {
    const { requests } = mockApi({
      ...admin,
      "GET /api/admin/users/2/subscription": jsonResponse(200, account()),
      "POST /api/admin/users/2/payments/12/refund": jsonResponse(409, { message: "This payment has already been refunded" }),
    });
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund R399.00 to lerato?" });
    expect(dialog).toHaveTextContent(
      "The whole payment (R-2026-000012) goes back to their card through Yoco. Their access ends now, as with the money-back guarantee. This cannot be undone.",
    );
    await user.type(within(dialog).getByLabelText("Reason"), "Charged twice");
    await user.click(within(dialog).getByRole("button", { name: "Refund R399.00" }));
    expect(await screen.findByText("This payment has already been refunded")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Refund R399.00 to lerato?" })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.body)).toEqual([{ reason: "Charged twice" }]);
  });

  it("resends a receipt to the account's address, and cancels at the period's end", async () => {
    const { requests } = mockApi({
      ...admin,
      "GET /api/admin/users/2/subscription": jsonResponse(200, account()),
      "POST /api/admin/users/2/payments/12/receipt": jsonResponse(202, { message: "The receipt was sent again to lerato@example.com." }),
      "POST /api/admin/users/2/subscription/cancel": jsonResponse(
        200,
        account({
          subscription: subscription({
            status: "cancelled",
            displayStatus: "ending",
            cancelAtPeriodEnd: true,
            canCancel: false,
            canResume: true,
          }),
        }),
      ),
    });
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Resend receipt" }));
    const receipt = await screen.findByRole("dialog", { name: "Send receipt R-2026-000012 again?" });
    expect(receipt).toHaveTextContent("The receipt for R399.00 is mailed to lerato@example.com");
    await user.click(within(receipt).getByRole("button", { name: "Send receipt" }));
    expect(await screen.findByText("The receipt was sent again to lerato@example.com.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel at period end" }));
    const cancel = await screen.findByRole("dialog", { name: "Cancel lerato's subscription at the end of the period?" });
    expect(cancel).toHaveTextContent("They keep access until 21 Dec 2099, then it ends.");
    await user.click(within(cancel).getByRole("button", { name: "Cancel at period end" }));
    expect(await screen.findByText("lerato's subscription ends on 21 Dec 2099.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Undo cancellation" })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.url)).toEqual([
      "/api/admin/users/2/payments/12/receipt",
      "/api/admin/users/2/subscription/cancel",
    ]);
  });

  it("says when there is no subscription or payment, and offers to try again when the read fails", async () => {
    mockApi({
      ...admin,
      "GET /api/admin/users/2/subscription": jsonResponse(200, account({ subscription: null, payments: [], history: [] })),
    });
    const empty = render();
    expect(await screen.findByText("No subscription: this account has never subscribed or started a trial.")).toBeInTheDocument();
    expect(screen.getByText("No payments yet.")).toBeInTheDocument();
    expect(screen.getByText("Nothing has happened yet.")).toBeInTheDocument();
    empty.unmount();

    mockApi({ ...admin, "GET /api/admin/users/2/subscription": jsonResponse(500, { message: "Something went wrong" }) });
    render();
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent("The subscription and payments could not be loaded.");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
