import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  CHILD_LIMIT_REACHED,
  CHILD_NOT_FOUND,
  PHONICS_PLAN_REQUIRED,
  UNKNOWN_SOUND,
  type PhonicsProgressItem,
} from "../../shared/api/phonics";
import { users } from "../../shared/schema/auth";
import { phonicsGameSessions, phonicsProgress, voiceRecognitionResults } from "../../shared/schema/phonics";
import { giveSubscription } from "../test/give-subscription";
import { createTestApp, post, signUp, type TestApp } from "../test/test-app";

type Agent = Awaited<ReturnType<typeof signUp>>["agent"];

const parent = async (testApp: TestApp, planName?: string, name = "parent") => {
  const account = await signUp(testApp, { username: name, email: `${name}@example.com` });
  if (planName) await giveSubscription(testApp, account.user.id, { audience: "kids", planName });
  return account;
};

const practise = (agent: Agent, body: Record<string, unknown>) => post(agent, "/api/phonics/progress", body);
/** Sessions end after 30 idle minutes: a parent coming back the next day signs in again. */
const signInAgain = async (agent: Agent, name = "parent") => {
  expect((await post(agent, "/api/login", { username: name, password: "sunflower-42" })).status).toBe(200);
};
const CHILD = { firstName: "Zanele", age: 6, avatar: "lion" };

describe("who may practise what", () => {
  it("an account without a plan practises the first group only; a kids plan opens every sound", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await parent(testApp);
    expect((await practise(agent, { sound: "s", isCorrect: true, timeSpent: 5 })).status).toBe(200);
    const locked = await practise(agent, { sound: "sh", isCorrect: true, timeSpent: 5 });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(PHONICS_PLAN_REQUIRED);
    const game = await post(agent, "/api/phonics/game-sessions", {
      gameType: "sound_matching",
      score: 50,
      accuracy: 100,
      timeSpent: 30,
      soundsPracticed: ["s", "m"],
      mistakes: 0,
    });
    expect(game.status).toBe(403);
    expect((await post(agent, "/api/phonics/children", CHILD)).status).toBe(403);
    expect((await agent.get("/api/phonics/children")).body).toEqual({ hasFullAccess: false, planName: null, maxChildren: 0, children: [] });

    await giveSubscription(testApp, user.id, { audience: "kids", planName: "Starter" });
    expect((await practise(agent, { sound: "sh", isCorrect: true, timeSpent: 5 })).status).toBe(200);
    expect((await agent.get("/api/phonics/children")).body).toMatchObject({ hasFullAccess: true, planName: "Starter", maxChildren: 1 });
  });

  it("validates every call with its message", async () => {
    const testApp = await createTestApp();
    const { agent } = await parent(testApp, "Family");
    const cases: [string, Record<string, unknown>, string][] = [
      ["/api/phonics/progress", { sound: "xyz", isCorrect: true }, UNKNOWN_SOUND],
      ["/api/phonics/progress", { sound: "s", isCorrect: "yes" }, "isCorrect must be true or false"],
      [
        "/api/phonics/voice-result",
        { targetSound: "s", recognizedText: "sun", confidence: 1.5, isCorrect: true, pronunciationScore: 90 },
        "Confidence must be between 0 and 1",
      ],
      [
        "/api/phonics/voice-result",
        { targetSound: "s", recognizedText: "sun", confidence: 0.9, isCorrect: true, pronunciationScore: 101 },
        "The pronunciation score must be between 0 and 100",
      ],
      [
        "/api/phonics/game-sessions",
        { gameType: "chess", score: 1, accuracy: 1, timeSpent: 1, mistakes: 0 },
        "Please choose one of the three games",
      ],
      ["/api/phonics/children", { ...CHILD, age: 2 }, "Age must be between 3 and 12"],
      ["/api/phonics/children", { ...CHILD, age: 13 }, "Age must be between 3 and 12"],
      ["/api/phonics/children", { ...CHILD, firstName: " " }, "Please enter your child's first name or nickname"],
      ["/api/phonics/children", { ...CHILD, avatar: "dragon" }, "Please choose an avatar"],
    ];
    for (const [path, body, message] of cases) {
      const response = await post(agent, path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });
});

describe("practice, accuracy and mastery", () => {
  it("counts attempts, accuracy, the streak and 5 seconds each; mastery follows the shared rule", async () => {
    const testApp = await createTestApp();
    const { agent } = await parent(testApp);
    let last: PhonicsProgressItem | undefined;
    for (const isCorrect of [true, true, true, false, false]) last = (await practise(agent, { sound: "a", isCorrect, timeSpent: 5 })).body;
    expect(last).toMatchObject({
      sound: "a",
      attempts: 5,
      successfulAttempts: 3,
      accuracy: 60,
      masteryLevel: "intermediate",
      rightDays: 1,
      streakCount: 0,
      totalTimeSpent: 25,
    });
    for (let index = 0; index < 30; index++) last = (await practise(agent, { sound: "a", isCorrect: true, timeSpent: 5 })).body;
    // 33 of 35 right, all on one day: Good, not Mastered.
    expect(last).toMatchObject({
      attempts: 35,
      successfulAttempts: 33,
      accuracy: 94.3,
      masteryLevel: "advanced",
      rightDays: 1,
      streakCount: 30,
    });
    const list = (await agent.get("/api/phonics/progress")).body as PhonicsProgressItem[];
    expect(list.map((item) => item.sound)).toEqual(["a"]);
  });

  it("masters a sound only on the second day with right answers (the parent's time zone)", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await parent(testApp);
    await testApp.db.update(users).set({ timeZone: "Africa/Johannesburg" }).where(eq(users.id, user.id));
    testApp.clock.set(new Date("2026-11-21T20:00:00Z")); // 22:00 in Johannesburg
    let last: PhonicsProgressItem | undefined;
    for (let index = 0; index < 12; index++) last = (await practise(agent, { sound: "s", isCorrect: true, timeSpent: 5 })).body;
    expect(last).toMatchObject({ attempts: 12, masteryLevel: "advanced", rightDays: 1 });
    // 23:30 the same evening in Johannesburg: still one day.
    testApp.clock.set(new Date("2026-11-21T21:30:00Z"));
    await signInAgain(agent);
    last = (await practise(agent, { sound: "s", isCorrect: true, timeSpent: 5 })).body;
    expect(last).toMatchObject({ masteryLevel: "advanced", rightDays: 1 });
    // 00:30 the next day in Johannesburg (still the 21st in UTC): a wrong answer is no right day.
    testApp.clock.set(new Date("2026-11-21T22:30:00Z"));
    await signInAgain(agent);
    last = (await practise(agent, { sound: "s", isCorrect: false, timeSpent: 5 })).body;
    expect(last).toMatchObject({ masteryLevel: "advanced", rightDays: 1 });
    // Right again on the second day: two days, but 18 of 19 right (94.7 %) is still short of 95 %.
    for (let index = 0; index < 5; index++) last = (await practise(agent, { sound: "s", isCorrect: true, timeSpent: 5 })).body;
    expect(last).toMatchObject({ attempts: 19, successfulAttempts: 18, masteryLevel: "advanced", rightDays: 2 });
    last = (await practise(agent, { sound: "s", isCorrect: true, timeSpent: 5 })).body;
    expect(last).toMatchObject({ attempts: 20, successfulAttempts: 19, accuracy: 95, masteryLevel: "mastered", rightDays: 2 });
    const [row] = await testApp.db.select().from(phonicsProgress).where(eq(phonicsProgress.userId, user.id));
    expect(row).toMatchObject({ masteryLevel: "mastered", rightDays: 2, lastRightDay: "2026-11-22" });
  });

  it("counts a day once when right answers arrive at the same time", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await parent(testApp);
    await Promise.all(Array.from({ length: 12 }, () => practise(agent, { sound: "p", isCorrect: true, timeSpent: 5 })));
    const [row] = await testApp.db.select().from(phonicsProgress).where(eq(phonicsProgress.userId, user.id));
    expect(row).toMatchObject({ attempts: 12, successfulAttempts: 12, rightDays: 1, masteryLevel: "advanced" });
    testApp.clock.advance(86_400_000);
    await signInAgain(agent);
    await Promise.all(Array.from({ length: 6 }, () => practise(agent, { sound: "p", isCorrect: true, timeSpent: 5 })));
    const [after] = await testApp.db.select().from(phonicsProgress).where(eq(phonicsProgress.userId, user.id));
    expect(after).toMatchObject({ attempts: 18, rightDays: 2, masteryLevel: "mastered" });
  });

  it("loses no attempt when several arrive at once", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await parent(testApp);
    await Promise.all(Array.from({ length: 12 }, (_, index) => practise(agent, { sound: "t", isCorrect: index % 2 === 0, timeSpent: 5 })));
    const [row] = await testApp.db.select().from(phonicsProgress).where(eq(phonicsProgress.userId, user.id));
    expect(row).toMatchObject({ attempts: 12, successfulAttempts: 6, accuracy: 50, totalTimeSpent: 60 });
  });

  it("stores a voice result as text (no audio) and counts it as an attempt", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await parent(testApp);
    await agent.put("/api/phonics/voice-consent").set("Content-Type", "application/json").send({ hasAgreed: true });
    const response = await post(agent, "/api/phonics/voice-result", {
      targetSound: "s",
      recognizedText: "sun",
      confidence: 0.92,
      isCorrect: true,
      pronunciationScore: 88,
      feedback: "Great job!",
    });
    expect(response.status).toBe(201);
    expect(response.body.progress).toMatchObject({ sound: "s", attempts: 1, successfulAttempts: 1, totalTimeSpent: 5 });
    const [stored] = await testApp.db.select().from(voiceRecognitionResults).where(eq(voiceRecognitionResults.userId, user.id));
    expect(stored).toMatchObject({
      targetSound: "s",
      recognizedText: "sun",
      confidence: expect.closeTo(0.92, 5),
      isCorrect: true,
      childId: null,
    });
  });
});

describe("child profiles", () => {
  it("Starter holds one child, Premium two, Family four; each child's records are its own", async () => {
    const testApp = await createTestApp();
    const starter = await parent(testApp, "Starter", "starter");
    expect((await post(starter.agent, "/api/phonics/children", CHILD)).status).toBe(201);
    const second = await post(starter.agent, "/api/phonics/children", { ...CHILD, firstName: "Sipho" });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(CHILD_LIMIT_REACHED);

    const premium = await parent(testApp, "Premium", "premium");
    for (const firstName of ["Ama", "Bongi"])
      expect((await post(premium.agent, "/api/phonics/children", { ...CHILD, firstName })).status).toBe(201);
    expect((await post(premium.agent, "/api/phonics/children", { ...CHILD, firstName: "Chidi" })).status).toBe(409);

    const family = await parent(testApp, "Family", "family");
    const children = [];
    for (const firstName of ["Ama", "Bongi", "Chidi", "Dumi"])
      children.push((await post(family.agent, "/api/phonics/children", { ...CHILD, firstName })).body);
    expect((await post(family.agent, "/api/phonics/children", { ...CHILD, firstName: "Eli" })).status).toBe(409);
    expect((await family.agent.get("/api/phonics/children")).body).toMatchObject({
      planName: "Family",
      maxChildren: 4,
      children: children.map((child) => ({ id: child.id })),
    });

    await practise(family.agent, { sound: "p", isCorrect: true, timeSpent: 5, childId: children[0].id });
    expect((await family.agent.get(`/api/phonics/progress?childId=${children[0].id}`)).body).toHaveLength(1);
    expect((await family.agent.get(`/api/phonics/progress?childId=${children[1].id}`)).body).toEqual([]);
    expect((await family.agent.get("/api/phonics/progress")).body).toEqual([]);
  });

  it("another account's child is not found, whatever the call", async () => {
    const testApp = await createTestApp();
    const owner = await parent(testApp, "Family", "owner");
    const child = (await post(owner.agent, "/api/phonics/children", CHILD)).body as { id: number };
    const stranger = await parent(testApp, "Family", "stranger");
    const attempts = [
      await stranger.agent.get(`/api/phonics/progress?childId=${child.id}`),
      await practise(stranger.agent, { sound: "s", isCorrect: true, timeSpent: 5, childId: child.id }),
      await post(stranger.agent, "/api/phonics/voice-result", {
        targetSound: "s",
        recognizedText: "sun",
        confidence: 0.9,
        isCorrect: true,
        pronunciationScore: 90,
        childId: child.id,
      }),
      await stranger.agent.patch(`/api/phonics/children/${child.id}`).set("Content-Type", "application/json").send({ age: 7 }),
      await stranger.agent.delete(`/api/phonics/children/${child.id}`).set("X-Requested-With", "fetch"),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(CHILD_NOT_FOUND);
    }
    expect(await testApp.db.select().from(phonicsProgress)).toHaveLength(0);
  });
});

describe("games, the leaderboard and the family view", () => {
  it("stores finished games; the leaderboard shows opted-in children by nickname only, empty without opt-ins", async () => {
    const testApp = await createTestApp();
    const { agent } = await parent(testApp, "Family");
    const shy = (await post(agent, "/api/phonics/children", { ...CHILD, firstName: "Shy" })).body as { id: number };
    const proud = (await post(agent, "/api/phonics/children", { ...CHILD, firstName: "Proud", avatar: "owl" })).body as { id: number };
    const play = (childId: number, gameType: string, score: number) =>
      post(agent, "/api/phonics/game-sessions", {
        gameType,
        score,
        accuracy: 80,
        timeSpent: 60,
        soundsPracticed: ["s", "a"],
        mistakes: 1,
        level: 1,
        childId,
      });
    expect((await play(shy.id, "word_builder", 100)).status).toBe(201);
    expect((await play(proud.id, "rhyming", 75)).status).toBe(201);
    expect(await testApp.db.select().from(phonicsGameSessions)).toHaveLength(2);
    expect((await agent.get("/api/phonics/leaderboard")).body).toEqual([]);

    await agent
      .patch(`/api/phonics/children/${proud.id}`)
      .set("Content-Type", "application/json")
      .send({ isOnLeaderboard: true, leaderboardNickname: "Jolly Owl" });
    // The next game a minute later: time claimed for one game is not claimed again for the next.
    testApp.clock.advance(60_000);
    await play(proud.id, "sound_matching", 50);
    expect((await agent.get("/api/phonics/leaderboard")).body).toEqual([{ rank: 1, nickname: "Jolly Owl", avatar: "owl", points: 125 }]);
  });

  it("gives a parent each child's sounds mastered, weekly practice time and what to practise next", async () => {
    const testApp = await createTestApp();
    const { agent } = await parent(testApp, "Family");
    const child = (await post(agent, "/api/phonics/children", CHILD)).body as { id: number };
    for (let index = 0; index < 3; index++) await practise(agent, { sound: "s", isCorrect: true, timeSpent: 5, childId: child.id });
    await practise(agent, { sound: "a", isCorrect: false, timeSpent: 5, childId: child.id });
    await post(agent, "/api/phonics/game-sessions", {
      gameType: "word_builder",
      score: 100,
      accuracy: 75,
      timeSpent: 90,
      soundsPracticed: ["s"],
      mistakes: 1,
      childId: child.id,
    });
    await agent.put("/api/phonics/voice-consent").set("Content-Type", "application/json").send({ hasAgreed: true });
    await post(agent, "/api/phonics/voice-result", {
      targetSound: "t",
      recognizedText: "tiger",
      confidence: 0.9,
      isCorrect: true,
      pronunciationScore: 90,
      childId: child.id,
    });
    expect((await agent.get("/api/phonics/family")).body).toEqual([
      {
        childId: child.id,
        firstName: "Zanele",
        avatar: "lion",
        soundsMastered: 0,
        weeklyPracticeSeconds: 95,
        practiseNext: ["a", "s", "t"],
      },
    ]);
  });
});
