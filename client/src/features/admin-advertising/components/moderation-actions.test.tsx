import type { AdminAdvertisement } from "@shared/api/advertising";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { AdvertisingTab } from "./advertising-tab";

const RUNNING: AdminAdvertisement = {
  id: 8,
  companyName: "Lingua Books",
  title: "Graded readers",
  description: "Short novels for learners.",
  imageUrl: "https://cdn.linguabooks.example/banner.png",
  videoUrl: null,
  posterUrl: null,
  linkUrl: "https://linguabooks.example",
  placementArea: "homepage_banner",
  contactEmail: "ads@linguabooks.example",
  contactName: "Thandi Mokoena",
  phone: null,
  price: 29_900,
  duration: 30,
  status: "approved",
  paymentStatus: "paid",
  startDate: "2026-11-20T10:00:00.000Z",
  endDate: "2099-12-20T10:00:00.000Z",
  impressions: 10,
  clicks: 1,
  pausedAt: null,
  takenDownAt: null,
  takedownReason: null,
  createdAt: "2026-11-19T10:00:00.000Z",
};

describe("Advertising tab: moderating a running ad", () => {
  it("loads an ad's media only when asked, naming the host first", async () => {
    mockApi({ "GET /api/advertisements": jsonResponse(200, { advertisements: [{ ...RUNNING, status: "pending" }] }) });
    const { user } = renderWithProviders(<AdvertisingTab />);
    expect(await screen.findByText("Image from cdn.linguabooks.example")).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show media of Graded readers" }));
    expect(screen.getByRole("img", { name: "Graded readers" })).toHaveAttribute("src", RUNNING.imageUrl);
  });

  it("takes an ad down with a reason and a refund, after checking the reason", async () => {
    const { requests } = mockApi({
      "GET /api/advertisements": jsonResponse(200, { advertisements: [RUNNING] }),
      "PATCH /api/advertisements/8/take-down": jsonResponse(200, { ...RUNNING, takenDownAt: "2026-11-25T10:00:00.000Z" }),
    });
    const { user } = renderWithProviders(<AdvertisingTab />);
    await user.click(await screen.findByRole("button", { name: "Take down Graded readers" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Reason (sent to the advertiser)"), "Too short");
    await user.click(within(dialog).getByRole("button", { name: "Take down" }));
    expect(await within(dialog).findByText("Please give the reason the advertiser will read (at least 10 characters)")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "PATCH")).toBe(false);

    await user.type(within(dialog).getByLabelText("Reason (sent to the advertiser)"), ": the landing page changed.");
    await user.click(within(dialog).getByLabelText("Refund the payment in full (R299.00)"));
    await user.click(within(dialog).getByRole("button", { name: "Take down" }));
    expect(await screen.findByText("Advertisement Taken Down")).toBeInTheDocument();
    const sent = requests.find((request) => request.method === "PATCH");
    expect(sent).toMatchObject({
      url: "/api/advertisements/8/take-down",
      body: { reason: "Too short: the landing page changed.", refund: true },
    });
  });

  it("pauses a running ad and offers Resume for a paused one", async () => {
    const { requests } = mockApi({
      "GET /api/advertisements": jsonResponse(200, {
        advertisements: [RUNNING, { ...RUNNING, id: 9, title: "Paused ad", pausedAt: "2026-11-24T10:00:00.000Z" }],
      }),
      "PATCH /api/advertisements/8/pause": jsonResponse(200, { ...RUNNING, pausedAt: "2026-11-25T10:00:00.000Z" }),
    });
    const { user } = renderWithProviders(<AdvertisingTab />);
    expect(await screen.findByRole("button", { name: "Resume Paused ad" })).toBeInTheDocument();
    expect(screen.getByText("Paused")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pause Graded readers" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Pause" }));
    expect(await screen.findByText("Advertisement Paused")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "PATCH" && request.url === "/api/advertisements/8/pause")).toBe(true);
  });
});
