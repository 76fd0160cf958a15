import type { AdminAdvertisement } from "@shared/api/advertising";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { AdvertisingTab } from "./advertising-tab";

const SPAM: AdminAdvertisement = {
  id: 11,
  companyName: "Win Big",
  title: "Free prizes",
  description: "Click here for free prizes every day.",
  imageUrl: null,
  videoUrl: null,
  posterUrl: null,
  linkUrl: "https://win.example",
  placementArea: "explore",
  contactEmail: "flood1@example.test",
  contactName: "Bot",
  phone: null,
  price: 9_900,
  duration: 30,
  status: "pending",
  paymentStatus: "unpaid",
  startDate: null,
  endDate: null,
  impressions: 0,
  clicks: 0,
  pausedAt: null,
  takenDownAt: null,
  takedownReason: null,
  createdAt: "2026-11-21T10:00:00.000Z",
};
const LIST = [
  SPAM,
  { ...SPAM, id: 12, title: "More prizes" },
  { ...SPAM, id: 13, title: "Paying customer", paymentStatus: "pending" as const },
  { ...SPAM, id: 14, title: "Running ad", status: "approved" as const },
];

describe("Advertising tab: rejecting spam applications together", () => {
  it("offers only pending unpaid applications, rejects the selected ones after confirmation, and says no mail was sent", async () => {
    let isRejected = false;
    const { requests } = mockApi({
      "GET /api/advertisements": () => jsonResponse(200, { advertisements: isRejected ? LIST.slice(2) : LIST }),
      "POST /api/admin/advertisements/reject": () => {
        isRejected = true;
        return jsonResponse(200, { rejected: [11, 12], skipped: [] });
      },
    });
    const { user } = renderWithProviders(<AdvertisingTab />);
    expect(await screen.findByRole("checkbox", { name: "Select Free prizes for rejection" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select More prizes for rejection" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /Paying customer|Running ad/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reject selected" })).toBeDisabled();
    expect(screen.getByText("None selected")).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Select all pending unpaid applications (2)" }));
    expect(screen.getByText("2 selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reject selected" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Reject 2 applications?")).toBeInTheDocument();
    expect(within(dialog).getByText(/No mail goes to the addresses they give/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));

    expect(await screen.findByText("2 applications rejected")).toBeInTheDocument();
    expect(screen.getByText("No mail was sent.")).toBeInTheDocument();
    expect(requests.find((request) => request.url === "/api/admin/advertisements/reject")!.body).toEqual({ ids: [11, 12] });
    // The refreshed list has nothing left to reject together.
    expect(await screen.findByText("No pending unpaid applications to reject together.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("checkbox", { name: "Select Free prizes for rejection" })).not.toBeInTheDocument());
  });

  it("says what was left alone, and shows the server's reason when the rejection fails", async () => {
    let answer = jsonResponse(200, { rejected: [11], skipped: [{ id: 12, reason: "already_reviewed" }] });
    mockApi({
      "GET /api/advertisements": jsonResponse(200, { advertisements: LIST }),
      "POST /api/admin/advertisements/reject": () => answer,
    });
    const { user } = renderWithProviders(<AdvertisingTab />);
    const rejectChosen = async () => {
      await user.click(screen.getByRole("button", { name: "Reject selected" }));
      await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Reject" }));
    };
    await user.click(await screen.findByRole("checkbox", { name: "Select Free prizes for rejection" }));
    await user.click(screen.getByRole("checkbox", { name: "Select More prizes for rejection" }));
    await rejectChosen();
    expect(await screen.findByText("1 application rejected")).toBeInTheDocument();
    expect(screen.getByText("1 was left as it was: reviewed or paid meanwhile, or gone.")).toBeInTheDocument();

    answer = jsonResponse(400, { message: "Reject at most 100 advertisements at a time" });
    await user.click(screen.getByRole("checkbox", { name: "Select Free prizes for rejection" }));
    await rejectChosen();
    expect(await screen.findByText("Not saved")).toBeInTheDocument();
    expect(screen.getByText("Reject at most 100 advertisements at a time")).toBeInTheDocument();
    // The dialog stays open for another try.
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("speaks the admin's interface language", async () => {
    showInterfaceIn("de");
    mockApi({ "GET /api/advertisements": jsonResponse(200, { advertisements: LIST }) });
    renderWithProviders(<AdvertisingTab />);
    expect(await screen.findByRole("button", { name: "Auswahl ablehnen" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Alle offenen, unbezahlten Bewerbungen auswählen (2)" })).toBeInTheDocument();
  });
});
