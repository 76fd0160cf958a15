import { eq } from "drizzle-orm";
import type { ApprovedAdsResponse } from "../../shared/api/advertising";
import { adEvents, advertisements } from "../../shared/schema/ads";
import { createTestApp, post, type TestApp } from "../test/test-app";

export const DAY_MS = 86_400_000;
export const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36";

/** A test app that takes the client address from X-Forwarded-For (as behind the proxy of a real deployment). */
export const createProxiedTestApp = (overrides: Parameters<typeof createTestApp>[0] = {}) =>
  createTestApp({ ...overrides, config: { trustProxy: "loopback", ...overrides.config } });

let counter = 0;
/** An approved, paid ad that runs from a day ago for 30 days. */
export const insertAd = async (testApp: TestApp, overrides: Partial<typeof advertisements.$inferInsert> = {}) => {
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
      startDate: new Date(now - DAY_MS),
      endDate: new Date(now + 29 * DAY_MS),
      campaignToken: `token-${counter++}-${Math.random().toString(36).slice(2)}`,
      ...overrides,
    })
    .returning();
  return ad!;
};

/** The served ads of a placement as one address receives them, ticket included. */
export const serve = async (testApp: TestApp, placement: string, address?: string) => {
  const request = testApp.request().get(`/api/advertisements/approved?placement=${placement}`);
  if (address) void request.set("X-Forwarded-For", address);
  return (await request).body as ApprovedAdsResponse;
};

export const served = async (testApp: TestApp, placement: string) => (await serve(testApp, placement)).advertisements;

/** The ticket the served ads give this address (the test app's own address when none is given). */
export const ticketFor = async (testApp: TestApp, address?: string) => (await serve(testApp, "homepage_banner", address)).ticket;

/** One impression or click call as the ad slot sends it: the visitor's ticket, browser and (behind the proxy) address. */
export const hit = (
  testApp: TestApp,
  id: number,
  kind: "impression" | "click",
  { ticket, userAgent = BROWSER, address }: { ticket?: string; userAgent?: string; address?: string } = {},
) => {
  const request = post(testApp.request(), `/api/advertisements/${id}/${kind}`, ticket === undefined ? {} : { ticket }).set(
    "User-Agent",
    userAgent,
  );
  return address ? request.set("X-Forwarded-For", address) : request;
};

export const countOf = async (testApp: TestApp, id: number, kind: "impression" | "click") =>
  (await testApp.db.select().from(adEvents).where(eq(adEvents.advertisementId, id))).filter((event) => event.kind === kind).length;
