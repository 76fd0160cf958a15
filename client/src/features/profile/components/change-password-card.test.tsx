import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { ChangePasswordCard } from "./change-password-card";

async function openDialog() {
  const rendered = renderWithProviders(<ChangePasswordCard />);
  await rendered.user.click(screen.getByRole("button", { name: "Change Password" }));
  const dialog = await screen.findByRole("dialog", { name: "Change Password" });
  const fill = async ({
    current = "old-secret",
    next = "new-secret",
    confirm,
  }: { current?: string; next?: string; confirm?: string } = {}) => {
    await rendered.user.type(within(dialog).getByLabelText("Current password"), current);
    await rendered.user.type(within(dialog).getByLabelText("New password"), next);
    await rendered.user.type(within(dialog).getByLabelText("Confirm new password"), confirm ?? next);
    await rendered.user.click(within(dialog).getByRole("button", { name: "Update Password" }));
  };
  return { ...rendered, dialog, fill };
}

describe("Change Password", () => {
  it("says 'Passwords do not match' and sends nothing", async () => {
    const { fetchMock } = mockApi({});
    const { dialog, fill } = await openDialog();

    await fill({ next: "new-secret", confirm: "other-secret" });

    expect(await within(dialog).findByText("Passwords do not match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("applies the server's password rule before sending", async () => {
    const { fetchMock } = mockApi({});
    const { dialog, fill } = await openDialog();

    await fill({ next: "abc-d3f" });

    expect(await within(dialog).findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("New password")).toHaveAccessibleDescription("Password must be at least 8 characters");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends only the current and new password, shows 'Saving...', then 'Password Changed'", async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = mockApi({ "POST /api/me/password": () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { dialog, fill } = await openDialog();

    await fill();

    expect(await within(dialog).findByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.url).toBe("/api/me/password");
    expect(requests[0]?.body).toEqual({ currentPassword: "old-secret", newPassword: "new-secret" });

    answer(jsonResponse(204));

    const region = await screen.findByRole("region", { name: /notifications/i });
    expect(await within(region).findByText("Password Changed")).toBeInTheDocument();
    expect(within(region).getByText("Your other sessions have been signed out.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows 'Password Not Changed' with the server's message on a 400", async () => {
    mockApi({ "POST /api/me/password": jsonResponse(400, { message: "Current password is incorrect" }) });
    const { dialog, fill } = await openDialog();

    await fill({ current: "wrong-secret" });

    expect(await screen.findByText("Password Not Changed")).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Current password is incorrect");
    expect(screen.getByRole("dialog", { name: "Change Password" })).toBeInTheDocument();
  });
});
