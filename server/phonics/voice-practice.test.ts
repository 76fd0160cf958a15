import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PARENT_JUDGED, VOICE_CONSENT_NOT_GIVEN, VOICE_CONSENT_REQUIRED } from "../../shared/api/phonics";
import { users } from "../../shared/schema/auth";
import { voiceRecognitionResults } from "../../shared/schema/phonics";
import { giveSubscription } from "../test/give-subscription";
import { createTestApp, post, signUp, type TestApp } from "../test/test-app";

const parent = async (testApp: TestApp, name = "parent") => {
  const account = await signUp(testApp, { username: name, email: `${name}@example.com` });
  await giveSubscription(testApp, account.user.id, { audience: "kids", planName: "Family" });
  return account;
};
type Agent = Awaited<ReturnType<typeof parent>>["agent"];
const json = (request: ReturnType<Agent["put"]>) => request.set("Content-Type", "application/json").set("X-Requested-With", "fetch");
const storedConsent = async (testApp: TestApp, userId: number) =>
  (await testApp.db.select({ at: users.voiceConsentAt }).from(users).where(eq(users.id, userId)))[0]!.at;

describe("the parent's consent to voice practice", () => {
  it("is for a signed-in account only", async () => {
    const testApp = await createTestApp();
    const visitor = testApp.request();
    expect((await visitor.get("/api/phonics/voice-consent")).status).toBe(401);
    expect((await json(visitor.put("/api/phonics/voice-consent")).send({ hasAgreed: true })).status).toBe(401);
  });

  it("is stored when the parent agrees, kept the first time, and cleared when withdrawn", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await parent(testApp);
    expect((await agent.get("/api/phonics/voice-consent")).body).toEqual({ agreedAt: null });

    for (const body of [{}, { hasAgreed: false }, { hasAgreed: "yes" }]) {
      const refused = await json(agent.put("/api/phonics/voice-consent")).send(body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(VOICE_CONSENT_NOT_GIVEN);
    }
    expect(await storedConsent(testApp, user.id)).toBeNull();

    const agreed = await json(agent.put("/api/phonics/voice-consent")).send({ hasAgreed: true });
    expect(agreed.status).toBe(200);
    expect(agreed.body).toEqual({ agreedAt: "2026-11-21T10:00:00.000Z" });
    testApp.clock.advance(60_000);
    await json(agent.put("/api/phonics/voice-consent")).send({ hasAgreed: true });
    expect(await storedConsent(testApp, user.id)).toEqual(new Date("2026-11-21T10:00:00Z"));
    expect((await agent.get("/api/phonics/voice-consent")).body).toEqual({ agreedAt: "2026-11-21T10:00:00.000Z" });

    const withdrawn = await agent.delete("/api/phonics/voice-consent").set("X-Requested-With", "fetch");
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ agreedAt: null });
    expect(await storedConsent(testApp, user.id)).toBeNull();
  });

  it("is needed before recognised speech is stored; a try the parent judged needs none", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await parent(testApp);
    const heard = await post(agent, "/api/phonics/voice-result", {
      targetSound: "s",
      recognizedText: "sun",
      confidence: 0.9,
      isCorrect: true,
      pronunciationScore: 90,
    });
    expect(heard.status).toBe(403);
    expect(heard.body.message).toBe(VOICE_CONSENT_REQUIRED);

    const judged = await post(agent, "/api/phonics/voice-result/judged", { targetSound: "s", isCorrect: true });
    expect(judged.status).toBe(201);
    expect(judged.body.progress).toMatchObject({ sound: "s", attempts: 1, successfulAttempts: 1 });
    await post(agent, "/api/phonics/voice-result/judged", { targetSound: "s", isCorrect: false });
    const rows = await testApp.db.select().from(voiceRecognitionResults).where(eq(voiceRecognitionResults.userId, user.id));
    expect(rows.map((row) => [row.recognizedText, row.isCorrect, row.feedback])).toEqual([
      ["", true, PARENT_JUDGED],
      ["", false, PARENT_JUDGED],
    ]);
    const bad = await post(agent, "/api/phonics/voice-result/judged", { targetSound: "s", isCorrect: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("isCorrect must be true or false");
  });
});

describe("practice time", () => {
  it("is one figure: the parent card and the learner's dashboard agree (finished games plus 5 s a voice try, last 7 days)", async () => {
    const testApp = await createTestApp();
    const { agent } = await parent(testApp);
    const child = (await post(agent, "/api/phonics/children", { firstName: "Zanele", age: 6, avatar: "lion" })).body as { id: number };
    await post(agent, "/api/phonics/game-sessions", {
      gameType: "word_builder",
      score: 100,
      accuracy: 100,
      timeSpent: 120,
      soundsPracticed: ["s"],
      mistakes: 0,
      childId: child.id,
    });
    // Game answers are inside the game's time: they add attempts, not time.
    await post(agent, "/api/phonics/progress", { sound: "s", isCorrect: true, timeSpent: 5, childId: child.id });
    await post(agent, "/api/phonics/voice-result/judged", { targetSound: "a", isCorrect: true, childId: child.id });
    await post(agent, "/api/phonics/voice-result/judged", { targetSound: "a", isCorrect: false, childId: child.id });

    const family = (await agent.get("/api/phonics/family")).body as { weeklyPracticeSeconds: number }[];
    const dashboard = (await agent.get(`/api/phonics/practice-time?childId=${child.id}`)).body;
    expect(family[0]!.weeklyPracticeSeconds).toBe(130);
    expect(dashboard).toEqual({ weeklySeconds: 130 });
    expect((await agent.get("/api/phonics/practice-time")).body).toEqual({ weeklySeconds: 0 });

    testApp.clock.advance(8 * 86_400_000);
    expect((await post(agent, "/api/login", { username: "parent", password: "sunflower-42" })).status).toBe(200);
    expect((await agent.get(`/api/phonics/practice-time?childId=${child.id}`)).body).toEqual({ weeklySeconds: 0 });
  });
});
