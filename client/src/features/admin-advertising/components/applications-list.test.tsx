import type { AdminAdvertisement } from "@shared/api/advertising";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { ApplicationsList } from "./applications-list";

const RUNNING: AdminAdvertisement = {
  id: 5,
  companyName: "Lingua Tours",
  title: "Homestays in Cape Town",
  description: "Live with a family while you learn.",
  imageUrl: null,
  videoUrl: null,
  posterUrl: null,
  linkUrl: "https://linguatours.example",
  placementArea: "sidebar",
  contactEmail: "ads@linguatours.example",
  contactName: "Thandi Mokoena",
  phone: null,
  price: 9_900,
  duration: 30,
  status: "approved",
  paymentStatus: "paid",
  startDate: "2026-11-20T10:00:00.000Z",
  endDate: "2026-12-20T10:00:00.000Z",
  impressions: 1,
  clicks: 1,
  pausedAt: null,
  takenDownAt: null,
  takedownReason: null,
  createdAt: "2026-11-19T10:00:00.000Z",
};

describe("Applications list", () => {
  it("counts a campaign's impressions and clicks in the singular and the plural", async () => {
    mockApi({
      "GET /api/advertisements": jsonResponse(200, {
        advertisements: [RUNNING, { ...RUNNING, id: 6, title: "Graded readers", impressions: 1_204, clicks: 0 }],
      }),
    });
    renderWithProviders(<ApplicationsList />);
    expect(await screen.findByText(/1 impression · 1 click$/)).toBeInTheDocument();
    expect(screen.getByText(/1,204 impressions · 0 clicks$/)).toBeInTheDocument();
    expect(screen.queryByText(/1 impressions|1 clicks/)).not.toBeInTheDocument();
    // The placement is named in the site's words.
    expect(screen.getAllByText("Course page side column")).toHaveLength(2);
  });
});
