import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NOT_A_JSON_OBJECT, CHILD_NAME_CHARACTERS, NICKNAME_REQUIRED, NOTHING_TO_CHANGE, UNKNOWN_NICKNAME } from "../../shared/api/phonics";
import { isLeaderboardNickname, LEADERBOARD_NICKNAMES, pickLeaderboardNickname } from "../../shared/phonics/leaderboard-nicknames";
import { phonicsChildren } from "../../shared/schema/phonics";
import { giveSubscription } from "../test/give-subscription";
import { createTestApp, post, signUp, type TestApp } from "../test/test-app";

const CHILD = { firstName: "Zanele", age: 6, avatar: "lion" };

const familyParent = async (testApp: TestApp) => {
  const account = await signUp(testApp, { username: "parent", email: "parent@example.com" });
  await giveSubscription(testApp, account.user.id, { audience: "kids", planName: "Family" });
  return account;
};

describe("child names", () => {
  it("accept letters of any alphabet, spaces, hyphens and apostrophes", async () => {
    const testApp = await createTestApp();
    const { agent } = await familyParent(testApp);
    for (const firstName of ["Mary-Jane", "O'Neil", "Zoë", "Anne Marie"]) {
      const response = await post(agent, "/api/phonics/children", { ...CHILD, firstName });
      expect(response.status, firstName).toBe(201);
      expect(response.body.firstName).toBe(firstName);
    }
  });

  it("refuse digits, links, @ and phone numbers with a clear message", async () => {
    const testApp = await createTestApp();
    const { agent } = await familyParent(testApp);
    for (const firstName of ["WhatsApp me 082 123 4567", "Zanele2", "zanele.example.com", "http://x", "@zanele", "+27821234567", "--"]) {
      const response = await post(agent, "/api/phonics/children", { ...CHILD, firstName });
      expect(response.status, firstName).toBe(400);
      expect(response.body.message, firstName).toBe(CHILD_NAME_CHARACTERS);
    }
    const renamed = await agent.get("/api/phonics/children");
    expect(renamed.body.children).toEqual([]);
  });

  it("leave a name stored before the rule readable and changeable in its other fields", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await familyParent(testApp);
    const [old] = await testApp.db
      .insert(phonicsChildren)
      .values({ parentUserId: user.id, firstName: "Call 082 123 4567", age: 6, avatar: "owl" })
      .returning();
    expect((await agent.get("/api/phonics/children")).body.children[0].firstName).toBe("Call 082 123 4567");
    const older = await agent.patch(`/api/phonics/children/${old!.id}`).set("Content-Type", "application/json").send({ age: 7 });
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({ firstName: "Call 082 123 4567", age: 7 });
    const renamed = await agent
      .patch(`/api/phonics/children/${old!.id}`)
      .set("Content-Type", "application/json")
      .send({ firstName: "Call me 082" });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe(CHILD_NAME_CHARACTERS);
  });
});

describe("leaderboard nicknames", () => {
  it("come from the fixed adjective and animal lists", () => {
    expect(LEADERBOARD_NICKNAMES).toHaveLength(144);
    expect(isLeaderboardNickname("Brave Lion")).toBe(true);
    expect(isLeaderboardNickname("brave lion")).toBe(false);
    expect(isLeaderboardNickname("Call 0821234567")).toBe(false);
    expect(pickLeaderboardNickname(() => 0)).toBe("Brave Dolphin");
    expect(pickLeaderboardNickname(() => 0, "Brave Dolphin")).toBe("Brave Elephant");
  });

  it("are needed to go on the leaderboard, and only the list's are accepted", async () => {
    const testApp = await createTestApp();
    const { agent } = await familyParent(testApp);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...CHILD, isOnLeaderboard: true }, NICKNAME_REQUIRED],
      [{ ...CHILD, isOnLeaderboard: true, leaderboardNickname: "WhatsApp 0821234567" }, UNKNOWN_NICKNAME],
      [{ ...CHILD, isOnLeaderboard: true, leaderboardNickname: 7 }, UNKNOWN_NICKNAME],
    ];
    for (const [body, message] of cases) {
      const response = await post(agent, "/api/phonics/children", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }

    const child = (await post(agent, "/api/phonics/children", CHILD)).body as { id: number };
    const patch = (body: unknown) =>
      agent
        .patch(`/api/phonics/children/${child.id}`)
        .set("Content-Type", "application/json")
        .send(body as object);
    const optIn = await patch({ isOnLeaderboard: true });
    expect(optIn.status).toBe(400);
    expect(optIn.body.message).toBe(NICKNAME_REQUIRED);
    expect((await patch({ leaderboardNickname: "Sunny Zebra 1" })).body.message).toBe(UNKNOWN_NICKNAME);
    expect((await patch({ isOnLeaderboard: true, leaderboardNickname: "Sunny Zebra" })).body).toMatchObject({
      isOnLeaderboard: true,
      leaderboardNickname: "Sunny Zebra",
    });
    // Off and on again: the chosen nickname is kept.
    await patch({ isOnLeaderboard: false });
    expect((await patch({ isOnLeaderboard: true })).body).toMatchObject({ isOnLeaderboard: true, leaderboardNickname: "Sunny Zebra" });
  });
});

describe("malformed changes (L3)", () => {
  it("answer 400 with what is wrong, never 500", async () => {
    const testApp = await createTestApp();
    const { agent } = await familyParent(testApp);
    const child = (await post(agent, "/api/phonics/children", CHILD)).body as { id: number };
    const patch = (body: unknown) =>
      agent
        .patch(`/api/phonics/children/${child.id}`)
        .set("Content-Type", "application/json")
        .send(body as object);
    const cases: [unknown, string][] = [
      [{}, NOTHING_TO_CHANGE],
      [{ nickname: "x" }, NOTHING_TO_CHANGE],
      [[], NOT_A_JSON_OBJECT],
      [{ age: "seven" }, "Age must be between 3 and 12"],
    ];
    for (const [body, message] of cases) {
      const response = await patch(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const empty = await agent.patch(`/api/phonics/children/${child.id}`).set("X-Requested-With", "fetch");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(NOTHING_TO_CHANGE);
    const [stored] = await testApp.db.select().from(phonicsChildren).where(eq(phonicsChildren.id, child.id));
    expect(stored).toMatchObject({ firstName: "Zanele", age: 6 });
  });

  it("answer 400 on the other phonics calls too, for a wrong shape or a NUL character", async () => {
    const testApp = await createTestApp();
    const { agent } = await familyParent(testApp);
    const cases: [string, unknown, string][] = [
      ["/api/phonics/children", [], NOT_A_JSON_OBJECT],
      ["/api/phonics/children", { ...CHILD, firstName: "Zan\u0000ele" }, CHILD_NAME_CHARACTERS],
      ["/api/phonics/progress", [], NOT_A_JSON_OBJECT],
      ["/api/phonics/progress", { sound: "s", isCorrect: true, timeSpent: 2.5 }, "Time spent must be 0 to 3600 seconds"],
      ["/api/phonics/game-sessions", {}, "Please choose one of the three games"],
      [
        "/api/phonics/game-sessions",
        { gameType: "rhyming", score: 1.5, accuracy: 1, timeSpent: 1, mistakes: 0 },
        "Score must be a whole number from 0 to 100000",
      ],
      [
        "/api/phonics/game-sessions",
        { gameType: "rhyming", score: 1, accuracy: 1, timeSpent: 1, mistakes: 0, soundsPracticed: "s" },
        "Sounds practised must be a list of sounds",
      ],
      [
        "/api/phonics/voice-result",
        { targetSound: "s", recognizedText: "s\u0000un", confidence: 0.9, isCorrect: true, pronunciationScore: 90 },
        "Recognised text must be plain text",
      ],
      [
        "/api/phonics/voice-result",
        { targetSound: "s", recognizedText: "sun", confidence: 0.9, isCorrect: true, pronunciationScore: 90, feedback: "ok\u0000" },
        "Feedback must be plain text",
      ],
    ];
    for (const [path, body, message] of cases) {
      const response = await post(agent, path, body as object);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });
});
