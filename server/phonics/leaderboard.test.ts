import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LEADERBOARD_ENTRY_NOT_FOUND, type AdminLeaderboardEntry, type LeaderboardEntry } from "../../shared/api/phonics";
import { COUNTED_GAMES_PER_DAY, countedScore, maxPointsOf } from "../../shared/phonics/game-scoring";
import { phonicsChildren, phonicsGames, phonicsGameSessions } from "../../shared/schema/phonics";
import { ADMIN_REQUIRED } from "../lib/guards";
import { giveSubscription } from "../test/give-subscription";
import { createTestApp, post, signInAdmin, signUp, type TestApp } from "../test/test-app";

type Agent = Awaited<ReturnType<typeof signUp>>["agent"];
const MINUTE = 60_000;

const familyWithChild = async (testApp: TestApp, name = "parent", child: Record<string, unknown> = {}) => {
  const { agent, user } = await signUp(testApp, { username: name, email: `${name}@example.com` });
  await giveSubscription(testApp, user.id, { audience: "kids", planName: "Family" });
  const response = await post(agent, "/api/phonics/children", {
    firstName: "Zanele",
    age: 6,
    avatar: "lion",
    isOnLeaderboard: true,
    leaderboardNickname: "Brave Lion",
    ...child,
  });
  expect(response.status).toBe(201);
  return { agent, user, child: response.body as { id: number } };
};

/** One finished game; the test clock then moves on by `minutesLater`, as a child plays the next one later. */
const play = async (testApp: TestApp, agent: Agent, body: Record<string, unknown>, minutesLater = 2) => {
  const response = await post(agent, "/api/phonics/game-sessions", {
    gameType: "sound_matching",
    score: 250,
    accuracy: 100,
    timeSpent: 60,
    soundsPracticed: ["s"],
    mistakes: 0,
    ...body,
  });
  testApp.clock.advance(minutesLater * MINUTE);
  return response;
};

const leaderboard = async (agent: Agent) => (await agent.get("/api/phonics/leaderboard")).body as LeaderboardEntry[];

describe("the points a game counts for", () => {
  it("follow each game's rounds, points per round and plausible seconds per round", () => {
    expect([maxPointsOf("sound_matching"), maxPointsOf("word_builder"), maxPointsOf("rhyming")]).toEqual([250, 500, 375]);
    expect(countedScore({ gameType: "sound_matching", score: 100_000, secondsPlayed: 600 })).toBe(250);
    expect(countedScore({ gameType: "word_builder", score: 500, secondsPlayed: 1 })).toBe(0);
    // Word Builder: 3 seconds a round, so 9 seconds hold three rounds.
    expect(countedScore({ gameType: "word_builder", score: 500, secondsPlayed: 9 })).toBe(300);
    expect(countedScore({ gameType: "rhyming", score: 375, secondsPlayed: 10 })).toBe(375);
    expect(countedScore({ gameType: "rhyming", score: 150, secondsPlayed: 60 })).toBe(150);
  });

  it("stores a client-asserted 100000 as at most the game's maximum, and nothing for a one-second game", async () => {
    const testApp = await createTestApp();
    const { agent, child } = await familyWithChild(testApp);
    const forged = await play(testApp, agent, { score: 100_000, timeSpent: 1, childId: child.id });
    expect(forged.status).toBe(201);
    expect(forged.body.score).toBe(0);
    const capped = await play(testApp, agent, { score: 100_000, timeSpent: 60, childId: child.id });
    expect(capped.body.score).toBe(250);
    expect(await leaderboard(agent)).toEqual([{ rank: 1, nickname: "Brave Lion", avatar: "lion", points: 250 }]);
  });

  it("keeps the honest scores of the three real games", async () => {
    const testApp = await createTestApp();
    const { agent, child } = await familyWithChild(testApp);
    // What the games post after five right rounds at a child's pace (game-shell.tsx).
    const games = [
      { gameType: "sound_matching", score: 250, timeSpent: 40 },
      { gameType: "word_builder", score: 500, timeSpent: 75 },
      { gameType: "rhyming", score: 375, timeSpent: 45 },
    ];
    for (const game of games) expect((await play(testApp, agent, { ...game, childId: child.id })).body.score).toBe(game.score);
    expect((await leaderboard(agent))[0]!.points).toBe(1125);
  });

  it("does not let time claimed for one game be claimed again: seconds count only since the learner's last game", async () => {
    const testApp = await createTestApp();
    const { agent, child } = await familyWithChild(testApp);
    expect((await play(testApp, agent, { timeSpent: 60, childId: child.id }, 0)).body.score).toBe(250);
    testApp.clock.advance(5_000);
    // 60 seconds claimed, 5 passed: two rounds of Sound Matching fit in them.
    expect((await play(testApp, agent, { timeSpent: 60, childId: child.id }, 0)).body.score).toBe(100);
    // The account's own games are another learner's: the child's last game does not limit them.
    expect((await play(testApp, agent, { timeSpent: 60 }, 0)).body.score).toBe(250);
  });

  it(`counts ${COUNTED_GAMES_PER_DAY} games per child and Johannesburg day; later ones are stored but add nothing`, async () => {
    const testApp = await createTestApp();
    // 22:55 in Johannesburg: 25 games two minutes apart, then the last minutes of the day and the first of
    // the next (close enough together that the parent's session stays signed in).
    testApp.clock.set(new Date("2026-11-21T20:55:00Z"));
    const { agent, child } = await familyWithChild(testApp);
    for (let game = 0; game < 25; game++) expect((await play(testApp, agent, { childId: child.id })).status).toBe(201);
    const stored = await testApp.db.select().from(phonicsGameSessions).where(eq(phonicsGameSessions.childId, child.id));
    expect(stored).toHaveLength(25);
    expect((await leaderboard(agent))[0]!.points).toBe(COUNTED_GAMES_PER_DAY * 250);

    // 23:59 is still the same day in Johannesburg (21:59 UTC); midnight (22:00 UTC) starts a new one.
    testApp.clock.set(new Date("2026-11-21T21:59:00Z"));
    await play(testApp, agent, { childId: child.id }, 0);
    expect((await leaderboard(agent))[0]!.points).toBe(COUNTED_GAMES_PER_DAY * 250);
    testApp.clock.set(new Date("2026-11-21T22:01:00Z"));
    await play(testApp, agent, { childId: child.id });
    expect((await leaderboard(agent))[0]!.points).toBe((COUNTED_GAMES_PER_DAY + 1) * 250);
  });

  it("caps sessions stored before the server counted points, so an old 100000 never reaches the board", async () => {
    const testApp = await createTestApp();
    const { agent, user, child } = await familyWithChild(testApp);
    const [game] = await testApp.db.select().from(phonicsGames).where(eq(phonicsGames.gameType, "rhyming"));
    await testApp.db.insert(phonicsGameSessions).values([
      { userId: user.id, childId: child.id, gameId: game!.id, score: 100_000, timeSpent: 1, completedAt: testApp.clock.now() },
      { userId: user.id, childId: child.id, gameId: game!.id, score: 100_000, timeSpent: 3_600, completedAt: testApp.clock.now() },
    ]);
    expect((await leaderboard(agent))[0]!.points).toBe(375);
  });
});

describe("the leaderboard's names", () => {
  it("shows other families the nickname, never the first name; the parent still sees the first name", async () => {
    const testApp = await createTestApp();
    const { agent, child } = await familyWithChild(testApp, "owner", { firstName: "Zanele" });
    await play(testApp, agent, { childId: child.id });
    const other = await familyWithChild(testApp, "other", { firstName: "Sipho", isOnLeaderboard: false, leaderboardNickname: undefined });
    const seen = await other.agent.get("/api/phonics/leaderboard");
    expect(seen.body).toEqual([{ rank: 1, nickname: "Brave Lion", avatar: "lion", points: 250 }]);
    expect(seen.text).not.toContain("Zanele");
    expect((await agent.get("/api/phonics/children")).body.children[0]).toMatchObject({
      firstName: "Zanele",
      isOnLeaderboard: true,
      leaderboardNickname: "Brave Lion",
      isRemovedFromLeaderboard: false,
    });
    expect((await agent.get("/api/phonics/family")).body[0]).toMatchObject({ firstName: "Zanele" });
  });

  it("leaves a child opted in before nicknames existed off the board until the parent picks one", async () => {
    const testApp = await createTestApp();
    const { agent, child } = await familyWithChild(testApp, "legacy", { isOnLeaderboard: false, leaderboardNickname: undefined });
    await testApp.db.update(phonicsChildren).set({ isOnLeaderboard: true }).where(eq(phonicsChildren.id, child.id));
    await play(testApp, agent, { childId: child.id });
    expect(await leaderboard(agent)).toEqual([]);
    const picked = await agent
      .patch(`/api/phonics/children/${child.id}`)
      .set("Content-Type", "application/json")
      .send({ leaderboardNickname: "Happy Panda" });
    expect(picked.status).toBe(200);
    expect(await leaderboard(agent)).toEqual([{ rank: 1, nickname: "Happy Panda", avatar: "lion", points: 250 }]);
  });
});

describe("an admin's removal of a leaderboard entry", () => {
  it("hides the entry from every family until an admin restores it, whatever the parent does meanwhile", async () => {
    const testApp = await createTestApp();
    const { agent, child } = await familyWithChild(testApp, "nomsa");
    await play(testApp, agent, { childId: child.id });
    const admin = await signInAdmin(testApp);

    const list = (await admin.get("/api/admin/phonics/leaderboard")).body as AdminLeaderboardEntry[];
    expect(list).toEqual([
      { childId: child.id, rank: 1, nickname: "Brave Lion", avatar: "lion", parentUsername: "nomsa", points: 250, removedAt: null },
    ]);
    expect(JSON.stringify(list)).not.toContain("Zanele");

    const removed = await post(admin, `/api/admin/phonics/leaderboard/${child.id}/remove`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ childId: child.id, removedAt: testApp.clock.now().toISOString() });
    expect(await leaderboard(agent)).toEqual([]);
    // Opting out and in again does not bring it back; removing twice keeps the first time.
    await agent.patch(`/api/phonics/children/${child.id}`).set("Content-Type", "application/json").send({ isOnLeaderboard: false });
    await agent.patch(`/api/phonics/children/${child.id}`).set("Content-Type", "application/json").send({ isOnLeaderboard: true });
    testApp.clock.advance(MINUTE);
    expect((await post(admin, `/api/admin/phonics/leaderboard/${child.id}/remove`)).body.removedAt).toBe(removed.body.removedAt);
    expect(await leaderboard(agent)).toEqual([]);
    expect((await agent.get("/api/phonics/children")).body.children[0].isRemovedFromLeaderboard).toBe(true);
    expect((await admin.get("/api/admin/phonics/leaderboard")).body).toEqual([
      expect.objectContaining({ childId: child.id, rank: null, removedAt: removed.body.removedAt }),
    ]);

    expect((await post(admin, `/api/admin/phonics/leaderboard/${child.id}/restore`)).body).toEqual({ childId: child.id, removedAt: null });
    expect(await leaderboard(agent)).toEqual([{ rank: 1, nickname: "Brave Lion", avatar: "lion", points: 250 }]);
  });

  it("is for admins only, and says so for an unknown child", async () => {
    const testApp = await createTestApp();
    const { agent, child } = await familyWithChild(testApp);
    for (const response of [
      await agent.get("/api/admin/phonics/leaderboard"),
      await post(agent, `/api/admin/phonics/leaderboard/${child.id}/remove`),
      await post(agent, `/api/admin/phonics/leaderboard/${child.id}/restore`),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(ADMIN_REQUIRED);
    }
    const admin = await signInAdmin(testApp);
    for (const path of ["/api/admin/phonics/leaderboard/9999/remove", "/api/admin/phonics/leaderboard/abc/restore"]) {
      const response = await post(admin, path);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(LEADERBOARD_ENTRY_NOT_FOUND);
    }
  });
});
