import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/i18n/i18n";
import { CURRENT_USER_QUERY_KEY } from "@/lib/auth";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { ProfileDetailsCard } from "./profile-details-card";

async function openEditor(onProfileUpdated = vi.fn()) {
  const rendered = renderWithProviders(<ProfileDetailsCard user={buildUser()} onProfileUpdated={onProfileUpdated} />);
  await rendered.user.click(screen.getByRole("button", { name: "Edit Profile" }));
  const dialog = await screen.findByRole("dialog", { name: "Edit Profile" });
  return { ...rendered, dialog };
}

describe("Edit Profile", () => {
  it("starts with the current values, an older account's English country name read as its code", async () => {
    mockApi({});
    const { dialog } = await openEditor();

    expect(within(dialog).getByLabelText("Email")).toHaveValue("thandi@example.com");
    expect(within(dialog).getByLabelText("First name")).toHaveValue("Thandi");
    expect(within(dialog).getByLabelText("Last name")).toHaveValue("Mokoena");
    // buildUser's country is "United States", as the register form stored it before it stored codes.
    expect(within(dialog).getByLabelText("Country")).toHaveValue("US");
    expect(within(within(dialog).getByLabelText("Country")).getByRole("option", { name: "South Africa" })).toHaveValue("ZA");
    expect(within(dialog).getByLabelText("English level")).toHaveValue("Intermediate (B1)");
  });

  it("checks the email with the schema's message and sends nothing", async () => {
    const { requests } = mockApi({});
    const { dialog, user } = await openEditor();

    await user.clear(within(dialog).getByLabelText("Email"));
    await user.type(within(dialog).getByLabelText("Email"), "not-an-email");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await within(dialog).findByText("Invalid email address")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Email")).toHaveAccessibleDescription("Invalid email address");
    // Only reads (the session, for the interface language field): nothing is saved.
    expect(requests.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("sends PATCH /api/me with the form values, shows 'Saving...', then 'Profile Updated'", async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = mockApi({
      "PATCH /api/me": () => new Promise<Response>((resolve) => (answer = resolve)),
      "GET /api/me": jsonResponse(200, buildUser({ email: "new@example.com", country: "ZA" })),
    });
    const onProfileUpdated = vi.fn();
    const { dialog, user } = await openEditor(onProfileUpdated);

    await user.clear(within(dialog).getByLabelText("Email"));
    await user.type(within(dialog).getByLabelText("Email"), "new@example.com");
    await user.type(within(dialog).getByLabelText("Current password"), "sunflower-42");
    await user.clear(within(dialog).getByLabelText("Last name"));
    await user.selectOptions(within(dialog).getByLabelText("Country"), "South Africa");
    await user.selectOptions(within(dialog).getByLabelText("English level"), "Advanced (C1)");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await within(dialog).findByRole("button", { name: "Saving..." })).toBeDisabled();
    const patch = requests.find((request) => request.method === "PATCH");
    expect(patch?.url).toBe("/api/me");
    expect(patch?.headers.get("X-Requested-With")).toBeTruthy();
    expect(patch?.body).toEqual({
      email: "new@example.com",
      firstName: "Thandi",
      lastName: "",
      country: "ZA",
      languageLevel: "Advanced (C1)",
      timeZone: "Africa/Johannesburg",
      currentPassword: "sunflower-42",
    });

    const saved = buildUser({ email: "new@example.com", lastName: null, country: "ZA", languageLevel: "Advanced (C1)" });
    answer(jsonResponse(200, saved));

    const region = await screen.findByRole("region", { name: /notifications/i });
    expect(await within(region).findByText("Profile Updated")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onProfileUpdated).toHaveBeenCalledWith(saved);
  });

  it("asks for the current password only when the email changes, and shows the server's verdict under it", async () => {
    mockApi({
      "PATCH /api/me": jsonResponse(400, {
        message: "Current password is incorrect",
        errors: { currentPassword: ["Current password is incorrect"] },
      }),
    });
    const { dialog, user } = await openEditor();
    expect(within(dialog).queryByLabelText("Current password")).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText("Email"));
    await user.type(within(dialog).getByLabelText("Email"), "elsewhere@example.com");
    const password = within(dialog).getByLabelText("Current password");
    expect(password).toHaveAccessibleDescription("Needed to change your email address.");
    await user.type(password, "not-my-password");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await within(dialog).findByText("Current password is incorrect")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Current password")).toHaveAccessibleDescription(/Current password is incorrect/);
  });

  it("shows the server's message for a taken email (409) and keeps the form open", async () => {
    mockApi({ "PATCH /api/me": jsonResponse(409, { message: "This email address cannot be used. Please use another one." }) });
    const { dialog, user } = await openEditor();

    await user.clear(within(dialog).getByLabelText("Email"));
    await user.type(within(dialog).getByLabelText("Email"), "taken@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await within(dialog).findByText("This email address cannot be used. Please use another one.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Email")).toHaveAccessibleDescription(
      "This email address cannot be used. Please use another one.",
    );
    // The open modal hides the toast region from the accessibility tree; the toast is still on screen.
    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit Profile" })).toBeInTheDocument();
  });

  it("puts a 400's field messages under their fields", async () => {
    mockApi({
      "PATCH /api/me": jsonResponse(400, {
        message: "Invalid request",
        errors: { firstName: ["First name must be at most 60 characters"] },
      }),
    });
    const { dialog, user } = await openEditor();

    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await within(dialog).findByText("First name must be at most 60 characters")).toBeInTheDocument();
    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
  });

  it("closes on Cancel without sending anything", async () => {
    const { requests } = mockApi({});
    const { dialog, user } = await openEditor();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Edit Profile" })).toHaveFocus();
    // Only reads (the session, for the interface language field): nothing is saved.
    expect(requests.filter((request) => request.method !== "GET")).toEqual([]);
  });
});

describe("Profile Information", () => {
  it("is in Japanese when the interface is; the stored country and level are shown in it", () => {
    showInterfaceIn("ja");
    mockApi({});
    renderWithProviders(<ProfileDetailsCard user={buildUser()} />);

    expect(screen.getByText("プロフィール情報")).toBeInTheDocument();
    expect(screen.queryByText("Profile Information")).not.toBeInTheDocument();
    expect(screen.getByText("中級 (B1)")).toBeInTheDocument();
    expect(screen.queryByText("Intermediate (B1)")).not.toBeInTheDocument();
    expect(screen.getByText("アメリカ合衆国")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "プロフィールを編集" })).toBeInTheDocument();
    expect(screen.getByLabelText("表示言語")).toHaveValue("ja");
  });

  it("names a country stored as its ISO code in the interface language, and an unknown stored value as it is", () => {
    showInterfaceIn("de");
    mockApi({});
    const { unmount } = renderWithProviders(<ProfileDetailsCard user={buildUser({ country: "ZA" })} />);
    expect(screen.getByText("Südafrika")).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProfileDetailsCard user={buildUser({ country: "Atlantis" })} />);
    expect(screen.getByText("Atlantis")).toBeInTheDocument();
  });

  it("changes the interface language and saves it on the account, so that mails follow it", async () => {
    const { requests } = mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "PATCH /api/me": jsonResponse(200, buildUser({ locale: "fr" })),
    });
    const { user, queryClient } = renderWithProviders(<ProfileDetailsCard user={buildUser()} />);

    const select = screen.getByLabelText("Interface language");
    expect(select).toHaveAccessibleDescription("Lessons stay in English; our mails to you follow this language.");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["English", "Español", "Français", "Deutsch", "日本語", "简体中文"]);
    // The account is known (as on the real page) before the choice is made.
    await waitFor(() => expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toBeTruthy());
    await user.selectOptions(select, "fr");

    expect(await screen.findByText("Informations du profil")).toBeInTheDocument();
    expect(i18n.locale).toBe("fr");
    await waitFor(() => expect(requests.find((request) => request.method === "PATCH")?.body).toEqual({ locale: "fr" }));
    localStorage.clear();
  });
});
