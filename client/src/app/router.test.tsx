import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MySubscription } from "@shared/api/billing";
import { buildAdultSubscription } from "@/test/builders";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { AppRouter } from "./router";

// Screens are lazy chunks: the first import of each can take a moment under the test transformer.
const LAZY = { timeout: 5000 };

/** The `redirect` value of a sign-in address, decoded; undefined when the address is not /login. */
const redirectParam = (path = "") => {
  const [pathname, search] = path.split("?");
  return pathname === "/login" ? new URLSearchParams(search).get("redirect") : undefined;
};

const heading = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name }, LAZY);

function renderAt(path: string, me: Response | (() => Promise<Response>), routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ "GET /api/me": me, "GET /api/courses": jsonResponse(200, []), ...routes });
  return { ...api, ...renderWithProviders(<AppRouter />, { path }) };
}

describe("Route table", () => {
  it("shows 'Page Not Found' with a way home for an unknown address", async () => {
    renderAt("/no-such-page", signedOut());

    expect(await heading("Page Not Found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("shows the home hero with its three calls to action", async () => {
    renderAt("/", signedOut());

    expect(await heading(/Welcome to/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Try Fun Phonics FREE" })).toHaveAttribute("href", "/phonics");
    expect(screen.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "View Courses" })).toHaveAttribute("href", "/courses");
  });

  it("matches /courses/:id before /courses", async () => {
    renderAt("/courses/3", signedOut());

    // The detail screen (not the list) answers; the mocked API knows no course 3.
    expect(await heading("Course Not Found")).toBeInTheDocument();
  });

  it("shows the newsletter message", async () => {
    renderAt("/newsletter", signedOut());
    expect(await heading(/^Newsletter/)).toBeInTheDocument();
    expect(
      screen.getByText("Our newsletter is not running yet. Leave your email and we will write once, when the first issue goes out."),
    ).toBeInTheDocument();
  });

  it("shows the queries message", async () => {
    renderAt("/queries", signedOut());
    expect(await heading(/^Queries/)).toBeInTheDocument();
    expect(screen.getByText("Have questions? Our dedicated queries section is coming soon!")).toBeInTheDocument();
  });
});

describe("Route guards", () => {
  it("sends a visitor from /dashboard to sign-in with redirect=/dashboard", async () => {
    const { currentPath } = renderAt("/dashboard", signedOut());

    expect(await heading("Sign In")).toBeInTheDocument();
    expect(currentPath()).toBe("/login?redirect=/dashboard");
    expect(redirectParam(currentPath())).toBe("/dashboard");
  });

  it("keeps the query string of the page in the redirect", async () => {
    const { currentPath } = renderAt("/certificates?tab=all", signedOut());

    expect(await heading("Sign In")).toBeInTheDocument();
    expect(redirectParam(currentPath())).toBe("/certificates?tab=all");
  });

  it("sends a visitor from /subscribe/:planId to sign-in with redirect=/pricing", async () => {
    const { currentPath } = renderAt("/subscribe/2", signedOut());

    expect(await heading("Sign In")).toBeInTheDocument();
    expect(redirectParam(currentPath())).toBe("/pricing");
  });

  it("greets a signed-in student on the dashboard by first name", async () => {
    renderAt("/dashboard", jsonResponse(200, buildUser()));

    expect(await heading("Welcome back, Thandi!")).toBeInTheDocument();
  });

  it("greets by username when there is no first name", async () => {
    renderAt("/dashboard", jsonResponse(200, buildUser({ firstName: null })));

    expect(await heading("Welcome back, thandi!")).toBeInTheDocument();
  });

  it("shows a spinner, not the sign-in page, while the account is being checked", async () => {
    let answer: (response: Response) => void = () => {};
    const { currentPath } = renderAt("/dashboard", () => new Promise<Response>((resolve) => (answer = resolve)));

    expect(await screen.findByRole("status", {}, LAZY)).toHaveTextContent("Checking your account...");
    expect(currentPath()).toBe("/dashboard");

    answer(jsonResponse(200, buildUser()));
    expect(await heading("Welcome back, Thandi!")).toBeInTheDocument();
    expect(currentPath()).toBe("/dashboard");
  });

  it.each(["/admin", "/admin/users/3", "/admin/backups"])(
    "shows 'Access Denied' to a signed-in student on %s, in the public frame",
    async (path) => {
      renderAt(path, jsonResponse(200, buildUser()));

      expect(await heading("Access Denied")).toBeInTheDocument();
      expect(screen.getByText(/for administrators/)).toBeInTheDocument();
      expect(screen.getByRole("contentinfo")).toBeInTheDocument();
      expect(screen.queryByRole("navigation", { name: "Admin sections" })).not.toBeInTheDocument();
    },
  );

  it("keeps the email generator and its internal notes for admins: a student sees Access Denied", async () => {
    const { currentPath } = renderAt("/email-generator", jsonResponse(200, buildUser()));

    expect(await heading("Access Denied")).toBeInTheDocument();
    expect(currentPath()).toBe("/admin/email-generator");
    expect(screen.queryByText("Outreach tactics")).not.toBeInTheDocument();
  });

  it.each([
    ["/admin", "/admin"],
    ["/admin/users/3", "/admin/users/3"],
    ["/admin?tab=mail", "/admin?tab=mail"],
    ["/outreach", "/admin/outreach"],
    ["/backup", "/admin/backups"],
    ["/email-generator", "/admin/email-generator"],
  ])("sends a visitor from %s to sign-in, coming back to %s", async (path, comeBack) => {
    const { currentPath } = renderAt(path, signedOut());

    await waitFor(() => expect(redirectParam(currentPath())).toBe(comeBack), LAZY);
  });

  it("opens /admin for an administrator on the overview, in the admin layout without the public header and footer", async () => {
    const { currentPath } = renderAt("/admin", jsonResponse(200, buildUser({ isAdmin: true })));

    expect(await heading("Overview")).toBeInTheDocument();
    expect(currentPath()).toBe("/admin/overview");
    expect(screen.getByRole("navigation", { name: "Admin sections" })).toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
  });

  it.each([
    ["/admin?tab=users", "/admin/users", "Users"],
    ["/admin?tab=content&course=5", "/admin/content?course=5", "Content"],
    ["/admin?tab=no-such-tab", "/admin/overview", "Overview"],
    ["/outreach", "/admin/outreach", "Outreach"],
    ["/email-generator", "/admin/email-generator", "Email generator"],
    ["/backup", "/admin/backups", "Backups"],
  ])("sends an administrator from the old address %s to %s", async (path, target, title) => {
    const { currentPath } = renderAt(path, jsonResponse(200, buildUser({ isAdmin: true })));

    expect(await heading(title)).toBeInTheDocument();
    expect(currentPath()).toBe(target);
  });

  it("sends a signed-in person from /login to /dashboard", async () => {
    const { currentPath } = renderAt("/login", jsonResponse(200, buildUser()));

    expect(await heading("Welcome back, Thandi!")).toBeInTheDocument();
    expect(currentPath()).toBe("/dashboard");
  });

  it("sends a signed-in administrator from /login to the admin area, never the learner dashboard", async () => {
    const { currentPath } = renderAt("/login", jsonResponse(200, buildUser({ firstName: null, username: "admin", isAdmin: true })));

    expect(await heading("Overview")).toBeInTheDocument();
    expect(currentPath()).toBe("/admin/overview");
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
  });

  it("keeps an administrator's explicit return path from /login", async () => {
    const { currentPath } = renderAt("/login?redirect=/courses", jsonResponse(200, buildUser({ isAdmin: true })));

    await waitFor(() => expect(currentPath()).toBe("/courses"), LAZY);
  });
});

const kidsTrial = (overrides: Partial<MySubscription> = {}) =>
  buildAdultSubscription({
    plan: { id: 21, name: "Starter", price: 16900, billingInterval: "month", audience: "kids" },
    status: "cancelled",
    cancelAtPeriodEnd: true,
    currentPeriodEnd: "2099-12-02T09:00:00.000Z",
    isTrial: true,
    displayStatus: "trial",
    ...overrides,
  });

const subscriptionAnswer = (subscription: MySubscription | null) => jsonResponse(200, { subscription, payments: [] });

const KIDS_PARENT_API = {
  "GET /api/phonics/children": jsonResponse(200, { hasFullAccess: true, planName: "Starter", maxChildren: 1, children: [] }),
  "GET /api/phonics/family": jsonResponse(200, []),
};

describe("Where a parent lands", () => {
  it("sends a kids-trial parent from /dashboard to the parent home, never the adult dashboard", async () => {
    const { currentPath } = renderAt("/dashboard", jsonResponse(200, buildUser()), {
      "GET /api/subscriptions/me": subscriptionAnswer(kidsTrial()),
      ...KIDS_PARENT_API,
    });

    expect(await heading("Your family")).toBeInTheDocument();
    expect(currentPath()).toBe("/family");
    expect(screen.queryByText("Welcome back, Thandi!")).not.toBeInTheDocument();
    expect(await screen.findByText("Free trial, ends 2 Dec")).toBeInTheDocument();
  });

  it("sends a parent whose trial ended to the parent home too, with a way to choose a plan", async () => {
    const { currentPath } = renderAt("/dashboard", jsonResponse(200, buildUser()), {
      "GET /api/subscriptions/me": subscriptionAnswer(
        kidsTrial({ status: "expired", displayStatus: "trial_ended", currentPeriodEnd: "2026-01-08T09:00:00.000Z" }),
      ),
      ...KIDS_PARENT_API,
    });

    expect(await heading("Your family")).toBeInTheDocument();
    expect(currentPath()).toBe("/family");
    expect(await screen.findByText("Free trial ended")).toBeInTheDocument();
  });

  it("keeps an adult-plan student on the dashboard", async () => {
    const { currentPath } = renderAt("/dashboard", jsonResponse(200, buildUser()), {
      "GET /api/subscriptions/me": subscriptionAnswer(buildAdultSubscription()),
    });

    expect(await heading("Welcome back, Thandi!")).toBeInTheDocument();
    expect(currentPath()).toBe("/dashboard");
  });

  it("sends a kids parent who signs in (no return path) to the parent home", async () => {
    const { currentPath } = renderAt("/login", jsonResponse(200, buildUser()), {
      "GET /api/subscriptions/me": subscriptionAnswer(kidsTrial()),
      ...KIDS_PARENT_API,
    });

    expect(await heading("Your family")).toBeInTheDocument();
    expect(currentPath()).toBe("/family");
  });

  it("sends a visitor from the trial start to register, coming back there", async () => {
    const { currentPath } = renderAt("/kids/start-trial", signedOut());

    expect(await heading("Create Your Account")).toBeInTheDocument();
    expect(currentPath()).toBe("/register?redirect=/kids/start-trial");
  });

  it("starts the trial once when a new parent comes back from registering, then opens the parent home", async () => {
    let subscription: MySubscription | null = null;
    const { requests, currentPath } = renderAt("/kids/start-trial", jsonResponse(200, buildUser()), {
      "GET /api/subscription-plans": jsonResponse(200, [
        // Only Starter offers trial days: the trial starts on it, whichever plan is listed first.
        {
          id: 22,
          name: "Premium",
          price: 34900,
          description: "",
          features: [],
          audience: "kids",
          billingInterval: "month",
          sortOrder: 1,
          trialDays: 0,
        },
        {
          id: 21,
          name: "Starter",
          price: 16900,
          description: "",
          features: [],
          audience: "kids",
          billingInterval: "month",
          sortOrder: 0,
          trialDays: 7,
        },
      ]),
      "GET /api/subscriptions/me": () => subscriptionAnswer(subscription),
      "POST /api/subscriptions/trial": () => {
        subscription = kidsTrial();
        return subscriptionAnswer(subscription);
      },
      ...KIDS_PARENT_API,
    });

    expect(await heading("Your family")).toBeInTheDocument();
    expect(currentPath()).toBe("/family");
    const posts = requests.filter((request) => request.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: "/api/subscriptions/trial", body: { planId: 21 } });
    expect(await screen.findByText("Free trial, ends 2 Dec")).toBeInTheDocument();
  });
});
