import { act, screen, waitFor } from "@testing-library/react";
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
    renderWithProviders(<UsersTab />, { path: "/admin/users" });
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

  it("marks a closed account Closed and links each account to its own page", async () => {
    const closed = user(9, { username: "closed-9", email: "closed-9@invalid", firstName: null, closedAt: "2026-11-25T10:00:00.000Z" });
    mockApi({ "GET /api/admin/users": jsonResponse(200, { users: [closed, user(2)], page: 1, pageSize: 20, total: 2 }) });
    const { currentPath } = renderWithProviders(<UsersTab />, { path: "/admin/users" });
    expect(await screen.findByText("Closed")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open closed-9" })).toHaveAttribute("href", "/admin/users/9");

    await userEvent.click(screen.getByRole("link", { name: "Open learner2" }));
    expect(currentPath()).toBe("/admin/users/2");
  });

  it("keeps the search and the page in the address, and follows an address changed elsewhere", async () => {
    const { requests } = mockApi({
      "GET /api/admin/users": jsonResponse(200, { users: [user(4)], page: 2, pageSize: 20, total: 45 }),
    });
    const { currentPath, location } = renderWithProviders(<UsersTab />, { path: "/admin/users?q=sam&page=2" });
    expect(await screen.findByText("learner4")).toBeInTheDocument();
    expect(screen.getByLabelText("Search users")).toHaveValue("sam");
    expect(requests.map((request) => request.url)).toContain("/api/admin/users?query=sam&page=2");

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(currentPath()).toBe("/admin/users?q=sam&page=3");

    await userEvent.type(screen.getByLabelText("Search users"), " mo");
    await waitFor(() => expect(currentPath()).toBe("/admin/users?q=sam+mo"));

    act(() => location.navigate("/admin/users"));
    expect(screen.getByLabelText("Search users")).toHaveValue("");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(currentPath()).toBe("/admin/users");
  });
});
