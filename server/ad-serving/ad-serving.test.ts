import { describe, expect, it } from "vitest";
import { adEvents } from "../../shared/schema/ads";
import { post, signInAdmin } from "../test/test-app";
import { createAdEventRecorder } from "./ad-event-recorder";
import { BROWSER, DAY_MS as DAY, countOf, createProxiedTestApp, hit, insertAd, serve, served, ticketFor } from "./ad-serving.test-helpers";
import { invalidateServedAds } from "./served-ads-cache";

const createTestApp = createProxiedTestApp;

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
    const video = await insertAd(testApp, {
      placementArea: "video_popup_30s",
      videoUrl: "https://linguabooks.example/ad.mp4",
      posterUrl: "https://linguabooks.example/poster.jpg",
    });

    const banners = await served(testApp, "homepage_banner");
    expect(banners.map((ad) => ad.id)).toEqual([running.id]);
    expect(Object.keys(banners[0]!).sort()).toEqual(
      ["companyName", "description", "id", "imageUrl", "linkUrl", "placementArea", "posterUrl", "title", "videoUrl"].sort(),
    );
    expect(JSON.stringify(banners)).not.toMatch(/ads@linguabooks|campaign|29900|\+27/);
    expect((await served(testApp, "video")).map((ad) => ad.id)).toEqual([video.id]);
    const bad = await testApp.request().get("/api/advertisements/approved?placement=popup");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please select a valid placement area");
  });

  it("serves no paused or taken-down ad, and only the media addresses the admin approved", async () => {
    const testApp = await createTestApp();
    const now = testApp.clock.now();
    const reviewed = await insertAd(testApp, {
      imageUrl: "https://linguabooks.example/swapped.png",
      reviewedImageUrl: "https://linguabooks.example/banner.png",
    });
    // Approved with an image only: a video address added later was never reviewed, so none is served.
    const imageOnly = await insertAd(testApp, {
      videoUrl: "https://linguabooks.example/unreviewed.mp4",
      reviewedImageUrl: "https://linguabooks.example/banner.png",
    });
    // Approved before the reviewed addresses were stored (neither set): it runs what it was approved with.
    const older = await insertAd(testApp);
    await insertAd(testApp, { pausedAt: now });
    await insertAd(testApp, { takenDownAt: now, takedownReason: "Misleading claims in the advert" });

    const banners = await served(testApp, "homepage_banner");
    expect(banners.map((ad) => [ad.id, ad.imageUrl, ad.videoUrl])).toEqual([
      [reviewed.id, "https://linguabooks.example/banner.png", null],
      [imageOnly.id, "https://linguabooks.example/banner.png", null],
      [older.id, "https://linguabooks.example/banner.png", null],
    ]);
  });

  it("serves a video ad with the video and poster the admin approved, never a poster changed after review", async () => {
    const testApp = await createTestApp();
    const video = await insertAd(testApp, {
      placementArea: "video_popup_30s",
      imageUrl: null,
      videoUrl: "https://linguabooks.example/ad.mp4",
      posterUrl: "https://linguabooks.example/swapped-poster.jpg",
      reviewedVideoUrl: "https://linguabooks.example/ad.mp4",
      reviewedPosterUrl: "https://linguabooks.example/poster.jpg",
    });
    expect(await served(testApp, "video")).toEqual([
      {
        id: video.id,
        title: video.title,
        companyName: video.companyName,
        description: video.description,
        imageUrl: null,
        videoUrl: "https://linguabooks.example/ad.mp4",
        posterUrl: "https://linguabooks.example/poster.jpg",
        linkUrl: video.linkUrl,
        placementArea: "video_popup_30s",
      },
    ]);
  });

  it("hands each address its own counting ticket beside the cached ads", async () => {
    const testApp = await createTestApp();
    await insertAd(testApp);
    const first = await serve(testApp, "homepage_banner", "198.51.100.7");
    const second = await serve(testApp, "homepage_banner", "198.51.100.8");
    expect(first.advertisements).toEqual(second.advertisements);
    expect(first.ticket).toMatch(/^[0-9a-z]+\.[\w-]{22}$/);
    expect(second.ticket).not.toBe(first.ticket);
    expect(Object.keys(first).sort()).toEqual(["advertisements", "ticket"]);
    const head = await testApp.request().head("/api/advertisements/approved?placement=homepage_banner");
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toMatch(/^application\/json/);
    expect(head.headers["cache-control"]).toBe("no-store");
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
  it("count once per address and ad in 30 minutes, whatever the browser says, and again in the next window", async () => {
    const testApp = await createTestApp();
    const ad = await insertAd(testApp);
    const ticket = await ticketFor(testApp, "198.51.100.7");
    for (let index = 0; index < 3; index++)
      expect((await hit(testApp, ad.id, "impression", { ticket, address: "198.51.100.7" })).status).toBe(204);
    expect(await countOf(testApp, ad.id, "impression")).toBe(1);
    await hit(testApp, ad.id, "impression", { ticket, address: "198.51.100.7", userAgent: `${BROWSER} other` });
    expect(await countOf(testApp, ad.id, "impression")).toBe(1);
    const otherTicket = await ticketFor(testApp, "198.51.100.8");
    await hit(testApp, ad.id, "impression", { ticket: otherTicket, address: "198.51.100.8" });
    expect(await countOf(testApp, ad.id, "impression")).toBe(2);
    testApp.clock.advance(30 * 60_000);
    await hit(testApp, ad.id, "impression", { ticket, address: "198.51.100.7" });
    expect(await countOf(testApp, ad.id, "impression")).toBe(3);
  });

  it("do not count robots, a missing user agent, admins, or ads that do not run (204 all the same)", async () => {
    const testApp = await createTestApp();
    const ad = await insertAd(testApp);
    const pending = await insertAd(testApp, { status: "pending" });
    const paused = await insertAd(testApp, { pausedAt: testApp.clock.now() });
    const ticket = await ticketFor(testApp);
    // Go-http-client, axios, Scrapy and WhatsApp's link preview passed the hand-made pattern used before isbot.
    const robots = ["Googlebot/2.1", "curl/8.0", "Mozilla/5.0 HeadlessChrome/140", "Go-http-client/1.1", "axios/1.7.2"];
    for (const userAgent of [...robots, "Scrapy/2.11 (+https://scrapy.org)", "WhatsApp/2.23.20.0", "   ", ""]) {
      expect((await hit(testApp, ad.id, "impression", { ticket, userAgent })).status).toBe(204);
    }
    const admin = await signInAdmin(testApp);
    expect((await post(admin, `/api/advertisements/${ad.id}/impression`, { ticket }).set("User-Agent", BROWSER)).status).toBe(204);
    expect((await hit(testApp, pending.id, "impression", { ticket })).status).toBe(204);
    expect((await hit(testApp, paused.id, "impression", { ticket })).status).toBe(204);
    expect((await hit(testApp, 999_999, "impression", { ticket })).status).toBe(204);
    expect(await testApp.db.select().from(adEvents)).toEqual([]);
    expect((await hit(testApp, "abc" as unknown as number, "impression", { ticket })).status).toBe(404);
  });

  it("count a click only after the visitor's impression", async () => {
    const testApp = await createTestApp();
    const ad = await insertAd(testApp);
    const ticket = await ticketFor(testApp);
    await hit(testApp, ad.id, "click", { ticket });
    expect(await countOf(testApp, ad.id, "click")).toBe(0);
    await hit(testApp, ad.id, "impression", { ticket });
    await hit(testApp, ad.id, "click", { ticket });
    await hit(testApp, ad.id, "click", { ticket });
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
    const addressOf = (visitor: number) => `203.0.113.${visitor}`;
    const tickets = await Promise.all(Array.from({ length: 150 }, (_, visitor) => ticketFor(testApp, addressOf(visitor))));
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        hit(testApp, index % 3 === 0 ? other.id : ad.id, "impression", { ticket: tickets[index % 150], address: addressOf(index % 150) }),
      ),
    );
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
    // 300 calls from 150 addresses, each on one of the two ads: every (visitor, ad) pair once.
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
