import type { CampaignView } from "@shared/api/advertising";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { CampaignPage } from "./campaign-page";

const VIEW: CampaignView = {
  id: 7,
  companyName: "Lingua Books",
  title: "Graded readers for every level",
  description: "Short novels written for English learners.",
  imageUrl: null,
  videoUrl: null,
  posterUrl: null,
  linkUrl: "https://linguabooks.example",
  placementArea: "homepage_banner",
  duration: 30,
  price: 29_900,
  status: "approved",
  paymentStatus: "paid",
  startDate: "2026-11-20T10:00:00.000Z",
  endDate: "2026-12-20T10:00:00.000Z",
  isRunning: true,
  impressions: 40,
  clicks: 3,
  clickRate: 7.5,
  daily: [{ date: "2026-11-20", impressions: 40, clicks: 3 }],
  pausedAt: null,
  takenDownAt: null,
  takedownReason: null,
  createdAt: "2026-11-19T10:00:00.000Z",
};

describe("Campaign page", () => {
  it("shows a running campaign's status, payment and counted results", async () => {
    mockApi({ "GET /api/advertising/campaigns/tok": jsonResponse(200, VIEW) });
    renderWithProviders(<CampaignPage token="tok" payment={null} />);
    expect(await screen.findByText("Graded readers for every level")).toBeInTheDocument();
    expect(screen.getByText("Approved")).toBeInTheDocument();
    expect(screen.getByText("Paid")).toBeInTheDocument();
    expect(screen.getByText("40 / 3 / 7.5%")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Pay now/ })).not.toBeInTheDocument();
  });

  it("offers Pay now while unpaid and goes to the checkout", async () => {
    const goTo = vi.fn();
    const { requests } = mockApi({
      "GET /api/advertising/campaigns/tok": jsonResponse(200, {
        ...VIEW,
        status: "pending",
        paymentStatus: "unpaid",
        startDate: null,
        endDate: null,
        isRunning: false,
      }),
      "POST /api/create-yoco-payment": jsonResponse(200, { checkoutId: "ch_1", checkoutUrl: "https://pay.example/ch_1" }),
    });
    const { user } = renderWithProviders(<CampaignPage token="tok" payment="cancelled" goTo={goTo} />);
    expect(await screen.findByText("Starts when approved and paid")).toBeInTheDocument();
    expect(screen.getByText("The payment was not completed. You can pay whenever you are ready.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pay now R299.00" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("https://pay.example/ch_1"));
    expect(requests.at(-1)!.body).toEqual({ advertisementId: 7, campaignToken: "tok" });
  });

  it("says the payment is being confirmed after Yoco's return, then that it was received", async () => {
    let calls = 0;
    mockApi({
      "GET /api/advertising/campaigns/tok": () => jsonResponse(200, { ...VIEW, paymentStatus: calls++ === 0 ? "pending" : "paid" }),
    });
    renderWithProviders(<CampaignPage token="tok" payment="success" />);
    expect(await screen.findByText("Thank you — your payment is being confirmed...")).toBeInTheDocument();
    expect(await screen.findByText("Payment received. Thank you!", undefined, { timeout: 5_000 })).toBeInTheDocument();
  });

  it("is in the interface language: statuses, placement, price, dates, figures and the chart's table", async () => {
    showInterfaceIn("de");
    mockApi({ "GET /api/advertising/campaigns/tok": jsonResponse(200, { ...VIEW, duration: 1, price: 997 }) });
    renderWithProviders(<CampaignPage token="tok" payment="success" />);
    expect(await screen.findByText("Zahlung erhalten. Vielen Dank!")).toBeInTheDocument();
    expect(screen.getByText("Freigegeben")).toBeInTheDocument();
    expect(screen.getByText("Bezahlt")).toBeInTheDocument();
    expect(screen.getByText("Läuft")).toBeInTheDocument();
    expect(screen.getByText("Banner auf der Startseite")).toBeInTheDocument();
    expect(screen.getByText(/^9,97\sR für 1 Tag$/)).toBeInTheDocument();
    expect(screen.getByText("20. November 2026 bis 20. Dezember 2026")).toBeInTheDocument();
    expect(screen.getByText(/^40 \/ 3 \/ 7,5\s%$/)).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Impressionen und Klicks pro Tag" })).toHaveTextContent("20. Nov.");
    // The advertiser's own words stay as written.
    expect(screen.getByText("Graded readers for every level")).toHaveAttribute("translate", "no");
    expect(screen.queryByText(/Approved|Paid|Running|Placement|Impressions/)).not.toBeInTheDocument();
  });

  it("says when a campaign does not exist", async () => {
    mockApi({ "GET /api/advertising/campaigns/nope": jsonResponse(404, { message: "Campaign not found", code: "not_found" }) });
    renderWithProviders(<CampaignPage token="nope" payment={null} />);
    expect(await screen.findByText("Campaign not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Advertise with us" })).toHaveAttribute("href", "/advertising");
  });
});
