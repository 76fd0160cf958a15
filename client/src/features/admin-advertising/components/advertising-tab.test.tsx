import type { AdminAdvertisement } from "@shared/api/advertising";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { AdvertisingTab } from "./advertising-tab";

const PENDING: AdminAdvertisement = {
  id: 5,
  companyName: "Lingua Books",
  title: "Graded readers",
  description: "Short novels for learners.",
  imageUrl: null,
  videoUrl: null,
  posterUrl: null,
  linkUrl: "https://linguabooks.example",
  placementArea: "homepage_banner",
  contactEmail: "ads@linguabooks.example",
  contactName: "Thandi Mokoena",
  phone: "+27 21 555 0101",
  price: 29_900,
  duration: 30,
  status: "pending",
  paymentStatus: "paid",
  startDate: null,
  endDate: null,
  impressions: 0,
  clicks: 0,
  pausedAt: null,
  takenDownAt: null,
  takedownReason: null,
  createdAt: "2026-11-21T10:00:00.000Z",
};

describe("Advertising tab", () => {
  it("lists applications with their contact and price, and approves a pending one after confirmation", async () => {
    let approved = false;
    const { requests } = mockApi({
      "GET /api/advertisements": () =>
        jsonResponse(200, {
          advertisements: [
            approved ? { ...PENDING, status: "approved" } : PENDING,
            { ...PENDING, id: 6, title: "Old ad", status: "rejected" },
          ],
        }),
      "PATCH /api/advertisements/5/approve": () => {
        approved = true;
        return jsonResponse(200, { ...PENDING, status: "approved" });
      },
    });
    const { user } = renderWithProviders(<AdvertisingTab />);
    expect(await screen.findByText("Graded readers")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "ads@linguabooks.example" })[0]).toHaveAttribute("href", "mailto:ads@linguabooks.example");
    expect(screen.getAllByText("R299.00 for 30 days")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Approve Old ad" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reject Graded readers" }));
    expect(await screen.findByText(/its payment of R299.00 will be refunded/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Approve Graded readers" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Advertisement Approved")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "PATCH" && request.url === "/api/advertisements/5/approve")).toBe(true);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Approve Graded readers" })).not.toBeInTheDocument());
  });

  it("tells the truth in the approval toast (live now for a paid ad, once paid otherwise) and refreshes the badge at once", async () => {
    const startDate = new Date(Date.now() - 60_000).toISOString();
    const { requests } = mockApi({
      "GET /api/advertisements": jsonResponse(200, {
        advertisements: [PENDING, { ...PENDING, id: 7, title: "Unpaid ad", paymentStatus: "unpaid" }],
      }),
      "GET /api/admin/advertisement-notifications": jsonResponse(200, { unreadCount: 2, notifications: [] }),
      "PATCH /api/advertisements/5/approve": jsonResponse(200, {
        ...PENDING,
        status: "approved",
        startDate,
        endDate: "2026-12-21T10:00:00.000Z",
      }),
      "PATCH /api/advertisements/7/approve": jsonResponse(200, { ...PENDING, id: 7, status: "approved", paymentStatus: "unpaid" }),
    });
    const { user } = renderWithProviders(<AdvertisingTab />);
    await user.click(await screen.findByRole("button", { name: "Approve Graded readers" }));
    expect(
      within(await screen.findByRole("dialog")).getByText("Graded readers by Lingua Books is paid: it goes live now, for 30 days."),
    ).toBeInTheDocument();
    const noticeReads = () => requests.filter((request) => request.url === "/api/admin/advertisement-notifications").length;
    const before = noticeReads();
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("It is live now, until 21 December 2026.")).toBeInTheDocument();
    await waitFor(() => expect(noticeReads()).toBeGreaterThan(before));
    expect(screen.queryByText(/within 24 hours/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Approve Unpaid ad" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("It goes live as soon as the advertiser pays from their campaign page.")).toBeInTheDocument();
  });

  it("refuses to approve a video ad without a poster, says why, and shows the video with its poster", async () => {
    mockApi({
      "GET /api/advertisements": jsonResponse(200, {
        advertisements: [
          { ...PENDING, placementArea: "video_popup_30s", videoUrl: "https://linguabooks.example/ad.mp4" },
          {
            ...PENDING,
            id: 8,
            title: "Full video ad",
            placementArea: "video_popup_30s",
            videoUrl: "https://linguabooks.example/ad.mp4",
            posterUrl: "https://cdn.linguabooks.example/poster.jpg",
          },
        ],
      }),
    });
    const { user } = renderWithProviders(<AdvertisingTab />);
    const blocked = await screen.findByRole("button", { name: "Approve Graded readers" });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription(/has no playable video file or no poster image, so it cannot be approved/);
    expect(screen.getByRole("button", { name: "Approve Full video ad" })).toBeEnabled();
    expect(screen.getByText("Video and poster from linguabooks.example, cdn.linguabooks.example")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show media of Full video ad" }));
    expect(screen.getByLabelText("Video of Full video ad")).toHaveAttribute("poster", "https://cdn.linguabooks.example/poster.jpg");
    expect(screen.getByRole("img", { name: "Poster of Full video ad" })).toHaveAttribute(
      "src",
      "https://cdn.linguabooks.example/poster.jpg",
    );
  });

  it("shows the server's reason when a decision fails, and an error state when the list does not load", async () => {
    mockApi({
      "GET /api/advertisements": jsonResponse(200, { advertisements: [PENDING] }),
      "PATCH /api/advertisements/5/reject": jsonResponse(409, {
        message: "This advertisement has already been reviewed",
        code: "conflict",
      }),
    });
    const { user } = renderWithProviders(<AdvertisingTab />);
    await user.click(await screen.findByRole("button", { name: "Reject Graded readers" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("This advertisement has already been reviewed")).toBeInTheDocument();
  });
});

describe("Advertising tab: notifications and analytics", () => {
  const NOTICES = {
    unreadCount: 1,
    notifications: [
      {
        id: "payment_received-5",
        type: "payment_received",
        title: "Payment received",
        message: "Lingua Books paid R299.00",
        advertisementId: 5,
        priority: "high",
        createdAt: "2026-11-21T10:00:00.000Z",
        isRead: false,
      },
      {
        id: "new_application-4",
        type: "new_application",
        title: "New application",
        message: "From Acme",
        advertisementId: 4,
        priority: "high",
        createdAt: "2026-11-20T10:00:00.000Z",
        isRead: true,
      },
    ],
  };

  it("shows the unread count and marks a notice read", async () => {
    const { requests } = mockApi({
      "GET /api/advertisements": jsonResponse(200, { advertisements: [] }),
      "GET /api/admin/advertisement-notifications": jsonResponse(200, NOTICES),
      "POST /api/admin/advertisement-notifications/payment_received-5/read": jsonResponse(200, {
        unreadCount: 0,
        notifications: NOTICES.notifications.map((notice) => ({ ...notice, isRead: true })),
      }),
    });
    const { user } = renderWithProviders(<AdvertisingTab />);
    expect(await screen.findByRole("tab", { name: /1 unread/ })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /Notifications/ }));
    await user.click(await screen.findByRole("button", { name: "Mark read: Payment received" }));
    await waitFor(() => expect(screen.getByRole("tab", { name: "Notifications" })).toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Mark read: Payment received" })).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === "POST" && request.url.endsWith("/payment_received-5/read"))).toBe(true);
  });

  it("shows measured figures, and no click rate without impressions", async () => {
    mockApi({
      "GET /api/advertisements": jsonResponse(200, { advertisements: [] }),
      "GET /api/admin/advertisement-notifications": jsonResponse(200, { unreadCount: 0, notifications: [] }),
      "GET /api/admin/advertisement-stats": jsonResponse(200, {
        monthlyRevenue: 59_800,
        activeAdvertisements: 2,
        pendingApplications: 3,
        averageClickRate: null,
        followUpsDue: 1,
        daily: [{ date: "2026-11-21", impressions: 0, clicks: 0 }],
      }),
    });
    const { user } = renderWithProviders(<AdvertisingTab />);
    await user.click(screen.getByRole("tab", { name: "Analytics" }));
    expect(await screen.findByText("R598")).toBeInTheDocument();
    expect(screen.getByText("R299")).toBeInTheDocument();
    expect(screen.getByText("No impressions yet")).toBeInTheDocument();
    expect(screen.getByText("0 impressions and 0 clicks in the last 30 days.")).toBeInTheDocument();
  });
});
