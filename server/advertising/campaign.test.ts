import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CAMPAIGN_NOT_FOUND, type CampaignView } from "../../shared/api/advertising";
import { adEvents, advertisements } from "../../shared/schema/ads";
import { AD_SUBMISSION } from "./advertising.test-helpers";
import { createTestApp, post } from "../test/test-app";

describe("GET /api/advertising/campaigns/:token", () => {
  it("shows the advertiser their campaign with its counted events per day, by token only", async () => {
    const testApp = await createTestApp();
    const { body } = await post(testApp.request(), "/api/advertisements", AD_SUBMISSION);
    const [stored] = await testApp.db.select().from(advertisements).where(eq(advertisements.id, body.id));
    const before = await testApp.request().get(`/api/advertising/campaigns/${stored!.campaignToken}`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      status: "pending",
      paymentStatus: "unpaid",
      startDate: null,
      isRunning: false,
      impressions: 0,
      clickRate: null,
      daily: [],
    });

    const now = testApp.clock.now();
    const start = new Date(now.getTime() - 2 * 86_400_000);
    await testApp.db
      .update(advertisements)
      .set({ status: "approved", paymentStatus: "paid", startDate: start, endDate: new Date(start.getTime() + 30 * 86_400_000) })
      .where(eq(advertisements.id, body.id));
    const event = (kind: "impression" | "click", visitorKey: string, hoursAgo: number) => ({
      advertisementId: body.id,
      kind,
      visitorKey,
      windowStart: new Date(now.getTime() - hoursAgo * 3_600_000),
      occurredAt: new Date(now.getTime() - hoursAgo * 3_600_000),
    });
    await testApp.db
      .insert(adEvents)
      .values([
        event("impression", "a", 30),
        event("impression", "b", 1),
        event("impression", "c", 1),
        event("impression", "d", 1),
        event("click", "b", 1),
      ]);
    const response = await testApp.request().get(`/api/advertising/campaigns/${stored!.campaignToken}`);
    const view = response.body as CampaignView;
    expect(view).toMatchObject({ isRunning: true, impressions: 4, clicks: 1, clickRate: 25, title: AD_SUBMISSION.title });
    expect(view.daily.reduce((sum, day) => sum + day.impressions, 0)).toBe(4);
    expect(view.daily.at(-1)).toEqual({ date: "2026-11-21", impressions: 3, clicks: 1 });
    expect(JSON.stringify(view)).not.toContain("ads@linguabooks.example");
  });

  it("answers 404 for an unknown or malformed token", async () => {
    const testApp = await createTestApp();
    for (const token of ["A".repeat(32), "not%20a%20token", "x"]) {
      const response = await testApp.request().get(`/api/advertising/campaigns/${token}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(CAMPAIGN_NOT_FOUND);
    }
  });
});
