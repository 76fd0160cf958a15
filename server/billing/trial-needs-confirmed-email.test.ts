import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import { confirmationTokenMailedTo, createTestApp, post, signUp, type TestApp } from "../test/test-app";

const starterId = async (testApp: TestApp) => {
  const [starter] = await testApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Starter"));
  return starter!.id;
};

describe("POST /api/subscriptions/trial needs a confirmed email address", () => {
  it("refuses an account whose address is not confirmed with 403, a clear message and its own code; stores nothing", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp, {}, { isEmailConfirmed: false });
    const refused = await post(agent, "/api/subscriptions/trial", { planId: await starterId(testApp) });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Confirm your email address to start the free trial.", code: "email_unconfirmed" });
    expect(await testApp.db.select().from(subscriptions)).toEqual([]);

    const japanese = await post(agent, "/api/subscriptions/trial", { planId: await starterId(testApp) }).set("Accept-Language", "ja");
    expect(japanese.body.message).toBe("無料体験を始めるには、メールアドレスを確認してください。");
  });

  it("starts the trial once the mailed link is opened", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp, {}, { isEmailConfirmed: false });
    const token = await confirmationTokenMailedTo(testApp, "thandi@example.com");
    expect((await post(testApp.request(), "/api/email-confirmation", { token })).status).toBe(200);
    const started = await post(agent, "/api/subscriptions/trial", { planId: await starterId(testApp) });
    expect(started.status).toBe(201);
    expect(started.body.subscription).toMatchObject({ isTrial: true, displayStatus: "trial" });
  });

  it("still starts it while a change to another address waits for its link: the address in use is confirmed", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const change = await agent
      .patch("/api/me")
      .set("Content-Type", "application/json")
      .send({ email: "thandi.new@example.com", currentPassword: "sunflower-42" });
    expect(change.status).toBe(200);
    expect((await post(agent, "/api/subscriptions/trial", { planId: await starterId(testApp) })).status).toBe(201);
  });
});
