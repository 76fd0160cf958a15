import { createHash } from "node:crypto";
import { and, eq, gt, inArray, isNotNull } from "drizzle-orm";
import { VIDEO_PLACEMENTS, type ApprovedAdsResponse, type PublicAdvertisement } from "../../shared/api/advertising";
import { AD_PLACEMENTS, type AdPlacement } from "../../shared/constants";
import { advertisements } from "../../shared/schema/ads";
import type { Database } from "../db/connection";

/** An ad that may run, with the dates that decide, at request time, whether it runs now. */
export type ServableAd = PublicAdvertisement & { startsAt: number; endsAt: number };

export const WINDOW_MS = 30 * 60 * 1000;

/** Approved, paid ads of the placement (every video placement, or every placement) that have not ended by `now`. */
export const loadServableAds = async ({ db, placement, now }: { db: Database; placement: AdPlacement | "video" | "all"; now: Date }) => {
  const placements: string[] = placement === "video" ? [...VIDEO_PLACEMENTS] : placement === "all" ? [...AD_PLACEMENTS] : [placement];
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

// Per cached candidate list: the JSON last sent and which ads it held. Dropped with the list.
const servedBodies = new WeakMap<ServableAd[], { runningIds: string; body: string }>();

/**
 * The JSON answer of the served ads at `now` (`{ advertisements }`), serialised again only when the set
 * of running ads changed (an ad started or ended) or the candidates were read afresh.
 */
export const servedAdsBody = (candidates: ServableAd[], now: Date) => {
  const time = now.getTime();
  const runningIds = candidates
    .filter((ad) => ad.startsAt <= time && time < ad.endsAt)
    .map((ad) => ad.id)
    .join(",");
  const last = servedBodies.get(candidates);
  if (last?.runningIds === runningIds) return last.body;
  const body = JSON.stringify({ advertisements: runningAds(candidates, now) } satisfies ApprovedAdsResponse);
  servedBodies.set(candidates, { runningIds, body });
  return body;
};

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

/** Whether the ad with this id is among the candidates and runs at `now`. */
export const isRunningAt = (candidates: ServableAd[], advertisementId: number, now: Date) =>
  candidates.some((ad) => ad.id === advertisementId && ad.startsAt <= now.getTime() && now.getTime() < ad.endsAt);
