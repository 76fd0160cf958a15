import { hasVideoMedia, isVideoPlacement, type AdminAdvertisement } from "@shared/api/advertising";

const formatDay = (iso: string) => new Date(iso).toLocaleDateString("en-ZA", { day: "numeric", month: "long", year: "numeric" });

/** What approval did, from the approved ad the server answered: live now, live on a date, or once paid. */
export const approvalOutcome = (ad: AdminAdvertisement, now = new Date()) => {
  if (ad.paymentStatus !== "paid" || !ad.startDate) return "It goes live as soon as the advertiser pays from their campaign page.";
  if (new Date(ad.startDate) > now) return `It goes live on ${formatDay(ad.startDate)}.`;
  return ad.endDate ? `It is live now, until ${formatDay(ad.endDate)}.` : "It is live now.";
};

/** Why a pending ad cannot be approved (a video placement without a video file or a poster), or null. */
export const approvalBlocker = (ad: AdminAdvertisement) =>
  isVideoPlacement(ad.placementArea) && !hasVideoMedia(ad)
    ? "This video ad has no playable video file or no poster image, so it cannot be approved: it would show a black box. Reject it and ask the advertiser to apply again with both."
    : null;
