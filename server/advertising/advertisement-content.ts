import type { AdvertisementContent } from "../../shared/api/advertising";
import type { AdPlacement } from "../../shared/constants";
import type { Advertisement } from "../../shared/schema/ads";

/** What an ad says and where it runs, as every answer about an ad starts (never contact data or the token). */
export const toAdvertisementContent = (ad: Advertisement): AdvertisementContent => ({
  id: ad.id,
  companyName: ad.companyName,
  title: ad.title,
  description: ad.description,
  imageUrl: ad.imageUrl,
  videoUrl: ad.videoUrl,
  posterUrl: ad.posterUrl,
  linkUrl: ad.linkUrl,
  placementArea: ad.placementArea as AdPlacement,
});
