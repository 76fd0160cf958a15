import type { PhonicsAccountResponse, PhonicsProgressItem } from "@shared/api/phonics";
import { PHONICS_SOUNDS } from "@shared/phonics/sounds";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { expectNameToBeginWithVisibleText } from "@/test/label-in-name";
import { renderWithProviders } from "@/test/render";
import { GAME_WORDS } from "../data/game-words";
import { PhonicsPage } from "./phonics-page";

const FAMILY: PhonicsAccountResponse = {
  hasFullAccess: true,
  planName: "Family",
  maxChildren: 4,
  children: [
    {
      id: 11,
      firstName: "Zanele",
      age: 6,
      avatar: "lion",
      isOnLeaderboard: false,
      leaderboardNickname: null,
      isRemovedFromLeaderboard: false,
    },
  ],
};

const progress: PhonicsProgressItem[] = [
  {
    id: 1,
    sound: "s",
    attempts: 20,
    successfulAttempts: 19,
    accuracy: 95,
    masteryLevel: "mastered",
    rightDays: 3,
    streakCount: 10,
    totalTimeSpent: 100,
    lastPracticed: null,
  },
  {
    id: 2,
    sound: "a",
    attempts: 5,
    successfulAttempts: 3,
    accuracy: 60,
    masteryLevel: "intermediate",
    rightDays: 1,
    streakCount: 0,
    totalTimeSpent: 25,
    lastPracticed: null,
  },
];

afterEach(() => vi.unstubAllGlobals());
// Playing five rounds takes seconds on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

const screenRightPicture = async () => {
  await screen.findByText(/Which picture starts with the sound/);
  return rightPicture();
};

/** Answers the Sound Matching round on screen rightly: the picture whose word starts with the sound asked. */
const rightPicture = () => {
  const sound = screen.getByText(/Which picture starts with the sound/).querySelector("strong")!.textContent!;
  const target = PHONICS_SOUNDS.find((entry) => entry.sound === sound)!;
  return screen.getByRole("button", { name: target.word });
};

describe("/phonics", () => {
  it("plays in Japanese for a visitor, while the sounds and words to learn stay English", async () => {
    showInterfaceIn("ja");
    mockApi({ "GET /api/me": signedOut() });
    const { user } = renderWithProviders(<PhonicsPage />);

    expect(await screen.findByRole("heading", { name: "ゲーム" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "音あわせ" })).toBeInTheDocument();
    const card = screen.getByRole("button", { name: "s sunの音" });
    expect(card).toBeEnabled();
    expect(within(card).getByText("sun")).toHaveAttribute("lang", "en");
    expect(screen.getByRole("button", { name: "m （ロック中）" })).toBeDisabled();
    const prompt = await screen.findByText(/の音ではじまる絵はどれかな/);
    expect(prompt.querySelector("strong")).toHaveAttribute("lang", "en");
    expect(screen.getByText("ラウンド 1/5")).toBeInTheDocument();
    expect(screen.queryByText(/Which picture starts with the sound/)).not.toBeInTheDocument();

    const sound = prompt.querySelector("strong")!.textContent!;
    const target = PHONICS_SOUNDS.find((entry) => entry.sound === sound)!;
    await user.click(screen.getByRole("button", { name: target.word }));
    expect(screen.getByText("すごい！+50ポイント")).toBeInTheDocument();
  });

  it("lets a visitor hear the first group and play Sound Matching without saving anything", async () => {
    const { requests } = mockApi({ "GET /api/me": signedOut() });
    const { user } = renderWithProviders(<PhonicsPage />);
    expect(await screen.findByText(/Try the first sounds \(s, a, t, p, i, n\) free/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "s as in sun" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "m (locked)" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByRole("link", { name: "Courses" })).toHaveAttribute("href", "/courses");

    await user.click(rightPicture());
    expect(screen.getByText("Well done! +50 points")).toBeInTheDocument();
    expect(screen.getByText("Score 50")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next round" }));
    expect(screen.getByText("Round 2 of 5")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("keeps a round running after a wrong answer, and Word Builder starts the word again after three wrong letters", async () => {
    mockApi({ "GET /api/me": signedOut() });
    const { user } = renderWithProviders(<PhonicsPage />);
    await user.click(await screen.findByRole("tab", { name: "Word Builder" }));
    const panel = screen.getByRole("tabpanel");
    const picture = within(panel).getByText(
      (_, element) => element?.tagName === "P" && GAME_WORDS.some((entry) => entry.picture === element.textContent),
    );
    const target = GAME_WORDS.find((entry) => entry.picture === picture.textContent)!;
    const tiles = within(panel).getByRole("group", { name: "Letter tiles" });
    const wrongTile = within(tiles)
      .getAllByRole("button")
      // A spare tile: none of the word's letters, so wrong at every step.
      .find((tile) => !target.sounds.includes(tile.textContent ?? ""))!;
    await user.click(wrongTile);
    await user.click(wrongTile);
    expect(within(panel).getByText("Wrong letters: 2 of 3")).toBeInTheDocument();
    await user.click(within(tiles).getByRole("button", { name: target.sounds[0] }));
    expect(within(panel).getByText(`Built so far: ${target.sounds[0]}`)).toBeInTheDocument();
    await user.click(wrongTile);
    expect(within(panel).getByText("Three tries: let's start the word again.")).toBeInTheDocument();
    expect(within(panel).getByText("Built so far: nothing")).toBeInTheDocument();
    for (const sound of target.sounds) await user.click(within(tiles).getAllByRole("button", { name: sound })[0]!);
    expect(screen.getByText("Well done! +100 points")).toBeInTheDocument();
  });

  it("saves a signed-in child's answers and the finished game under the child chosen", async () => {
    const { requests } = mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/phonics/children": jsonResponse(200, FAMILY),
      "POST /api/phonics/progress": jsonResponse(200, {}),
      "POST /api/phonics/game-sessions": jsonResponse(201, { id: 1 }),
      "PATCH /api/phonics/children/11": jsonResponse(200, {
        ...FAMILY.children[0],
        isOnLeaderboard: true,
        leaderboardNickname: "Kind Koala",
      }),
    });
    const { user } = renderWithProviders(<PhonicsPage />);
    await user.selectOptions(await screen.findByLabelText("Who is practising?"), "11");
    expect(screen.getByRole("button", { name: "m as in mouse" })).toBeEnabled();
    expect(screen.getByRole("checkbox", { name: "Show Zanele on the leaderboard under a nickname" })).not.toBeChecked();
    for (let round = 0; round < 5; round++) {
      await user.click(rightPicture());
      await user.click(screen.getByRole("button", { name: round < 4 ? "Next round" : "Finish game" }));
    }
    expect(await screen.findByRole("heading", { name: "Perfect game! 250 points" })).toBeInTheDocument();
    expect(screen.getByText(/5 rounds, no mistakes\./)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Start the free trial to save progress" })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Leaderboard nickname"), "Kind Koala");
    await user.click(screen.getByRole("checkbox", { name: "Show Zanele on the leaderboard under a nickname" }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === "PATCH")?.body).toEqual({
        isOnLeaderboard: true,
        leaderboardNickname: "Kind Koala",
      }),
    );
    await waitFor(() => expect(requests.some((request) => request.url === "/api/phonics/game-sessions")).toBe(true));
    const practice = requests.filter((request) => request.url === "/api/phonics/progress");
    expect(practice).toHaveLength(5);
    expect(practice[0]!.body).toMatchObject({ isCorrect: true, timeSpent: 5, childId: 11 });
    expect(requests.find((request) => request.url === "/api/phonics/game-sessions")!.body).toMatchObject({
      gameType: "sound_matching",
      score: 250,
      accuracy: 100,
      mistakes: 0,
      level: 1,
      childId: 11,
    });
  });

  it("shows each sound in a parent's words, the week's practice time, badges, and the parent's marking without recognition", async () => {
    const { requests } = mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/phonics/children": jsonResponse(200, { ...FAMILY, children: [] }),
      "GET /api/phonics/progress": jsonResponse(200, progress),
      "GET /api/phonics/practice-time": jsonResponse(200, { weeklySeconds: 130 }),
      "GET /api/phonics/voice-consent": jsonResponse(200, { agreedAt: null }),
      "GET /api/phonics/leaderboard": jsonResponse(200, [{ rank: 1, nickname: "Jolly Owl", avatar: "owl", points: 125 }]),
      "POST /api/phonics/voice-result/judged": jsonResponse(201, {
        id: 1,
        progress: { ...progress[0], attempts: 21, successfulAttempts: 20 },
      }),
    });
    const { user } = renderWithProviders(<PhonicsPage />);
    await user.click(await screen.findByRole("button", { name: "Show Progress Dashboard" }));
    const s = await screen.findByRole("listitem", { name: "Sound s" });
    expect(within(s).getByText("Mastered")).toBeInTheDocument();
    expect(within(s).getByText("19 of 20 right")).toBeInTheDocument();
    expect(within(s).getByText("Right on 3 different days.")).toBeInTheDocument();
    const a = screen.getByRole("listitem", { name: "Sound a" });
    expect(within(a).getByText("Learning")).toBeInTheDocument();
    expect(within(a).getByText("3 of 5 right")).toBeInTheDocument();
    expect(
      within(a)
        .getAllByRole("listitem")
        .map((step) => step.textContent),
    ).toEqual(["5 more tries", "95 % right needed, now 60 %", "Right on 1 of 2 days"]);
    expect(await screen.findByText("2 min")).toBeInTheDocument();
    expect(screen.getByText("(Games finished and voice practice in the last 7 days)")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Badges · 1 sound mastered" })).toBeInTheDocument();
    const firstSound = screen.getByText("First Sound").closest("li")!;
    expect(within(firstSound).getByText("Unlocked")).toBeInTheDocument();
    expect(within(screen.getByText("On Fire").closest("li")!).getByText("Unlocked")).toBeInTheDocument();
    expect(within(screen.getByText("Sound Explorer").closest("li")!).getByText("Locked")).toBeInTheDocument();

    // No consent yet: the parent marks the try, and it counts.
    expect(
      await screen.findByText(/may send your child's voice to its maker's service \(Google for Chrome, Apple for Safari\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start speaking" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Said it right" }));
    expect(await screen.findByText("Saved. s: 20 of 21 right.")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "POST")).toMatchObject({
      url: "/api/phonics/voice-result/judged",
      body: { targetSound: "s", isCorrect: true },
    });
    expect(await screen.findByText("Jolly Owl")).toBeInTheDocument();
  });

  it("shows a visitor one notice, and in the dashboard what it holds and the ways in; a finished game invites to the trial", async () => {
    mockApi({ "GET /api/me": signedOut() });
    const { user } = renderWithProviders(<PhonicsPage />);
    for (let round = 0; round < 5; round++) {
      await user.click(await screenRightPicture());
      await user.click(screen.getByRole("button", { name: round < 4 ? "Next round" : "Finish game" }));
    }
    expect(screen.getByRole("heading", { name: "Perfect game! 250 points" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start the free trial to save progress" })).toHaveAttribute(
      "href",
      "/register?redirect=/kids/start-trial",
    );
    await user.click(screen.getByRole("button", { name: "Show Progress Dashboard" }));
    expect(screen.getAllByRole("note")).toHaveLength(1);
    expect(screen.getAllByText(/Try the first sounds/)).toHaveLength(1);
    expect(screen.getByText(/what it still needs to be mastered/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start the free 7-day trial" })).toHaveAttribute(
      "href",
      "/register?redirect=/kids/start-trial",
    );
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?redirect=/phonics");
  });

  it("keeps the dashboard for plans, and offers them, to an account without one", async () => {
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/phonics/children": jsonResponse(200, { hasFullAccess: false, planName: null, maxChildren: 0, children: [] }),
    });
    const { user } = renderWithProviders(<PhonicsPage />);
    expect(await screen.findByText(/your progress is saved/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show Progress Dashboard" }));
    expect(screen.getByText(/come with a kids plan or the free 7-day trial/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the kids plans" })).toHaveAttribute("href", "/kids");
  });

  it("names every sound card, game control and letter tile by the text it shows, first (Label in Name)", async () => {
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/phonics/children": jsonResponse(200, FAMILY),
    });
    const { user } = renderWithProviders(<PhonicsPage />);
    const cards = within(await screen.findByRole("list", { name: "Letter sounds" })).getAllByRole("button");
    expect(cards).toHaveLength(PHONICS_SOUNDS.length);
    for (const [index, card] of cards.entries()) {
      const entry = PHONICS_SOUNDS[index]!;
      expect(expectNameToBeginWithVisibleText(card)).toBe(`${entry.sound} as in ${entry.word}`);
      expect(card).not.toHaveAttribute("aria-label");
    }
    // Sound Matching's pictures show no word until the round is answered (sound-matching-game.test.tsx); then
    // each shows its word, which begins its name.
    await user.click(rightPicture());
    for (const choice of within(screen.getByRole("tabpanel")).getAllByRole("button", { name: /^(?!Hear |Next round)/ }))
      expectNameToBeginWithVisibleText(choice);

    await user.click(screen.getByRole("tab", { name: "Word Builder" }));
    const tiles = within(screen.getByRole("tabpanel")).getByRole("group", { name: "Letter tiles" });
    for (const tile of within(tiles).getAllByRole("button")) expect(expectNameToBeginWithVisibleText(tile)).toMatch(/^[a-z]+$/);

    await user.click(screen.getByRole("tab", { name: "Rhyming Time" }));
    for (const choice of within(screen.getByRole("tabpanel")).getAllByRole("button")) expectNameToBeginWithVisibleText(choice);
  });

  it("names a locked sound card by its letter, then says it is locked", async () => {
    mockApi({ "GET /api/me": signedOut() });
    renderWithProviders(<PhonicsPage />);
    const locked = await screen.findByRole("button", { name: "m (locked)" });
    expect(expectNameToBeginWithVisibleText(locked)).toBe("m");
  });
});
