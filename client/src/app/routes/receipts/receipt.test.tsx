import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "wouter";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentReceipt } from "@shared/api/billing";
import type { SchoolDetails } from "@shared/api/school";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import ReceiptScreen from "./receipt";

const SCHOOL: SchoolDetails = {
  name: "Kaapstad English College",
  postalAddress: "12 Bree Street, Cape Town 8001",
  contactEmail: "accounts@kaapstad.example",
  phone: "+27 21 555 0101",
  registrationNumber: "2019/555555/07",
  supportHours: [{ days: [1, 2, 3, 4, 5], opens: "08:00", closes: "16:00" }],
  supportTimeZone: "Africa/Johannesburg",
  foundedYear: null,
};

const RECEIPT: PaymentReceipt = {
  paymentId: 7,
  receiptNumber: "R-2026-000007",
  payerName: "Amara Dube",
  payerEmail: "amara@example.com",
  paidAt: "2026-11-21T10:00:00.000Z",
  planName: "Standard",
  periodStart: "2026-11-21T10:00:00.000Z",
  periodEnd: "2026-12-21T10:00:00.000Z",
  amount: 39_900,
  currency: "ZAR",
  status: "paid",
  paymentReference: "p_sandbox_123",
  refunds: [],
};

const renderReceipt = (routes: Parameters<typeof mockApi>[0], path = "/receipts/7") => {
  mockApi({ "GET /api/school": jsonResponse(200, SCHOOL), ...routes });
  return renderWithProviders(
    <Route path="/receipts/:id">
      <ReceiptScreen />
    </Route>,
    { path },
  );
};

afterEach(() => vi.restoreAllMocks());

describe("ReceiptScreen", () => {
  it("shows the configured school details, the receipt number, payer, plan, period, amount and payment reference", async () => {
    renderReceipt({ "GET /api/payments/7/receipt": jsonResponse(200, RECEIPT) });

    expect(await screen.findByRole("heading", { level: 1, name: "Receipt R-2026-000007" })).toBeInTheDocument();
    expect(screen.getByText("Kaapstad English College")).toBeInTheDocument();
    expect(screen.getByText("12 Bree Street, Cape Town 8001")).toBeInTheDocument();
    expect(screen.getByText("accounts@kaapstad.example · +27 21 555 0101")).toBeInTheDocument();
    expect(screen.getByText("Registration number 2019/555555/07")).toBeInTheDocument();
    expect(screen.getByText("Amara Dube (amara@example.com)")).toBeInTheDocument();
    expect(screen.getByText("21 November 2026 at 12:00")).toBeInTheDocument();
    expect(screen.getByText("Standard, 21 November 2026 to 21 December 2026")).toBeInTheDocument();
    expect(screen.getByText("R399.00")).toBeInTheDocument();
    expect(screen.getByText("Paid by card through Yoco")).toBeInTheDocument();
    expect(screen.getByText("p_sandbox_123")).toBeInTheDocument();
    expect(screen.getByText("Dates and times are South African time (Africa/Johannesburg).")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Refunds" })).not.toBeInTheDocument();
  });

  it("prints with the Print button", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderReceipt({ "GET /api/payments/7/receipt": jsonResponse(200, RECEIPT) });

    await userEvent.click(await screen.findByRole("button", { name: "Print" }));

    expect(print).toHaveBeenCalledTimes(1);
  });

  it("lists a refund with its date and amount, and leaves out a registration number that is not configured", async () => {
    renderReceipt({
      "GET /api/school": jsonResponse(200, { ...SCHOOL, registrationNumber: null }),
      "GET /api/payments/7/receipt": jsonResponse(200, {
        ...RECEIPT,
        status: "refunded",
        refunds: [{ refundedAt: "2026-11-25T08:00:00.000Z", amount: 39_900 }],
      }),
    });

    const refunds = (await screen.findByRole("heading", { name: "Refunds" })).parentElement!;
    expect(within(refunds).getByText("25 November 2026: R399.00")).toBeInTheDocument();
    expect(screen.getByText("Refunded")).toBeInTheDocument();
    expect(screen.queryByText(/Registration number/)).not.toBeInTheDocument();
  });

  it("says clearly that there is no receipt for another person's, unknown or unpaid payment", async () => {
    renderReceipt({ "GET /api/payments/8/receipt": jsonResponse(404, { code: "not_found", message: "Receipt not found" }) }, "/receipts/8");

    expect(await screen.findByRole("heading", { name: "Receipt not found" })).toBeInTheDocument();
    expect(
      screen.getByText("There is no receipt here for your account. A payment that did not go through has no receipt."),
    ).toBeInTheDocument();
  });

  it("is in Spanish when the interface is, with the dates written in Spanish", async () => {
    showInterfaceIn("es");
    renderReceipt({ "GET /api/payments/7/receipt": jsonResponse(200, RECEIPT) });

    expect(await screen.findByRole("heading", { level: 1, name: "Recibo R-2026-000007" })).toBeInTheDocument();
    expect(screen.getByText("Standard, del 21 de noviembre de 2026 al 21 de diciembre de 2026")).toBeInTheDocument();
    expect(screen.getByText("Pagado con tarjeta a través de Yoco")).toBeInTheDocument();
    expect(screen.getByText("Pagado")).toBeInTheDocument();
    expect(screen.queryByText("Paid by card through Yoco")).not.toBeInTheDocument();
    expect(screen.queryByText(/November/)).not.toBeInTheDocument();
  });
});
