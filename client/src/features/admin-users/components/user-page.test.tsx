import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { UserPage } from "./user-page";

const detail = (id: number, overrides = {}) => ({
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
  country: null,
  languageLevel: null,
  subscription: null,
  enrolments: [],
  activeSessions: 0,
  ...overrides,
});

const signedInAdmin = { "GET /api/me": jsonResponse(200, buildUser({ id: 1, isAdmin: true })) };

describe("UserPage", () => {
  it("shows the profile, the subscription and the enrolments, one section under another", async () => {
    mockApi({
      ...signedInAdmin,
      "GET /api/admin/users/2": jsonResponse(
        200,
        detail(2, {
          firstName: "Lerato",
          lastName: "Dlamini",
          country: "South Africa",
          languageLevel: "Intermediate (B1)",
          subscription: { planName: "Standard", status: "past_due", currentPeriodEnd: "2026-12-21T10:00:00.000Z" },
          enrolments: [{ courseId: 1, courseTitle: "Beginner English (A1-A2)", progress: 14, enrolledAt: "2026-11-21T10:00:00.000Z" }],
          activeSessions: 2,
        }),
      ),
    });
    renderWithProviders(<UserPage userId={2} />, { path: "/admin/users/2" });

    const profile = await screen.findByRole("region", { name: "Profile" });
    expect(within(profile).getByText("Lerato Dlamini")).toBeInTheDocument();
    expect(within(profile).getByText("learner2@example.com")).toBeInTheDocument();
    expect(within(profile).getByText("2 sessions")).toBeInTheDocument();
    expect(within(profile).getByText(/^Standard \(past due\) until/)).toBeInTheDocument();
    const enrolments = screen.getByRole("region", { name: "Enrolments" });
    expect(within(enrolments).getByText("Beginner English (A1-A2): 14%")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Profile",
      "Enrolments",
      "Subscription",
      "Actions",
    ]);
  });

  it("shows every time on the page in the admin's own time zone, named: registration and history of one minute agree", async () => {
    const sameMinute = "2026-12-02T01:58:00.000Z";
    mockApi({
      // Neither the browser's zone nor the school's: the account's own.
      "GET /api/me": jsonResponse(200, buildUser({ id: 1, isAdmin: true, timeZone: "America/New_York" })),
      "GET /api/admin/users/2": jsonResponse(200, detail(2, { createdAt: sameMinute, lastSignInAt: sameMinute })),
      "GET /api/admin/users/2/subscription": jsonResponse(200, {
        subscription: null,
        payments: [],
        history: [{ at: sameMinute, kind: "started", summary: "Started Standard: paid R399.00", actorName: null }],
        email: "learner2@example.com",
        isEmailConfirmed: true,
        isClosed: false,
      }),
    });
    renderWithProviders(<UserPage userId={2} />, { path: "/admin/users/2" });

    const profile = await screen.findByRole("region", { name: "Profile" });
    const history = await screen.findByRole("list", { name: "History" });
    await waitFor(() => expect(within(profile).getAllByText("01 Dec 2026, 20:58 GMT-5")).toHaveLength(2));
    const registered = within(profile).getByText("Registered").nextElementSibling!;
    const event = within(history).getByText("Started Standard: paid R399.00").previousElementSibling!;
    expect(registered).toHaveTextContent("01 Dec 2026, 20:58 GMT-5");
    expect(event.textContent).toBe(registered.textContent);
  });

  it("disables an account after confirming, then offers to enable it", async () => {
    let account = detail(2);
    const { requests } = mockApi({
      ...signedInAdmin,
      "GET /api/admin/users/2": () => jsonResponse(200, account),
      "PATCH /api/admin/users/2": (request) => {
        account = { ...account, ...(request.body as object) };
        return jsonResponse(200, account);
      },
    });
    const { user } = renderWithProviders(<UserPage userId={2} />, { path: "/admin/users/2" });

    await user.click(await screen.findByRole("button", { name: "Disable account" }));
    const confirm = await screen.findByRole("dialog", { name: "Disable learner2's account?" });
    await user.click(within(confirm).getByRole("button", { name: "Disable account" }));

    expect(await screen.findByText("learner2's account is disabled.")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PATCH")!.body).toEqual({ isDisabled: true });
    await user.click(await screen.findByRole("button", { name: "Enable account" }));
    expect(await screen.findByRole("dialog", { name: "Enable learner2's account?" })).toBeInTheDocument();
  });

  it("sends a password reset link after confirming, without showing it", async () => {
    const { requests } = mockApi({
      ...signedInAdmin,
      "GET /api/admin/users/4": jsonResponse(200, detail(4)),
      "POST /api/admin/users/4/password-reset": jsonResponse(202, {
        message: "A password reset link was sent to the user's email address.",
      }),
    });
    const { user } = renderWithProviders(<UserPage userId={4} />, { path: "/admin/users/4" });

    await user.click(await screen.findByRole("button", { name: "Send password reset link" }));
    const confirm = await screen.findByRole("dialog", { name: "Send learner4 a password reset link?" });
    expect(confirm).toHaveTextContent("goes to learner4@example.com, valid for 1 hour");
    await user.click(within(confirm).getByRole("button", { name: "Send password reset link" }));

    expect(await screen.findByText("A password reset link was sent to learner4@example.com.")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.url)).toEqual([
      "/api/admin/users/4/password-reset",
    ]);
  });

  it("does not offer a reset link for a disabled account", async () => {
    mockApi({ ...signedInAdmin, "GET /api/admin/users/5": jsonResponse(200, detail(5, { isDisabled: true })) });
    renderWithProviders(<UserPage userId={5} />, { path: "/admin/users/5" });

    expect(await screen.findByRole("button", { name: "Enable account" })).toBeInTheDocument();
    expect(screen.getByText("Disabled")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send password reset link" })).not.toBeInTheDocument();
  });

  it("offers no action on a closed account, only its details", async () => {
    mockApi({
      ...signedInAdmin,
      "GET /api/admin/users/9": jsonResponse(200, detail(9, { username: "closed-9", closedAt: "2026-11-25T10:00:00.000Z" })),
    });
    renderWithProviders(<UserPage userId={9} />, { path: "/admin/users/9" });

    expect(await screen.findByText("Its owner closed this account: there is nothing left to change.")).toBeInTheDocument();
    expect(screen.getByText("Closed")).toBeInTheDocument();
    for (const label of ["Disable account", "Make admin", "Send password reset link", "End all sessions"])
      expect(screen.queryByRole("button", { name: label })).not.toBeInTheDocument();
  });

  it("says so for an unknown account, and offers to try again when the read fails", async () => {
    mockApi({ ...signedInAdmin, "GET /api/admin/users/77": jsonResponse(404, { message: "User not found" }) });
    const unknown = renderWithProviders(<UserPage userId={77} />, { path: "/admin/users/77" });
    expect(await screen.findByText("There is no account with this number.")).toBeInTheDocument();
    unknown.unmount();

    mockApi({ ...signedInAdmin, "GET /api/admin/users/78": jsonResponse(500, { message: "Something went wrong" }) });
    renderWithProviders(<UserPage userId={78} />, { path: "/admin/users/78" });
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent("The account could not be loaded.");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
