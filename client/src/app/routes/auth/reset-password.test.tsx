import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import ResetPasswordScreen from "./reset-password";

const INVALID = "This reset link has expired or was already used. Ask for a new one.";

const openLink = (address: string) => window.history.replaceState(null, "", address);

afterEach(() => openLink("/"));

async function setPassword(user: ReturnType<typeof renderWithProviders>["user"], password: string, confirmation = password) {
  await user.type(screen.getByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm new password"), confirmation);
  await user.click(screen.getByRole("button", { name: "Set new password" }));
}

describe("Reset password screen", () => {
  it("sends the token from the link's fragment with the new password, then lands signed in", async () => {
    openLink("/reset-password#token=abc_DEF-123");
    const { requests } = mockApi({ "POST /api/password-reset/complete": jsonResponse(200, buildUser()) });
    const { user, currentPath } = renderWithProviders(<ResetPasswordScreen />, { path: "/reset-password" });
    // The token leaves the address bar as soon as it is read.
    expect(window.location.hash).toBe("");
    await setPassword(user, "new-garden-77");
    await waitFor(() => expect(currentPath()).toBe("/dashboard"));
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({ token: "abc_DEF-123", password: "new-garden-77" });
  });

  it("checks the registration rules and the confirmation before calling the server", async () => {
    openLink("/reset-password#token=abc");
    const { fetchMock } = mockApi({});
    const { user } = renderWithProviders(<ResetPasswordScreen />, { path: "/reset-password" });
    // 7 characters: a new password needs 8 (decision 0068).
    await setPassword(user, "abc-d3f", "abc-d3g");
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's words for a used or expired link and the way to a new one", async () => {
    openLink("/reset-password#token=old");
    mockApi({ "POST /api/password-reset/complete": jsonResponse(400, { message: INVALID, code: "validation" }) });
    const { user } = renderWithProviders(<ResetPasswordScreen />, { path: "/reset-password" });
    await setPassword(user, "new-garden-77");
    expect(await screen.findByRole("alert")).toHaveTextContent(INVALID);
    expect(screen.getByRole("link", { name: "Ask for a new reset link" })).toHaveAttribute("href", "/forgot-password");
  });

  it("puts a refused password under the field", async () => {
    openLink("/reset-password#token=abc");
    const common = "This password is too common. Please choose a less predictable one.";
    mockApi({
      "POST /api/password-reset/complete": jsonResponse(400, { message: common, code: "validation", errors: { password: [common] } }),
    });
    const { user } = renderWithProviders(<ResetPasswordScreen />, { path: "/reset-password" });
    await setPassword(user, "password123");
    expect(await screen.findByText(common)).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("explains a link without a token", () => {
    openLink("/reset-password");
    mockApi({});
    renderWithProviders(<ResetPasswordScreen />, { path: "/reset-password" });
    expect(screen.getByRole("alert")).toHaveTextContent("This reset link is incomplete.");
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });
});
