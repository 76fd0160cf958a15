import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import AdminScreen, { ADMIN_TABS, resolveAdminTab } from "./admin";

const adminApi = () =>
  mockApi({
    "GET /api/admin/courses": jsonResponse(200, []),
    "GET /api/admin/courses/5": jsonResponse(404, { message: "Course not found", code: "not_found" }),
    "GET /api/admin/live-classes": jsonResponse(200, []),
  });

describe("Admin page", () => {
  it("shows a tab per area, the first one selected at plain /admin", async () => {
    adminApi();
    renderWithProviders(<AdminScreen />, { path: "/admin" });

    expect(screen.getByRole("heading", { level: 1, name: "Admin Area" })).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(ADMIN_TABS.map((tab) => tab.label));
    expect(screen.getByRole("tablist", { name: "Admin areas" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Overview" })).toBeInTheDocument();
  });

  it("opens the Content tab from its address", async () => {
    adminApi();
    renderWithProviders(<AdminScreen />, { path: "/admin?tab=content" });
    expect(screen.getByRole("tab", { name: "Content" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { level: 2, name: "Courses" })).toBeInTheDocument();
  });

  it("plugs the live classes area in as its own tab", async () => {
    adminApi();
    renderWithProviders(<AdminScreen />, { path: "/admin?tab=live-classes" });
    expect(screen.getByRole("tab", { name: "Live classes" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("No live classes yet. Schedule the first one with Schedule class.")).toBeInTheDocument();
  });

  it("opens the tab and the course an address names, and falls back to the first tab for an unknown one", async () => {
    adminApi();
    renderWithProviders(<AdminScreen />, { path: "/admin?tab=content&course=5" });
    expect(await screen.findByText("This course does not exist. It may have been removed.")).toBeInTheDocument();

    expect(resolveAdminTab("content")).toBe("content");
    expect(resolveAdminTab("nonsense")).toBe(ADMIN_TABS[0].id);
    expect(resolveAdminTab(null)).toBe(ADMIN_TABS[0].id);
  });

  it("lets the keyboard reach the selected tab and its panel", async () => {
    adminApi();
    const { user } = renderWithProviders(<AdminScreen />, { path: "/admin?tab=unknown" });
    await user.tab();
    expect(screen.getByRole("tab", { name: ADMIN_TABS[0].label })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: ADMIN_TABS[0].label })).toHaveFocus();
  });
});
