import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { formatRand, OverviewTab } from "./overview-tab";

const OVERVIEW = {
  newStudentsThisWeek: 4,
  activeSubscriptions: 12,
  revenueThisMonth: 123_450,
  unreadMessages: 3,
  failedMails: 1,
  lastBackup: { startedAt: "2026-11-21T10:00:00.000Z", status: "succeeded", verification: "verified" },
};

describe("OverviewTab", () => {
  it("shows the counts, the revenue in rand and the last backup", async () => {
    mockApi({ "GET /api/admin/overview": jsonResponse(200, OVERVIEW) });
    renderWithProviders(<OverviewTab />, { path: "/admin" });
    expect(await screen.findByText("R1 234.50")).toBeInTheDocument();
    expect(formatRand(5)).toBe("R0.05");
    expect(formatRand(123_456_789)).toBe("R1 234 567.89");
    expect(screen.getByText("12")).toBeInTheDocument();
    expect(screen.getByText(/succeeded · verified/)).toBeInTheDocument();
  });

  it("says when there is no backup yet, and shows an error when loading fails", async () => {
    mockApi({ "GET /api/admin/overview": jsonResponse(200, { ...OVERVIEW, lastBackup: null }) });
    const { unmount } = renderWithProviders(<OverviewTab />, { path: "/admin" });
    expect(await screen.findByText("No backup yet")).toBeInTheDocument();
    unmount();
    mockApi({ "GET /api/admin/overview": jsonResponse(500, { message: "boom" }) });
    renderWithProviders(<OverviewTab />, { path: "/admin" });
    expect(await screen.findByRole("alert")).toHaveTextContent("The overview could not be loaded");
  });
});
