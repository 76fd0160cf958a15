import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { EmailConfirmationNudge } from "./email-confirmation-nudge";

const state = (overrides: Record<string, unknown> = {}) =>
  jsonResponse(200, { email: "thandi@example.com", isConfirmed: false, pendingEmail: null, ...overrides });

describe("the email confirmation nudge", () => {
  it("asks an unconfirmed person to open the link, and sends it again", async () => {
    const { requests } = mockApi({
      "GET /api/me/email-confirmation": state(),
      "POST /api/me/email-confirmation/resend": jsonResponse(202, { message: "We sent a confirmation link." }),
    });
    const { user } = renderWithProviders(<EmailConfirmationNudge />);
    expect(await screen.findByRole("heading", { name: "Please confirm your email address" })).toBeInTheDocument();
    expect(screen.getByText("thandi@example.com")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findAllByText("We sent a confirmation link.")).not.toHaveLength(0);
    expect(requests.filter((request) => request.url === "/api/me/email-confirmation/resend")).toHaveLength(1);
  });

  it("shows the server's words when sending is refused (over the hourly limit)", async () => {
    mockApi({
      "GET /api/me/email-confirmation": state(),
      "POST /api/me/email-confirmation/resend": jsonResponse(429, { message: "Too many requests. Please try again later." }),
    });
    const { user } = renderWithProviders(<EmailConfirmationNudge />);
    await user.click(await screen.findByRole("button", { name: "Send the link again" }));
    expect(await screen.findAllByText("Too many requests. Please try again later.")).not.toHaveLength(0);
  });

  it("shows a change waiting for its link, with the address mail still goes to, and cancels it", async () => {
    const { requests } = mockApi({
      "GET /api/me/email-confirmation": state({ isConfirmed: true, pendingEmail: "thandi.new@example.com" }),
      "DELETE /api/me/pending-email": jsonResponse(200, { message: "The change of email address is cancelled." }),
    });
    const { user } = renderWithProviders(<EmailConfirmationNudge />);
    expect(await screen.findByRole("heading", { name: "Confirm your new email address" })).toBeInTheDocument();
    expect(screen.getByText("thandi.new@example.com")).toBeInTheDocument();
    expect(screen.getByText("thandi@example.com")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel the change" }));
    expect(await screen.findAllByText("The change of email address is cancelled.")).not.toHaveLength(0);
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1);
  });

  it("shows nothing once the address is confirmed and nothing waits", async () => {
    const { requests } = mockApi({ "GET /api/me/email-confirmation": state({ isConfirmed: true }) });
    const { container } = renderWithProviders(<EmailConfirmationNudge />);
    await vi.waitFor(() => expect(requests.some((request) => request.url === "/api/me/email-confirmation")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it("is in Spanish when the interface is, with both addresses in place", async () => {
    showInterfaceIn("es");
    mockApi({ "GET /api/me/email-confirmation": state({ isConfirmed: true, pendingEmail: "thandi.new@example.com" }) });
    renderWithProviders(<EmailConfirmationNudge />);
    expect(await screen.findByRole("heading", { name: "Confirma tu nueva dirección de correo" })).toBeInTheDocument();
    expect(screen.getByText("thandi.new@example.com").tagName).toBe("STRONG");
    expect(screen.getByText("thandi@example.com").tagName).toBe("STRONG");
    expect(screen.getByRole("button", { name: "Cancelar el cambio" })).toBeInTheDocument();
    expect(screen.queryByText("Cancel the change")).not.toBeInTheDocument();
  });
});
