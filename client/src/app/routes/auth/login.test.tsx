import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import LoginScreen from "./login";

async function fillAndSubmit(user: ReturnType<typeof renderWithProviders>["user"]) {
  await user.type(screen.getByLabelText("Username"), "thandi");
  await user.type(screen.getByLabelText("Password"), "secret-password");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

const notifications = () => screen.findByRole("region", { name: /notifications/i });

describe("Sign in screen", () => {
  it("shows both required messages on an empty submit and calls no API", async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderWithProviders(<LoginScreen />, { path: "/login" });

    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-describedby", "login-username-error");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("labels every field and offers the password manager hints", () => {
    mockApi({});
    renderWithProviders(<LoginScreen />, { path: "/login" });

    expect(screen.getByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "current-password");
  });

  it("is in Japanese when the interface is, and greets in it after signing in", async () => {
    showInterfaceIn("ja");
    mockApi({ "POST /api/login": jsonResponse(200, buildUser()), "GET /api/me": jsonResponse(200, buildUser()) });
    const { user } = renderWithProviders(<LoginScreen />, { path: "/login" });

    expect(screen.getByRole("heading", { level: 1, name: "ログイン" })).toBeInTheDocument();
    expect(screen.getByText("前回の続きからコースを再開できます")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "パスワードをお忘れですか？" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.queryByText("Sign In")).not.toBeInTheDocument();
    expect(screen.queryByText("Pick up your courses where you left off")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("ユーザー名"), "thandi");
    await user.type(screen.getByLabelText("パスワード"), "secret-password");
    await user.click(screen.getByRole("button", { name: "ログイン" }));

    expect(await within(await notifications()).findByText("ログインしました")).toBeInTheDocument();
  });

  it("shows 'Signing In...' on a disabled button while the call runs", async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ "POST /api/login": () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderWithProviders(<LoginScreen />, { path: "/login" });

    await fillAndSubmit(user);

    const busyButton = await screen.findByRole("button", { name: "Signing In..." });
    expect(busyButton).toBeDisabled();
    answer(jsonResponse(401, { message: "Invalid username or password" }));
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("on 401 shows the 'Login Failed' toast with the server's message and stays on the page", async () => {
    const { requests } = mockApi({
      "POST /api/login": jsonResponse(401, { message: "Invalid username or password" }),
    });
    const { user, currentPath } = renderWithProviders(<LoginScreen />, { path: "/login" });

    await fillAndSubmit(user);

    const region = await notifications();
    expect(await within(region).findByText("Login Failed")).toBeInTheDocument();
    expect(within(region).getByText("Invalid username or password")).toBeInTheDocument();
    expect(currentPath()).toBe("/login");
    expect(requests[0]?.body).toEqual({ username: "thandi", password: "secret-password" });
    expect(requests[0]?.headers.get("X-Requested-With")).toBe("fetch");
  });

  it("falls back to 'Invalid username or password.' when the server sends no message", async () => {
    mockApi({ "POST /api/login": () => new Response("", { status: 500, statusText: "Internal Server Error" }) });
    const { user } = renderWithProviders(<LoginScreen />, { path: "/login" });

    await fillAndSubmit(user);

    const region = await notifications();
    expect(await within(region).findByText("Invalid username or password.")).toBeInTheDocument();
  });

  it("after success goes to a same-site redirect and shows 'Login Successful'", async () => {
    const thandi = buildUser();
    mockApi({ "POST /api/login": jsonResponse(200, thandi), "GET /api/me": jsonResponse(200, thandi) });
    const { user, currentPath } = renderWithProviders(<LoginScreen />, { path: "/login?redirect=/pricing" });

    await fillAndSubmit(user);

    await waitFor(() => expect(currentPath()).toBe("/pricing"));
    expect(await within(await notifications()).findByText("Login Successful")).toBeInTheDocument();
  });

  it.each(["//evil.com", "https://evil.com/kids/start-trial"])(
    "refuses a redirect to another site (%s) and goes to /dashboard instead",
    async (target) => {
      const thandi = buildUser();
      mockApi({ "POST /api/login": jsonResponse(200, thandi), "GET /api/me": jsonResponse(200, thandi) });
      const { user, currentPath } = renderWithProviders(<LoginScreen />, { path: `/login?redirect=${encodeURIComponent(target)}` });

      await fillAndSubmit(user);

      await waitFor(() => expect(currentPath()).toBe("/dashboard"));
    },
  );

  it("takes an administrator to the admin area, not the learner dashboard", async () => {
    const admin = buildUser({ username: "admin", firstName: null, lastName: null, isAdmin: true });
    mockApi({ "POST /api/login": jsonResponse(200, admin), "GET /api/me": jsonResponse(200, admin) });
    const { user, currentPath } = renderWithProviders(<LoginScreen />, { path: "/login" });

    await fillAndSubmit(user);

    await waitFor(() => expect(currentPath()).toBe("/admin"));
    expect(await within(await notifications()).findByText("Welcome back, admin!")).toBeInTheDocument();
  });

  it("takes an administrator who signs in with a return path back to that page", async () => {
    const admin = buildUser({ isAdmin: true });
    mockApi({ "POST /api/login": jsonResponse(200, admin), "GET /api/me": jsonResponse(200, admin) });
    const { user, currentPath } = renderWithProviders(<LoginScreen />, { path: "/login?redirect=/courses/3" });

    await fillAndSubmit(user);

    await waitFor(() => expect(currentPath()).toBe("/courses/3"));
  });

  it("after signing in from the kids trial goes back to start it", async () => {
    const thandi = buildUser();
    mockApi({ "POST /api/login": jsonResponse(200, thandi), "GET /api/me": jsonResponse(200, thandi) });
    const { user, currentPath } = renderWithProviders(<LoginScreen />, { path: "/login?redirect=/kids/start-trial" });

    await fillAndSubmit(user);

    await waitFor(() => expect(currentPath()).toBe("/kids/start-trial"));
  });

  it("links to register, keeping a safe redirect", () => {
    mockApi({ "GET /api/me": signedOut() });
    renderWithProviders(<LoginScreen />, { path: "/login?redirect=/pricing" });

    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register?redirect=/pricing");
  });
});
