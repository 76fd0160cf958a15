import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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

function renderAt(path: string, me: Response | (() => Promise<Response>)) {
  mockApi({ "GET /api/me": me, "GET /api/courses": jsonResponse(200, []) });
  return renderWithProviders(<AppRouter />, { path });
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
    expect(screen.getByText("Our newsletter feature is coming soon. Please check back later!")).toBeInTheDocument();
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

  it("shows 'Access Denied' to a signed-in student on /admin", async () => {
    renderAt("/admin", jsonResponse(200, buildUser()));

    expect(await heading("Access Denied")).toBeInTheDocument();
    expect(screen.getByText(/for administrators/)).toBeInTheDocument();
  });

  it.each(["/admin", "/outreach", "/backup"])("sends a visitor from %s to sign-in", async (path) => {
    const { currentPath } = renderAt(path, signedOut());

    await waitFor(() => expect(redirectParam(currentPath())).toBe(path), LAZY);
  });

  it("opens /admin for an administrator", async () => {
    renderAt("/admin", jsonResponse(200, buildUser({ isAdmin: true })));

    expect(await heading("Admin Area")).toBeInTheDocument();
  });

  it("sends a signed-in person from /login to /dashboard", async () => {
    const { currentPath } = renderAt("/login", jsonResponse(200, buildUser()));

    expect(await heading("Welcome back, Thandi!")).toBeInTheDocument();
    expect(currentPath()).toBe("/dashboard");
  });
});
