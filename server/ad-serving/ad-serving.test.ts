import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApprovedAdsResponse } from "../../shared/api/advertising";
import { adEvents, advertisements } from "../../shared/schema/ads";
import { createTestApp, post, signInAdmin, type TestApp } from "../test/test-app";
import { createAdEventRecorder } from "./ad-event-recorder";
import { invalidateServedAds } from "./served-ads-cache";

const DAY = 86_400_000;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36";

let counter = 0;
const insertAd = async (testApp: TestApp, overrides: Partial<typeof advertisements.$inferInsert> = {}) => {
  const now = testApp.clock.now().getTime();
  const [ad] = await testApp.db
    .insert(advertisements)
    .values({
      companyName: "Lingua Books",
      title: "Graded readers",
      description: "Short novels written for English learners.",
      linkUrl: "https://linguabooks.example",
      imageUrl: "https://linguabooks.example/banner.png",
      placementArea: "homepage_banner",
      advertiserEmail: "ads@linguabooks.example",
      advertiserPhone: "+27 21 555 0101",
      price: 29_900,
      status: "approved",
      paymentStatus: "paid",
      startDate: new Date(now - DAY),
      endDate: new Date(now + 29 * DAY),
      campaignToken: `token-${counter++}-${Math.random().toString(36).slice(2)}`,
      ...overrides,
    })
    .returning();
  return ad!;
};

const served = async (testApp: TestApp, placement: string) =>
  ((await testApp.request().get(`/api/advertisements/approved?placement=${placement}`)).body as ApprovedAdsResponse).advertisements;

const hit = (testApp: TestApp, id: number, kind: "impression" | "click", userAgent = BROWSER) =>
  post(testApp.request(), `/api/advertisements/${id}/${kind}`).set("User-Agent", userAgent);

const countOf = async (testApp: TestApp, id: number, kind: "impression" | "click") =>
  (await testApp.db.select().from(adEvents).where(eq(adEvents.advertisementId, id))).filter((event) => event.kind === kind).length;

describe("GET /api/advertisements/approved", () => {
  it("serves only approved, paid, running ads of the placement, with public fields only", async () => {
    const testApp = await createTestApp();
    const now = testApp.clock.now().getTime();
    const running = await insertAd(testApp);
    await insertAd(testApp, { status: "pending" });
    await insertAd(testApp, { paymentStatus: "unpaid" });
    await insertAd(testApp, { status: "rejected" });
    await insertAd(testApp, { startDate: new Date(now + DAY), endDate: new Date(now + 30 * DAY) });
    await insertAd(testApp, { startDate: new Date(now - 31 * DAY), endDate: new Date(now - DAY) });
    await insertAd(testApp, { placementArea: "footer" });
    const video = await insertAd(testApp, { placementArea: "video_popup_30s", videoUrl: "https://linguabooks.example/ad.mp4" });

    const banners = await served(testApp, "homepage_banner");
    expect(banners.map((ad) => ad.id)).toEqual([running.id]);
    expect(Object.keys(banners[0]!).sort()).toEqual(
      ["companyName", "description", "id", "imageUrl", "linkUrl", "placementArea", "title", "videoUrl"].sort(),
    );
    expect(JSON.stringify(banners)).not.toMatch(/ads@linguabooks|campaign|29900|\+27/);
    expect((await served(testApp, "video")).map((ad) => ad.id)).toEqual([video.id]);
    const bad = await testApp.request().get("/api/advertisements/approved?placement=popup");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please select a valid placement area");
  });

  it("stops serving an ad the moment it ends, even from the cache, and serves a new one after invalidation", async () => {
    const testApp = await createTestApp();
    const now = testApp.clock.now().getTime();
    const ending = await insertAd(testApp, { endDate: new Date(now + 60_000) });
    expect((await served(testApp, "homepage_banner")).map((ad) => ad.id)).toEqual([ending.id]);
    testApp.clock.advance(61_000);
    expect(await served(testApp, "homepage_banner")).toEqual([]);
    const fresh = await insertAd(testApp);
    invalidateServedAds(testApp.cache);
    expect((await served(testApp, "homepage_banner")).map((ad) => ad.id)).toEqual([fresh.id]);
  });
});

describe("impressions and clicks", () => {
  it("count once per visitor and ad in 30 minutes, and again in the next window", async () => {
    const testApp = await createTestApp();
    const ad = await insertAd(testApp);
    for (let index = 0; index < 3; index++) expect((await hit(testApp, ad.id, "impression")).status).toBe(204);
    expect(await countOf(testApp, ad.id, "impression")).toBe(1);
    await hit(testApp, ad.id, "impression", `${BROWSER} other`);
    expect(await countOf(testApp, ad.id, "impression")).toBe(2);
    testApp.clock.advance(30 * 60_000);
    await hit(testApp, ad.id, "impression");
    expect(await countOf(testApp, ad.id, "impression")).toBe(3);
  });

  it("do not count robots, a missing user agent, admins, or ads that do not run (204 all the same)", async () => {
    const testApp = await createTestApp();
    const ad = await insertAd(testApp);
    const pending = await insertAd(testApp, { status: "pending" });
    for (const agent of ["Googlebot/2.1", "curl/8.0", "Mozilla/5.0 HeadlessChrome/140", ""]) {
      expect((await hit(testApp, ad.id, "impression", agent)).status).toBe(204);
    }
    const admin = await signInAdmin(testApp);
    expect((await post(admin, `/api/advertisements/${ad.id}/impression`).set("User-Agent", BROWSER)).status).toBe(204);
    expect((await hit(testApp, pending.id, "impression")).status).toBe(204);
    expect((await hit(testApp, 999_999, "impression")).status).toBe(204);
    expect(await testApp.db.select().from(adEvents)).toEqual([]);
    expect((await hit(testApp, "abc" as unknown as number, "impression")).status).toBe(404);
  });

  it("count a click only after the visitor's impression", async () => {
    const testApp = await createTestApp();
    const ad = await insertAd(testApp);
    await hit(testApp, ad.id, "click");
    expect(await countOf(testApp, ad.id, "click")).toBe(0);
    await hit(testApp, ad.id, "impression");
    await hit(testApp, ad.id, "click");
    await hit(testApp, ad.id, "click");
    expect(await countOf(testApp, ad.id, "click")).toBe(1);
  });

  it("lose nothing and count nothing twice under 5,000 concurrent calls", async () => {
    const testApp = await createTestApp();
    const ad = await insertAd(testApp);
    const now = testApp.clock.now();
    const record = createAdEventRecorder({ db: testApp.db });
    const calls = (visitors: number) =>
      Promise.all(
        Array.from({ length: 5_000 }, (_, index) =>
          record({ now, advertisementId: ad.id, kind: "impression", visitorKey: `visitor-${index % visitors}` }),
        ),
      );
    const repeated = await calls(50);
    expect(repeated.filter(Boolean)).toHaveLength(50);
    expect(await countOf(testApp, ad.id, "impression")).toBe(50);
    await testApp.db.delete(adEvents);
    const distinct = await calls(5_000);
    expect(distinct.every(Boolean)).toBe(true);
    expect(await countOf(testApp, ad.id, "impression")).toBe(5_000);
  }, 60_000);

  it("store every concurrent impression call through the route before answering 204", async () => {
    const testApp = await createTestApp();
    const ad = await insertAd(testApp);
    const other = await insertAd(testApp);
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        hit(testApp, index % 3 === 0 ? other.id : ad.id, "impression", `${BROWSER} visitor-${index % 150}`),
      ),
    );
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
    // 300 calls from 150 browsers, each on one of the two ads: every (visitor, ad) pair once.
    const pairs = new Set(Array.from({ length: 300 }, (_, index) => `${index % 150}-${index % 3 === 0 ? "other" : "ad"}`));
    const expectedOther = [...pairs].filter((pair) => pair.endsWith("other")).length;
    expect(await countOf(testApp, other.id, "impression")).toBe(expectedOther);
    expect(await countOf(testApp, ad.id, "impression")).toBe(pairs.size - expectedOther);
  }, 60_000);

  it("a bad row in a batch costs only its own call", async () => {
    const testApp = await createTestApp();
    const ad = await insertAd(testApp);
    const record = createAdEventRecorder({ db: testApp.db });
    const now = testApp.clock.now();
    const results = await Promise.allSettled([
      record({ now, advertisementId: ad.id, kind: "impression", visitorKey: "a" }),
      record({ now, advertisementId: 999_999, kind: "impression", visitorKey: "b" }),
      record({ now, advertisementId: ad.id, kind: "impression", visitorKey: "c" }),
      record({ now, advertisementId: ad.id, kind: "impression", visitorKey: "a" }),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect(results.map((result) => (result.status === "fulfilled" ? result.value : "error"))).toEqual([true, "error", true, false]);
    expect(await countOf(testApp, ad.id, "impression")).toBe(2);
  });
});
