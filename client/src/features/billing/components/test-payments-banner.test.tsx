import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { TestPaymentsBanner } from "./test-payments-banner";

describe("Test payments banner", () => {
  it("says so while the payment sandbox takes the payments", async () => {
    mockApi({ "GET /api/payments/mode": jsonResponse(200, { isTestMode: true, notice: "Test payments: no card is charged" }) });
    renderWithProviders(<TestPaymentsBanner />);
    expect(await screen.findByRole("status")).toHaveTextContent("Test payments: no card is charged");
  });

  it("shows nothing when payments are real", async () => {
    const { requests } = mockApi({ "GET /api/payments/mode": jsonResponse(200, { isTestMode: false, notice: null }) });
    renderWithProviders(<TestPaymentsBanner />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
