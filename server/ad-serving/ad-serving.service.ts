import { and, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import { isbot } from "isbot";
import { VIDEO_PLACEMENTS, type ApprovedAdsResponse, type PublicAdvertisement } from "../../shared/api/advertising";
import { AD_PLACEMENTS, type AdPlacement } from "../../shared/constants";
import { advertisements } from "../../shared/schema/ads";
import type { Database } from "../db/connection";

/** An ad that may run, with the dates that decide, at request time, whether it runs now. */
export type ServableAd = PublicAdvertisement & { startsAt: number; endsAt: number };

export const WINDOW_MS = 30 * 60 * 1000;

/**
 * Approved, paid ads of the placement (every video placement, or every placement) that have not ended by
 * `now` and that no admin has paused or taken down.
 */
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
        isNull(advertisements.pausedAt),
        isNull(advertisements.takenDownAt),
      ),
    );
  return rows.map((ad): ServableAd => ({
    id: ad.id,
    title: ad.title,
    companyName: ad.companyName,
    description: ad.description,
    ...reviewedMedia(ad),
    linkUrl: ad.linkUrl,
    placementArea: ad.placementArea as AdPlacement,
    startsAt: ad.startDate!.getTime(),
    endsAt: ad.endDate!.getTime(),
  }));
};

/**
 * The image, video and poster addresses as the admin approved them. Approval stores both (null where the ad had
 * none), and ads approved earlier were given theirs when the columns were added; an approved ad with
 * neither stored was approved by an instance still running older code during a deployment, and runs what
 * it was approved with. Never one stored and the other taken from the submission: that would be a medium
 * nobody reviewed.
 */
const reviewedMedia = (ad: typeof advertisements.$inferSelect) =>
  ad.reviewedImageUrl !== null || ad.reviewedVideoUrl !== null
    ? { imageUrl: ad.reviewedImageUrl, videoUrl: ad.reviewedVideoUrl, posterUrl: ad.reviewedPosterUrl }
    : { imageUrl: ad.imageUrl, videoUrl: ad.videoUrl, posterUrl: ad.posterUrl };

/** Of the cached candidates, the ads running at `now`, public fields only. */
export const runningAds = (ads: ServableAd[], now: Date): PublicAdvertisement[] =>
  ads.filter((ad) => ad.startsAt <= now.getTime() && now.getTime() < ad.endsAt).map(({ startsAt: _s, endsAt: _e, ...ad }) => ad);

// Per cached candidate list: the JSON last sent and which ads it held. Dropped with the list.
const servedBodies = new WeakMap<ServableAd[], { runningIds: string; body: string }>();

/**
 * The JSON of the served ads at `now` (`{ advertisements }`, before the ticket is added), serialised
 * again only when the set of running ads changed (an ad started or ended) or the candidates were read afresh.
 */
export const servedAdsBody = (candidates: ServableAd[], now: Date) => {
  const time = now.getTime();
  const runningIds = candidates
    .filter((ad) => ad.startsAt <= time && time < ad.endsAt)
    .map((ad) => ad.id)
    .join(",");
  const last = servedBodies.get(candidates);
  if (last?.runningIds === runningIds) return last.body;
  const body = JSON.stringify({ advertisements: runningAds(candidates, now) } satisfies Omit<ApprovedAdsResponse, "ticket">);
  servedBodies.set(candidates, { runningIds, body });
  return body;
};

/**
 * True when a request's user agent looks like a person's browser: present, and not a crawler, link
 * preview, script or headless browser by the maintained list of the `isbot` package.
 */
export const isCountableAgent = (userAgent: string | undefined): userAgent is string =>
  !!userAgent && userAgent.trim() !== "" && !isbot(userAgent);

/** The start of the 30-minute window an instant falls in: one event per visitor, ad and kind in it. */
export const windowStartOf = (now: Date) => new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);

/** Whether the ad with this id is among the candidates and runs at `now`. */
export const isRunningAt = (candidates: ServableAd[], advertisementId: number, now: Date) =>
  candidates.some((ad) => ad.id === advertisementId && ad.startsAt <= now.getTime() && now.getTime() < ad.endsAt);
