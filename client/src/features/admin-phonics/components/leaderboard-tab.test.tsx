import type { AdminLeaderboardEntry } from "@shared/api/phonics";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { PhonicsLeaderboardTab } from "./leaderboard-tab";

const SHOWN: AdminLeaderboardEntry = {
  childId: 4,
  rank: 1,
  nickname: "Brave Lion",
  avatar: "lion",
  parentUsername: "nomsa",
  points: 1250,
  removedAt: null,
};
const REMOVED: AdminLeaderboardEntry = {
  ...SHOWN,
  childId: 9,
  rank: null,
  nickname: "Lucky Fox",
  parentUsername: "spammer",
  points: 5000,
  removedAt: "2026-11-21T10:00:00.000Z",
};

describe("admin Phonics leaderboard tab", () => {
  it("lists the shown entries by rank and the removed ones, by nickname, account and points", async () => {
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser({ isAdmin: true, timeZone: "Africa/Johannesburg" })),
      "GET /api/admin/phonics/leaderboard": jsonResponse(200, [SHOWN, REMOVED]),
    });
    renderWithProviders(<PhonicsLeaderboardTab />);
    const shown = (await screen.findByText("Brave Lion")).closest("li")!;
    expect(within(shown).getByText("1.")).toBeInTheDocument();
    expect(within(shown).getByText("Shown")).toBeInTheDocument();
    expect(within(shown).getByText("Account nomsa · 1250 points")).toBeInTheDocument();
    expect(within(shown).getByRole("button", { name: "Remove Brave Lion (nomsa)" })).toBeInTheDocument();
    const removed = screen.getByText("Lucky Fox").closest("li")!;
    expect(within(removed).getByText("Removed")).toBeInTheDocument();
    // When, in the admin's own zone, named.
    expect(await within(removed).findByText("Account spammer · 5000 points · removed 21 Nov 2026, 12:00 SAST")).toBeInTheDocument();
    expect(within(removed).getByRole("button", { name: "Restore Lucky Fox (spammer)" })).toBeInTheDocument();
  });

  it("removes after a confirmation, says so and reads the list again", async () => {
    let isRemoved = false;
    const { requests } = mockApi({
      "GET /api/admin/phonics/leaderboard": () =>
        jsonResponse(200, [isRemoved ? { ...SHOWN, rank: null, removedAt: "2026-11-21T10:00:00.000Z" } : SHOWN]),
      "POST /api/admin/phonics/leaderboard/4/remove": () => {
        isRemoved = true;
        return jsonResponse(200, { childId: 4, removedAt: "2026-11-21T10:00:00.000Z" });
      },
    });
    const { user } = renderWithProviders(<PhonicsLeaderboardTab />);
    await user.click(await screen.findByRole("button", { name: "Remove Brave Lion (nomsa)" }));
    const dialog = screen.getByRole("dialog", { name: "Remove Brave Lion from the leaderboard?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Remove Brave Lion (nomsa)" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Entry Removed")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Restore Brave Lion (nomsa)" })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("restores after a confirmation, and shows the server's word when it refuses", async () => {
    mockApi({
      "GET /api/admin/phonics/leaderboard": jsonResponse(200, [REMOVED]),
      "POST /api/admin/phonics/leaderboard/9/restore": jsonResponse(404, {
        message: "This child is not on the leaderboard",
        code: "not_found",
      }),
    });
    const { user } = renderWithProviders(<PhonicsLeaderboardTab />);
    await user.click(await screen.findByRole("button", { name: "Restore Lucky Fox (spammer)" }));
    await user.click(within(screen.getByRole("dialog", { name: "Restore Lucky Fox?" })).getByRole("button", { name: "Restore" }));
    expect(await screen.findByText("Restore Failed")).toBeInTheDocument();
    expect(screen.getByText("This child is not on the leaderboard")).toBeInTheDocument();
  });

  it("says when the board is empty, and offers a retry when it cannot be loaded", async () => {
    mockApi({ "GET /api/admin/phonics/leaderboard": jsonResponse(200, []) });
    const { unmount } = renderWithProviders(<PhonicsLeaderboardTab />);
    expect(await screen.findByText("No child is on the leaderboard yet, and none has been removed.")).toBeInTheDocument();
    unmount();

    mockApi({ "GET /api/admin/phonics/leaderboard": jsonResponse(500, { message: "Something went wrong.", code: "internal" }) });
    renderWithProviders(<PhonicsLeaderboardTab />);
    expect(await screen.findByText("The leaderboard could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
