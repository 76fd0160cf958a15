import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { CloseAccountCard } from "./close-account-card";

async function openDialog() {
  const rendered = renderWithProviders(<CloseAccountCard />);
  await rendered.user.click(screen.getByRole("button", { name: "Close my account" }));
  const dialog = await screen.findByRole("dialog", { name: "Close your account?" });
  return { ...rendered, dialog };
}

describe("Close my account", () => {
  it("asks for the password and sends nothing without it", async () => {
    const { requests } = mockApi({});
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Close my account" }));
    expect(await within(dialog).findByText("Enter your password")).toBeInTheDocument();
    expect(requests.filter((request) => request.url === "/api/me/close")).toEqual([]);
  });

  it("shows the server's words for a wrong password and keeps the dialog open", async () => {
    mockApi({ "POST /api/me/close": jsonResponse(403, { message: "That password is not right. Your account is still open." }) });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("Password"), "wrong-one");
    await user.click(within(dialog).getByRole("button", { name: "Close my account" }));
    expect(await within(dialog).findByText("That password is not right. Your account is still open.")).toBeInTheDocument();
  });

  it("sends only the password, then says the account is closed", async () => {
    const { requests } = mockApi({ "POST /api/me/close": jsonResponse(204) });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("Password"), "sunflower-42");
    await user.click(within(dialog).getByRole("button", { name: "Close my account" }));
    expect(await screen.findAllByText("Account Closed")).not.toHaveLength(0);
    expect(requests.filter((request) => request.url === "/api/me/close").map((request) => request.body)).toEqual([
      { password: "sunflower-42" },
    ]);
  });
});
