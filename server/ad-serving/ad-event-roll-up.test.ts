import { describe, expect, it } from "vitest";
import { adDailyCounts, adEvents } from "../../shared/schema/ads";
import { jobs } from "../jobs/index";
import { silentLogger } from "../lib/logger";
import { createMemoryMailer } from "../lib/mailer";
import { createTestClock, signInAdmin, type TestApp } from "../test/test-app";
import { countAdEvents, dailyAdEvents } from "./ad-event-counts";
import { rollUpAdEvents, rollUpCutoff } from "./ad-event-roll-up";
import { WINDOW_MS, windowStartOf } from "./ad-serving.service";
import { DAY_MS, countOf, createProxiedTestApp, hit, insertAd, ticketFor } from "./ad-serving.test-helpers";

// 2026-11-21 12:00 in Johannesburg (UTC+2): raw events before 2026-11-19 00:00 there (18 Nov 22:00 UTC) are rolled up.
const NOW = new Date("2026-11-21T10:00:00Z");

let visitor = 0;
const insertEvents = async (testApp: TestApp, advertisementId: number, kind: "impression" | "click", count: number, at: string) => {
  const occurredAt = new Date(at);
  await testApp.db.insert(adEvents).values(
    Array.from({ length: count }, () => ({
      advertisementId,
      kind,
      visitorKey: `visitor-${visitor++}`,
      windowStart: windowStartOf(occurredAt),
      occurredAt,
    })),
  );
};

/** Every figure an advertiser or admin reads: totals per ad, per-day series of one ad and of all, the two API answers. */
const figures = async (testApp: TestApp, ads: { id: number; campaignToken: string }[]) => {
  const admin = await signInAdmin(testApp);
  const from = new Date(NOW.getTime() - 40 * DAY_MS);
  return {
    totals: Object.fromEntries(await countAdEvents({ db: testApp.db, advertisementIds: ads.map((ad) => ad.id) })),
    daily: await Promise.all(ads.map((ad) => dailyAdEvents({ db: testApp.db, advertisementId: ad.id, from, to: NOW }))),
    allDaily: await dailyAdEvents({ db: testApp.db, from, to: NOW }),
    campaigns: await Promise.all(
      ads.map(async (ad) => {
        const { impressions, clicks, clickRate, daily } = (await testApp.request().get(`/api/advertising/campaigns/${ad.campaignToken}`))
          .body;
        return { impressions, clicks, clickRate, daily };
      }),
    ),
    stats: (await admin.get("/api/admin/advertisement-stats")).body,
  };
};

describe("rolling raw ad events up into daily counts", () => {
  it("moves only events older than two Johannesburg days, and every report reads the same figures before and after", async () => {
    const testApp = await createProxiedTestApp({ clock: createTestClock(NOW) });
    const start = new Date(NOW.getTime() - 20 * DAY_MS);
    const first = await insertAd(testApp, { startDate: start, endDate: new Date(NOW.getTime() + 10 * DAY_MS) });
    const second = await insertAd(testApp, { startDate: start, endDate: new Date(NOW.getTime() + 10 * DAY_MS) });
    await insertEvents(testApp, first.id, "impression", 7, "2026-11-10T08:00:00Z");
    await insertEvents(testApp, first.id, "click", 2, "2026-11-10T08:10:00Z");
    // Either side of a Johannesburg midnight (22:00 UTC): two different days.
    await insertEvents(testApp, first.id, "impression", 3, "2026-11-17T21:59:00Z");
    await insertEvents(testApp, first.id, "impression", 4, "2026-11-17T22:00:00Z");
    await insertEvents(testApp, second.id, "impression", 5, "2026-11-18T21:59:59Z");
    await insertEvents(testApp, second.id, "click", 1, "2026-11-18T21:00:00Z");
    // Kept raw: from the cutoff on.
    await insertEvents(testApp, second.id, "impression", 6, "2026-11-18T22:00:00Z");
    await insertEvents(testApp, first.id, "click", 1, "2026-11-21T09:00:00Z");
    const ads = [first, second];
    const before = await figures(testApp, ads);
    expect(before.totals).toEqual({ [first.id]: { impressions: 14, clicks: 3 }, [second.id]: { impressions: 11, clicks: 1 } });

    expect(await rollUpAdEvents({ db: testApp.db, now: NOW })).toEqual({ events: 22, days: 4 });

    const raw = await testApp.db.select().from(adEvents);
    expect(raw.every((event) => event.occurredAt >= rollUpCutoff(NOW))).toBe(true);
    expect(raw).toHaveLength(7);
    const daily = await testApp.db.select().from(adDailyCounts).orderBy(adDailyCounts.advertisementId, adDailyCounts.day);
    expect(daily.map(({ advertisementId, day, impressions, clicks }) => [advertisementId, day, impressions, clicks])).toEqual([
      [first.id, "2026-11-10", 7, 2],
      [first.id, "2026-11-17", 3, 0],
      [first.id, "2026-11-18", 4, 0],
      [second.id, "2026-11-18", 5, 1],
    ]);
    expect(await figures(testApp, ads)).toEqual(before);

    // Twice, and two at once (two instances, or a "Run now" beside the schedule): nothing moves twice.
    expect(await rollUpAdEvents({ db: testApp.db, now: NOW })).toEqual({ events: 0, days: 0 });
    await insertEvents(testApp, second.id, "impression", 2, "2026-11-18T10:00:00Z");
    const together = await Promise.all([rollUpAdEvents({ db: testApp.db, now: NOW }), rollUpAdEvents({ db: testApp.db, now: NOW })]);
    expect(together.reduce((sum, run) => sum + run.events, 0)).toBe(2);
    expect((await countAdEvents({ db: testApp.db, advertisementIds: [second.id] })).get(second.id)).toEqual({ impressions: 13, clicks: 1 });
  });

  it("always keeps the current and the previous counting window, so a click still finds its impression", async () => {
    // Every half hour of a day: the cutoff is at least two days back.
    for (let time = NOW.getTime(); time < NOW.getTime() + DAY_MS; time += WINDOW_MS) {
      expect(time - rollUpCutoff(new Date(time)).getTime()).toBeGreaterThanOrEqual(2 * DAY_MS);
    }
    // An impression at 23:50 in Johannesburg, a roll-up and a click after midnight.
    const clock = createTestClock(new Date("2026-11-20T21:50:00Z"));
    const testApp = await createProxiedTestApp({ clock });
    const ad = await insertAd(testApp);
    const ticket = await ticketFor(testApp);
    await hit(testApp, ad.id, "impression", { ticket });
    clock.set(new Date("2026-11-20T22:10:00Z"));
    await rollUpAdEvents({ db: testApp.db, now: clock.now() });
    await hit(testApp, ad.id, "click", { ticket });
    expect(await countOf(testApp, ad.id, "click")).toBe(1);
  });

  it("runs as a scheduled job that is safe to run twice", async () => {
    const job = jobs.find((candidate) => candidate.id === "ad-events-roll-up");
    expect(job).toMatchObject({ safeToRunTwice: true });
    const testApp = await createProxiedTestApp({ clock: createTestClock(NOW) });
    const ad = await insertAd(testApp);
    await insertEvents(testApp, ad.id, "impression", 3, "2026-11-01T10:00:00Z");
    const context = {
      db: testApp.db,
      clock: testApp.clock,
      mailer: createMemoryMailer(),
      mailFrom: "a@b.test",
      logger: silentLogger(),
      siteOrigin: "http://college.test",
    };
    await job!.run(context);
    await job!.run(context);
    expect(await testApp.db.select().from(adEvents)).toEqual([]);
    expect((await countAdEvents({ db: testApp.db, advertisementIds: [ad.id] })).get(ad.id)).toEqual({ impressions: 3, clicks: 0 });
  });
});
