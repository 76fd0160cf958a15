import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { UsersTab } from "./users-tab";

const user = (id: number, overrides = {}) => ({
  id,
  username: `learner${id}`,
  email: `learner${id}@example.com`,
  firstName: "Sam",
  lastName: null,
  isAdmin: false,
  isDisabled: false,
  closedAt: null as string | null,
  subscriptionLevel: null,
  createdAt: "2026-11-21T10:00:00.000Z",
  lastSignInAt: null,
  ...overrides,
});

describe("UsersTab", () => {
  it("lists users with badges and pages through them", async () => {
    const pageOne = {
      users: [user(1, { isAdmin: true }), user(2, { isDisabled: true, subscriptionLevel: "Premium" })],
      page: 1,
      pageSize: 20,
      total: 45,
    };
    const pageTwo = { users: [user(3)], page: 2, pageSize: 20, total: 45 };
    const { requests } = mockApi({
      "GET /api/admin/users": (request) => jsonResponse(200, request.url.includes("page=2") ? pageTwo : pageOne),
    });
    renderWithProviders(<UsersTab />, { path: "/admin?tab=users" });
    expect(await screen.findByText("learner1")).toBeInTheDocument();
    expect(screen.getByText("Admin")).toBeInTheDocument();
    expect(screen.getByText("Disabled")).toBeInTheDocument();
    expect(screen.getByText("Premium")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("learner3")).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain("/api/admin/users?query=&page=2");
  });

  it("marks a closed account Closed and offers no action on it, only its details", async () => {
    const closed = {
      ...user(9, { username: "closed-9", email: "closed-9@invalid", firstName: null, closedAt: "2026-11-25T10:00:00.000Z" }),
    };
    mockApi({
      "GET /api/admin/users": jsonResponse(200, { users: [closed], page: 1, pageSize: 20, total: 1 }),
      "GET /api/admin/users/9": jsonResponse(200, {
        ...closed,
        country: null,
        languageLevel: null,
        subscription: null,
        enrolments: [],
        activeSessions: 0,
      }),
    });
    const events = userEvent.setup();
    renderWithProviders(<UsersTab />, { path: "/admin?tab=users" });
    expect(await screen.findByText("Closed")).toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Open closed-9" }));
    const panel = await screen.findByRole("dialog", { name: "closed-9" });
    expect(await within(panel).findByText("Student, closed")).toBeInTheDocument();
    for (const label of ["Disable account", "Make admin", "Send password reset link", "End all sessions"])
      expect(within(panel).queryByRole("button", { name: label })).not.toBeInTheDocument();
  });

  it("opens an account and disables it after confirming; the panel then offers to enable it", async () => {
    let detail = {
      ...user(2, { firstName: "Lerato", lastName: "Dlamini" }),
      country: "South Africa",
      languageLevel: "Intermediate (B1)",
      subscription: { planName: "Standard", status: "active", currentPeriodEnd: "2026-12-21T10:00:00.000Z" },
      enrolments: [{ courseId: 1, courseTitle: "Beginner English (A1-A2)", progress: 14, enrolledAt: "2026-11-21T10:00:00.000Z" }],
      activeSessions: 2,
    };
    const { requests } = mockApi({
      "GET /api/admin/users": jsonResponse(200, { users: [user(2)], page: 1, pageSize: 20, total: 1 }),
      "GET /api/admin/users/2": () => jsonResponse(200, detail),
      "PATCH /api/admin/users/2": (request) => {
        detail = { ...detail, ...(request.body as object) };
        return jsonResponse(200, detail);
      },
    });
    const events = userEvent.setup();
    renderWithProviders(<UsersTab />, { path: "/admin?tab=users" });
    await events.click(await screen.findByRole("button", { name: "Open learner2" }));
    const panel = await screen.findByRole("dialog", { name: "learner2" });
    expect(await within(panel).findByText("Beginner English (A1-A2): 14%")).toBeInTheDocument();
    expect(within(panel).getByText("2 sessions")).toBeInTheDocument();

    await events.click(within(panel).getByRole("button", { name: "Disable account" }));
    const confirm = await screen.findByRole("dialog", { name: "Disable learner2's account?" });
    await events.click(within(confirm).getByRole("button", { name: "Disable account" }));
    expect(await screen.findByText("learner2's account is disabled.")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PATCH")!.body).toEqual({ isDisabled: true });

    const reopened = await screen.findByRole("dialog", { name: "learner2" });
    await events.click(await within(reopened).findByRole("button", { name: "Enable account" }));
    expect(await screen.findByRole("dialog", { name: "Enable learner2's account?" })).toBeInTheDocument();
  });

  it("sends a password reset link after confirming, without showing it", async () => {
    const detail = { ...user(4), country: null, languageLevel: null, subscription: null, enrolments: [], activeSessions: 0 };
    const { requests } = mockApi({
      "GET /api/admin/users": jsonResponse(200, { users: [user(4)], page: 1, pageSize: 20, total: 1 }),
      "GET /api/admin/users/4": jsonResponse(200, detail),
      "POST /api/admin/users/4/password-reset": jsonResponse(202, {
        message: "A password reset link was sent to the user's email address.",
      }),
    });
    const events = userEvent.setup();
    renderWithProviders(<UsersTab />, { path: "/admin?tab=users" });
    await events.click(await screen.findByRole("button", { name: "Open learner4" }));
    const panel = await screen.findByRole("dialog", { name: "learner4" });
    await events.click(await within(panel).findByRole("button", { name: "Send password reset link" }));
    const confirm = await screen.findByRole("dialog", { name: "Send learner4 a password reset link?" });
    expect(confirm).toHaveTextContent("goes to learner4@example.com, valid for 1 hour");
    await events.click(within(confirm).getByRole("button", { name: "Send password reset link" }));
    expect(await screen.findByText("A password reset link was sent to learner4@example.com.")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.url)).toEqual([
      "/api/admin/users/4/password-reset",
    ]);
  });

  it("does not offer a reset link for a disabled account", async () => {
    const detail = {
      ...user(5, { isDisabled: true }),
      country: null,
      languageLevel: null,
      subscription: null,
      enrolments: [],
      activeSessions: 0,
    };
    mockApi({
      "GET /api/admin/users": jsonResponse(200, { users: [user(5, { isDisabled: true })], page: 1, pageSize: 20, total: 1 }),
      "GET /api/admin/users/5": jsonResponse(200, detail),
    });
    const events = userEvent.setup();
    renderWithProviders(<UsersTab />, { path: "/admin?tab=users" });
    await events.click(await screen.findByRole("button", { name: "Open learner5" }));
    const panel = await screen.findByRole("dialog", { name: "learner5" });
    expect(await within(panel).findByRole("button", { name: "Enable account" })).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Send password reset link" })).not.toBeInTheDocument();
  });
});
