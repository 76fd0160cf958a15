import { createHash } from "node:crypto";
import { and, eq, gt, gte, inArray, isNotNull } from "drizzle-orm";
import { VIDEO_PLACEMENTS, type PublicAdvertisement } from "../../shared/api/advertising";
import type { AdPlacement } from "../../shared/constants";
import { adEvents, advertisements } from "../../shared/schema/ads";
import type { Database } from "../db/connection";

/** An ad that may run, with the dates that decide, at request time, whether it runs now. */
export type ServableAd = PublicAdvertisement & { startsAt: number; endsAt: number };

const WINDOW_MS = 30 * 60 * 1000;

/** Approved, paid ads of the placement (or every video placement) that have not ended by `now`. */
export const loadServableAds = async ({ db, placement, now }: { db: Database; placement: AdPlacement | "video"; now: Date }) => {
  const placements: string[] = placement === "video" ? [...VIDEO_PLACEMENTS] : [placement];
  const rows = await db
    .select()
    .from(advertisements)
    .where(
      and(
        eq(advertisements.status, "approved"),
        eq(advertisements.paymentStatus, "paid"),
        inArray(advertisements.placementArea, placements),
        isNotNull(advertisements.startDate),
        gt(advertisements.endDate, now),
      ),
    );
  return rows.map((ad): ServableAd => ({
    id: ad.id,
    title: ad.title,
    companyName: ad.companyName,
    description: ad.description,
    imageUrl: ad.imageUrl,
    linkUrl: ad.linkUrl,
    videoUrl: ad.videoUrl,
    placementArea: ad.placementArea as AdPlacement,
    startsAt: ad.startDate!.getTime(),
    endsAt: ad.endDate!.getTime(),
  }));
};

/** Of the cached candidates, the ads running at `now`, public fields only. */
export const runningAds = (ads: ServableAd[], now: Date): PublicAdvertisement[] =>
  ads.filter((ad) => ad.startsAt <= now.getTime() && now.getTime() < ad.endsAt).map(({ startsAt: _s, endsAt: _e, ...ad }) => ad);

// Crawlers, link previews, scripts and headless browsers: their views are not people's.
const BOT_AGENT = /bot|crawl|spider|slurp|curl|wget|python-requests|httpclient|headless|lighthouse|facebookexternalhit|preview|monitor/i;

/** True when a request's user agent looks like a person's browser (present, and not a known robot). */
export const isCountableAgent = (userAgent: string | undefined) => !!userAgent && userAgent.trim() !== "" && !BOT_AGENT.test(userAgent);

/**
 * A visitor, told apart without storing who they are: a keyed hash of address and browser. The same
 * person on the same connection and browser is one visitor; the key (the session secret) keeps the
 * hash from being reversed by trying addresses.
 */
export const visitorKeyOf = ({ address, userAgent, secret }: { address: string; userAgent: string; secret: string }) =>
  createHash("sha256").update(`${secret}\n${address}\n${userAgent}`).digest("base64url").slice(0, 32);

/** The start of the 30-minute window an instant falls in: one event per visitor, ad and kind in it. */
export const windowStartOf = (now: Date) => new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);

/**
 * Counts an impression or click of a running ad, at most once per visitor, ad and 30-minute window (the
 * unique index decides, so concurrent calls cannot count twice or lose one). A click counts only after
 * an impression by the same visitor in this or the previous window. Returns whether a row was added.
 */
export const recordAdEvent = async ({
  db,
  now,
  advertisementId,
  kind,
  visitorKey,
}: {
  db: Database;
  now: Date;
  advertisementId: number;
  kind: "impression" | "click";
  visitorKey: string;
}) => {
  const [ad] = await db
    .select({
      status: advertisements.status,
      paymentStatus: advertisements.paymentStatus,
      startDate: advertisements.startDate,
      endDate: advertisements.endDate,
    })
    .from(advertisements)
    .where(eq(advertisements.id, advertisementId));
  const isRunning =
    ad?.status === "approved" && ad.paymentStatus === "paid" && !!ad.startDate && !!ad.endDate && ad.startDate <= now && now < ad.endDate;
  if (!isRunning) return false;
  const windowStart = windowStartOf(now);
  if (kind === "click") {
    const [seen] = await db
      .select({ id: adEvents.id })
      .from(adEvents)
      .where(
        and(
          eq(adEvents.advertisementId, advertisementId),
          eq(adEvents.kind, "impression"),
          eq(adEvents.visitorKey, visitorKey),
          gte(adEvents.windowStart, new Date(windowStart.getTime() - WINDOW_MS)),
        ),
      )
      .limit(1);
    if (!seen) return false;
  }
  const inserted = await db
    .insert(adEvents)
    .values({ advertisementId, kind, visitorKey, windowStart, occurredAt: now })
    .onConflictDoNothing()
    .returning({ id: adEvents.id });
  return inserted.length > 0;
};
