import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AuditLogLine, AuditLogPage } from "@shared/api/admin-audit";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { AuditLogScreen } from "./audit-log-screen";

const entry = (id: number, overrides: Partial<AuditLogLine> = {}): AuditLogLine => ({
  id,
  createdAt: "2026-11-25T11:05:00.000Z",
  actorId: 1,
  actorName: "principal",
  action: "plan.update",
  targetType: "plan",
  targetId: "3",
  summary: `Change ${id}`,
  before: null,
  after: null,
  ...overrides,
});

const page = (entries: AuditLogLine[], overrides: Partial<AuditLogPage> = {}): AuditLogPage => ({
  entries,
  page: 1,
  pageSize: 25,
  total: entries.length,
  actions: ["plan.create", "plan.update"],
  targetTypes: ["plan", "subscription"],
  ...overrides,
});

const PRICE_CHANGE = entry(7, {
  summary: 'Price of "Premium" from R199.00 to R249.00',
  before: { price: 19_900, features: ["Lessons", "Live classes"], isActive: true },
  after: { price: 24_900, features: ["Lessons"], isActive: false },
});

describe("AuditLogScreen", () => {
  it("shows when (in the admin's own zone, named), who and what, and the changed fields before and after in words, not JSON", async () => {
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser({ id: 1, isAdmin: true, timeZone: "Africa/Johannesburg" })),
      "GET /api/admin/audit-log": jsonResponse(200, page([PRICE_CHANGE, entry(2, { action: "plan.create", after: { name: "Basic" } })])),
    });
    renderWithProviders(<AuditLogScreen />, { path: "/admin/audit-log" });
    const list = await screen.findByRole("list", { name: "Admin actions" });
    const [first, second] = within(list).getAllByRole("listitem");
    // 11:05 UTC is 13:05 in Johannesburg, the admin's zone.
    expect(await within(first!).findByText("25 Nov 2026, 13:05 SAST")).toHaveAttribute("datetime", "2026-11-25T11:05:00.000Z");
    expect(within(first!).getByText("principal")).toBeInTheDocument();
    expect(within(first!).getByText('Price of "Premium" from R199.00 to R249.00')).toBeInTheDocument();
    const details = within(first!).getByText("Show before and after");
    await userEvent.click(details);
    const table = within(first!).getByRole("table");
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual(["FieldBeforeAfter", "PriceR199.00R249.00", "FeaturesLessons\nLive classesLessons", "Is activeYesNo"]);
    expect(table.textContent).not.toContain("{");
    expect(within(second!).getByText("Show what was recorded")).toBeInTheDocument();
    expect(screen.getByText("2 actions, newest first")).toBeInTheDocument();
  });

  it("asks the server with each filter (days in the admin's zone), back on page 1, and pages through", async () => {
    const { requests } = mockApi({
      "GET /api/me": jsonResponse(200, buildUser({ id: 1, isAdmin: true, timeZone: "Asia/Tokyo" })),
      "GET /api/admin/audit-log": (request) =>
        jsonResponse(
          200,
          page([entry(request.url.includes("page=2") ? 26 : 1)], { total: 30, page: request.url.includes("page=2") ? 2 : 1 }),
        ),
    });
    renderWithProviders(<AuditLogScreen />, { path: "/admin/audit-log" });
    await screen.findByText("Change 1");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Change 26")).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Action"), "plan.create");
    await userEvent.selectOptions(screen.getByLabelText("Record"), "plan");
    await userEvent.type(screen.getByLabelText("Admin"), "principal");
    await userEvent.type(screen.getByLabelText("From"), "2026-11-01");
    await userEvent.type(screen.getByLabelText("Search"), "Premium");
    // Typed words wait for a pause before they are asked.
    await waitFor(() => expect(requests.at(-1)!.url).toContain("query=Premium"));
    const last = new URL(requests.at(-1)!.url, "http://localhost");
    expect(Object.fromEntries(last.searchParams)).toEqual({
      action: "plan.create",
      targetType: "plan",
      actor: "principal",
      query: "Premium",
      from: "2026-11-01",
      timeZone: "Asia/Tokyo",
      page: "1",
    });
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(screen.getByLabelText("Action")).toHaveValue("");
  });

  it("says when nothing matches, and shows the server's message for a bad filter", async () => {
    mockApi({
      "GET /api/admin/audit-log": (request) =>
        request.url.includes("to=")
          ? jsonResponse(400, { message: "The start date must be on or before the end date" })
          : jsonResponse(200, page([])),
    });
    renderWithProviders(<AuditLogScreen />, { path: "/admin/audit-log" });
    expect(screen.getByText("Loading the audit log...")).toBeInTheDocument();
    expect(await screen.findByText("No admin actions recorded yet.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("From"), "2026-11-20");
    expect(await screen.findByText("No actions match these filters.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("To"), "2026-11-01");
    expect(await screen.findByText("The start date must be on or before the end date")).toBeInTheDocument();
  });
});
