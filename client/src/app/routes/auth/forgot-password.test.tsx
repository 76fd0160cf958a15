import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import ForgotPasswordScreen from "./forgot-password";
import LoginScreen from "./login";

const SENT =
  "If an account matches what you entered, we have sent a link to its email address. The link works for 1 hour. Check your spam folder if it does not arrive in a few minutes.";

describe("Forgot password screen", () => {
  it("is linked from the sign-in screen", () => {
    mockApi({ "GET /api/me": signedOut() });
    renderWithProviders(<LoginScreen />, { path: "/login" });
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
  });

  it("asks for the email or username and calls no API when it is empty", async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderWithProviders(<ForgotPasswordScreen />, { path: "/forgot-password" });
    expect(screen.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Please enter your email address or username")).toBeInTheDocument();
    expect(screen.getByLabelText("Email address or username")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends what was typed and shows the server's words in place of the form", async () => {
    const { requests } = mockApi({ "POST /api/password-reset": jsonResponse(202, { message: SENT }) });
    const { user } = renderWithProviders(<ForgotPasswordScreen />, { path: "/forgot-password" });
    await user.type(screen.getByLabelText("Email address or username"), "thandi@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(SENT);
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({ identifier: "thandi@example.com" });
    expect(screen.queryByLabelText("Email address or username")).not.toBeInTheDocument();
  });

  it("shows a failure where the person is and keeps the form", async () => {
    mockApi({ "POST /api/password-reset": jsonResponse(500, { message: "Something went wrong on our side." }) });
    const { user } = renderWithProviders(<ForgotPasswordScreen />, { path: "/forgot-password" });
    await user.type(screen.getByLabelText("Email address or username"), "thandi");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong on our side.");
    expect(screen.getByLabelText("Email address or username")).toHaveValue("thandi");
  });
});
