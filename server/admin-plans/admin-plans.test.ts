import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../shared/schema/audit";
import { users } from "../../shared/schema/auth";
import { subscriptionPlans } from "../../shared/schema/billing";
import { giveSubscription } from "../test/give-subscription";
import { createTestApp, post, signInAdmin, signUp, type TestApp } from "../test/test-app";

const newPlan = {
  name: "Business English",
  description: "English for the office, with live classes.",
  price: 24_900,
  billingInterval: "month",
  audience: "adult",
  features: ["Every CEFR course", "Live group classes"],
  trialDays: 0,
  courseAccess: "cefr_courses",
};

const planNamed = async (testApp: TestApp, name: string, audience = "adult") =>
  (await testApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name))).find((plan) => plan.audience === audience)!;

const auditRows = (testApp: TestApp) => testApp.db.select().from(auditLog).orderBy(asc(auditLog.id));

describe("admin plans", () => {
  it("lists every plan, retired ones too, by audience, interval and order, with subscriber counts", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { user } = await signUp(testApp);
    await giveSubscription(testApp, user.id, { planName: "Standard" });
    await testApp.db.update(subscriptionPlans).set({ isActive: false }).where(eq(subscriptionPlans.name, "Basic"));
    const response = await admin.get("/api/admin/plans");
    expect(response.status).toBe(200);
    const labels = response.body.map(
      (plan: { name: string; audience: string; billingInterval: string }) => `${plan.audience}/${plan.billingInterval}/${plan.name}`,
    );
    expect(labels).toEqual([
      "adult/month/Basic",
      "adult/month/Standard",
      "adult/month/Premium",
      "kids/month/Starter",
      "kids/month/Premium",
      "kids/month/Family",
      "kids/year/Starter",
      "kids/year/Premium",
      "kids/year/Family",
    ]);
    expect(response.body[0]).toMatchObject({ isActive: false, courseAccess: "one_course", trialDays: 0 });
    expect(response.body[1]).toMatchObject({ isActive: true, subscriberCount: 1, courseAccess: "cefr_courses", price: 39_900 });
    expect(response.body[3]).toMatchObject({ name: "Starter", trialDays: 7 });
  });

  it("refuses a student (403) and a visitor (401), and changes nothing", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    expect((await agent.get("/api/admin/plans")).status).toBe(403);
    const created = await post(agent, "/api/admin/plans", newPlan);
    expect(created.status).toBe(403);
    expect(created.body.message).toBe("Administrator access required");
    expect((await post(testApp.request(), "/api/admin/plans", newPlan)).status).toBe(401);
    const basic = await planNamed(testApp, "Basic");
    expect((await agent.patch(`/api/admin/plans/${basic.id}`).send({ price: 100 })).status).toBe(403);
    expect((await post(agent, `/api/admin/plans/${basic.id}/retire`)).status).toBe(403);
    expect(await testApp.db.select().from(subscriptionPlans)).toHaveLength(9);
    expect((await planNamed(testApp, "Basic")).isActive).toBe(true);
    expect(await auditRows(testApp)).toEqual([]);
  });

  it("creates a plan at the end of its group, on the pricing page at once, recorded in the audit log", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    // Read once so the public list is cached: the creation must refresh it.
    expect((await testApp.request().get("/api/subscription-plans")).body).toHaveLength(3);
    const created = await post(admin, "/api/admin/plans", newPlan);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...newPlan, isActive: true, sortOrder: 4, subscriberCount: 0 });
    const [row] = await testApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, created.body.id));
    expect(row).toMatchObject({ price: 24_900, features: JSON.stringify(newPlan.features), courseAccess: "cefr_courses" });
    const pricing = await testApp.request().get("/api/subscription-plans");
    expect(pricing.body.map((plan: { name: string }) => plan.name)).toEqual(["Basic", "Standard", "Premium", "Business English"]);
    const [entry] = await auditRows(testApp);
    const [principal] = await testApp.db.select().from(users).where(eq(users.username, "principal"));
    expect(entry).toMatchObject({
      actorId: principal!.id,
      actorName: "principal",
      action: "plan.create",
      targetType: "plan",
      targetId: String(created.body.id),
      summary: 'Created the adult monthly plan "Business English" at R249.00',
      before: null,
      after: newPlan,
    });
  });

  it("validates field by field with clear messages (400), and answers a duplicate with 409", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const invalid = await post(admin, "/api/admin/plans", {
      ...newPlan,
      name: " ",
      price: 150,
      features: ["Fine", ""],
      trialDays: 1.5,
      courseAccess: "some_courses",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toMatchObject({
      name: ["Enter the plan's name"],
      price: ["The price must be at least R2.00, the least a card payment can be"],
      "features.1": ["Write the feature or remove the line"],
      trialDays: ["Trial days must be a whole number from 0 to 60"],
      courseAccess: ["Choose which courses the plan opens"],
    });
    const adultTrial = await post(admin, "/api/admin/plans", { ...newPlan, trialDays: 7 });
    expect(adultTrial.status).toBe(400);
    expect(adultTrial.body.message).toBe("Free trials are offered on kids plans only: set the trial days to 0");

    const duplicate = await post(admin, "/api/admin/plans", { ...newPlan, name: "Standard" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe("There is already a plan with this name for this audience and billing interval");
    // The same name for another audience is another plan.
    expect(
      (await post(admin, "/api/admin/plans", { ...newPlan, name: "Standard", audience: "kids", courseAccess: "all_courses" })).status,
    ).toBe(201);

    const premium = await planNamed(testApp, "Premium");
    const rename = await admin.patch(`/api/admin/plans/${premium.id}`).send({ name: "Basic" });
    expect(rename.status).toBe(409);
    expect((await admin.patch(`/api/admin/plans/${premium.id}`).send({})).body.message).toBe("Nothing to change");
    expect((await admin.patch(`/api/admin/plans/${premium.id}`).send({ price: 69_900 })).body.message).toBe("Nothing to change");
    expect((await admin.patch("/api/admin/plans/9999").send({ price: 500 })).status).toBe(404);
    expect((await admin.patch("/api/admin/plans/abc").send({ price: 500 })).body.message).toBe("Plan not found");
  });

  it("edits a plan: the audit line reads the price change, before and after hold only the changed fields", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { user } = await signUp(testApp);
    await giveSubscription(testApp, user.id, { planName: "Premium" });
    const premium = await planNamed(testApp, "Premium");
    const response = await admin
      .patch(`/api/admin/plans/${premium.id}`)
      .send({ price: 74_900, name: "Premium Plus", features: ["Everything"] });
    expect(response.status).toBe(204);
    expect(await planNamed(testApp, "Premium Plus")).toMatchObject({ price: 74_900, features: '["Everything"]' });
    // The subscriber's plan name follows the rename.
    expect((await testApp.db.select().from(users).where(eq(users.id, user.id)))[0]!.subscriptionLevel).toBe("Premium Plus");
    const [entry] = await auditRows(testApp);
    expect(entry).toMatchObject({
      action: "plan.update",
      summary: 'Price of "Premium" from R699.00 to R749.00; Renamed "Premium" to "Premium Plus"; Changed the features of "Premium"',
      before: { name: "Premium", price: 69_900, features: expect.arrayContaining(["Everything in the Standard plan"]) },
      after: { name: "Premium Plus", price: 74_900, features: ["Everything"] },
    });
    expect(Object.keys(entry!.after!).sort()).toEqual(["features", "name", "price"]);
  });

  it("retires a plan (off the pricing page, subscribers keep it) and reinstates it, each recorded", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const basic = await planNamed(testApp, "Basic");
    expect((await testApp.request().get("/api/subscription-plans")).body).toHaveLength(3);
    expect((await post(admin, `/api/admin/plans/${basic.id}/retire`)).status).toBe(204);
    const pricing = await testApp.request().get("/api/subscription-plans");
    expect(pricing.body.map((plan: { name: string }) => plan.name)).toEqual(["Standard", "Premium"]);
    expect((await testApp.request().get(`/api/subscription-plans/${basic.id}`)).status).toBe(404);
    const again = await post(admin, `/api/admin/plans/${basic.id}/retire`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This plan is already retired");
    expect((await post(admin, `/api/admin/plans/${basic.id}/reinstate`)).status).toBe(204);
    expect((await testApp.request().get("/api/subscription-plans")).body).toHaveLength(3);
    expect((await auditRows(testApp)).map((row) => [row.action, row.summary, row.before, row.after])).toEqual([
      ["plan.retire", 'Retired "Basic": no new checkouts, its subscribers keep it', { isActive: true }, { isActive: false }],
      ["plan.reinstate", 'Offered "Basic" again', { isActive: false }, { isActive: true }],
    ]);
  });

  it("reorders within the audience and interval; the pricing page follows; the ends refuse a step", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const premium = await planNamed(testApp, "Premium");
    expect((await post(admin, `/api/admin/plans/${premium.id}/move`, { direction: "up" })).status).toBe(204);
    const pricing = await testApp.request().get("/api/subscription-plans");
    expect(pricing.body.map((plan: { name: string }) => plan.name)).toEqual(["Basic", "Premium", "Standard"]);
    const basic = await planNamed(testApp, "Basic");
    const edge = await post(admin, `/api/admin/plans/${basic.id}/move`, { direction: "up" });
    expect(edge.status).toBe(409);
    expect(edge.body.message).toBe("The plan is already at that end of the list");
    const wrong = await post(admin, `/api/admin/plans/${basic.id}/move`, { direction: "sideways" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Direction must be up or down");
    // The kids plans kept their order.
    const kids = await testApp.request().get("/api/subscription-plans?audience=kids");
    expect(kids.body.slice(0, 3).map((plan: { name: string }) => plan.name)).toEqual(["Starter", "Premium", "Family"]);
    const [entry] = await auditRows(testApp);
    expect(entry).toMatchObject({
      action: "plan.reorder",
      summary: 'Moved "Premium" up to place 2 of the adult monthly plans',
      before: { order: ["Basic", "Standard", "Premium"] },
      after: { order: ["Basic", "Premium", "Standard"] },
    });
  });
});
