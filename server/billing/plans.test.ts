import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptionPlans } from "../../shared/schema/billing";
import { createTestApp } from "../test/test-app";

describe("GET /api/subscription-plans", () => {
  it("lists the active adult plans in order, prices in rand cents, features as a list decoded on the server", async () => {
    const { request } = await createTestApp();
    const response = await request().get("/api/subscription-plans");
    expect(response.status).toBe(200);
    expect(response.body.map((plan: { name: string }) => plan.name)).toEqual(["Basic", "Standard", "Premium"]);
    for (const plan of response.body) {
      expect(Number.isInteger(plan.price)).toBe(true);
      expect(plan.features).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(plan.features.length).toBeGreaterThan(1);
      expect(plan).toMatchObject({ audience: "adult", billingInterval: "month" });
    }
  });

  it("lists the kids plans monthly and yearly with ?audience=kids", async () => {
    const { request } = await createTestApp();
    const response = await request().get("/api/subscription-plans?audience=kids");
    const names = response.body.map((plan: { name: string; billingInterval: string }) => `${plan.name}/${plan.billingInterval}`);
    expect(names).toEqual(["Starter/month", "Premium/month", "Family/month", "Starter/year", "Premium/year", "Family/year"]);
  });

  it("hides an inactive plan", async () => {
    const { request, db } = await createTestApp();
    await db.update(subscriptionPlans).set({ isActive: false }).where(eq(subscriptionPlans.name, "Basic"));
    const response = await request().get("/api/subscription-plans");
    expect(response.body.map((plan: { name: string }) => plan.name)).toEqual(["Standard", "Premium"]);
  });

  it("serves a plan whose stored features are malformed without its list, never a 500", async () => {
    const { request, db } = await createTestApp();
    await db.update(subscriptionPlans).set({ features: "not json [" }).where(eq(subscriptionPlans.name, "Basic"));
    const response = await request().get("/api/subscription-plans");
    expect(response.status).toBe(200);
    expect(response.body[0]).toMatchObject({ name: "Basic", features: [] });
  });

  it("answers an unknown audience with 400", async () => {
    const { request } = await createTestApp();
    const response = await request().get("/api/subscription-plans?audience=martians");
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Audience must be adult or kids");
  });
});
