import type { ChildView, PhonicsAccountResponse } from "@shared/api/phonics";
import { CHILD_NAME_CHARACTERS } from "@shared/api/phonics";
import { isLeaderboardNickname } from "@shared/phonics/leaderboard-nicknames";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { AddChildForm } from "./add-child-form";
import { ChildSwitcher } from "./child-switcher";

const ZANELE: ChildView = {
  id: 11,
  firstName: "Zanele",
  age: 6,
  avatar: "lion",
  isOnLeaderboard: true,
  leaderboardNickname: "Brave Lion",
  isRemovedFromLeaderboard: false,
};
const account = (child: ChildView): PhonicsAccountResponse => ({
  hasFullAccess: true,
  planName: "Family",
  maxChildren: 4,
  children: [child],
});

describe("putting a child on the leaderboard", () => {
  it("adds a child under a nickname from the list, never the typed name", async () => {
    const { requests } = mockApi({
      "POST /api/phonics/children": (request) => jsonResponse(201, { ...ZANELE, ...(request.body as object) }),
    });
    const onAdded = vi.fn();
    const { user } = renderWithProviders(<AddChildForm onAdded={onAdded} />);
    await user.type(screen.getByLabelText("First name or nickname"), "Zanele");
    expect(screen.queryByLabelText("Leaderboard nickname")).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Show my child on the phonics leaderboard under a nickname" }));
    const nickname = screen.getByLabelText<HTMLSelectElement>("Leaderboard nickname");
    expect(isLeaderboardNickname(nickname.value)).toBe(true);
    const suggested = nickname.value;
    await user.click(screen.getByRole("button", { name: "Pick another" }));
    expect(nickname.value).not.toBe(suggested);
    await user.selectOptions(nickname, "Happy Panda");
    await user.click(screen.getByRole("button", { name: "Add child" }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(requests[0]!.body).toEqual({
      firstName: "Zanele",
      age: 6,
      avatar: "lion",
      isOnLeaderboard: true,
      leaderboardNickname: "Happy Panda",
    });
  });

  it("keeps the nickname out of a child not on the leaderboard, and refuses contact details as a name", async () => {
    const { requests } = mockApi({
      "POST /api/phonics/children": (request) => jsonResponse(201, { ...ZANELE, ...(request.body as object) }),
    });
    const onAdded = vi.fn();
    const { user } = renderWithProviders(<AddChildForm onAdded={onAdded} />);
    await user.type(screen.getByLabelText("First name or nickname"), "WhatsApp 082 123 4567");
    await user.click(screen.getByRole("button", { name: "Add child" }));
    expect(await screen.findByText(CHILD_NAME_CHARACTERS)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await user.clear(screen.getByLabelText("First name or nickname"));
    await user.type(screen.getByLabelText("First name or nickname"), "Mary-Jane");
    await user.click(screen.getByRole("button", { name: "Add child" }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(requests[0]!.body).toEqual({ firstName: "Mary-Jane", age: 6, avatar: "lion", isOnLeaderboard: false });
  });

  it("saves a new nickname at once for a child on the leaderboard, and says when the school took it off", async () => {
    const { requests } = mockApi({
      "PATCH /api/phonics/children/11": jsonResponse(200, { ...ZANELE, leaderboardNickname: "Sunny Zebra" }),
    });
    const { user } = renderWithProviders(
      <ChildSwitcher account={account({ ...ZANELE, isRemovedFromLeaderboard: true })} childId={11} onChange={() => {}} />,
    );
    expect(screen.getByRole("checkbox", { name: "Show Zanele on the leaderboard under a nickname" })).toBeChecked();
    expect(screen.getByLabelText("Leaderboard nickname")).toHaveValue("Brave Lion");
    expect(screen.getByRole("status")).toHaveTextContent("The school has taken Zanele off the leaderboard.");
    await user.selectOptions(screen.getByLabelText("Leaderboard nickname"), "Sunny Zebra");
    await waitFor(() => expect(requests[0]?.body).toEqual({ leaderboardNickname: "Sunny Zebra" }));
    expect(await screen.findByText("Zanele now shows as Sunny Zebra.")).toBeInTheDocument();
  });

  it("asks a parent who opted in before nicknames existed to save one", async () => {
    const { requests } = mockApi({ "PATCH /api/phonics/children/11": jsonResponse(200, ZANELE) });
    const { user } = renderWithProviders(
      <ChildSwitcher account={account({ ...ZANELE, leaderboardNickname: null })} childId={11} onChange={() => {}} />,
    );
    expect(screen.getByText("Save a nickname to show Zanele on the leaderboard again.")).toBeInTheDocument();
    const suggested = screen.getByLabelText<HTMLSelectElement>("Leaderboard nickname").value;
    expect(isLeaderboardNickname(suggested)).toBe(true);
    await user.click(screen.getByRole("button", { name: "Save nickname" }));
    await waitFor(() => expect(requests[0]?.body).toEqual({ leaderboardNickname: suggested }));
  });

  it("shows the server's word when going on the leaderboard fails", async () => {
    mockApi({
      "PATCH /api/phonics/children/11": jsonResponse(400, { message: "Please choose a nickname from the list", code: "validation" }),
    });
    const { user } = renderWithProviders(
      <ChildSwitcher account={account({ ...ZANELE, isOnLeaderboard: false })} childId={11} onChange={() => {}} />,
    );
    await user.click(screen.getByRole("checkbox", { name: "Show Zanele on the leaderboard under a nickname" }));
    expect(await screen.findByText("Please choose a nickname from the list")).toBeInTheDocument();
  });
});
