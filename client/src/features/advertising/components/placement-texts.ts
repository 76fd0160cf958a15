import type { AdPlacement } from "@shared/constants";

/**
 * Each placement's name and where it appears, in the site's own words (the course list is "Courses", the
 * sidebar a course page's side column): catalogue ids, shown in the interface language.
 */
export const PLACEMENT_TEXTS: Record<AdPlacement, { name: string; where: string }> = {
  video_popup_30s: { name: "advertising.placement.videoPopup30s.name", where: "advertising.placement.videoPopup30s.where" },
  video_popup_60s: { name: "advertising.placement.videoPopup60s.name", where: "advertising.placement.videoPopup60s.where" },
  video_interstitial: { name: "advertising.placement.videoInterstitial.name", where: "advertising.placement.videoInterstitial.where" },
  homepage_banner: { name: "advertising.placement.homepageBanner.name", where: "advertising.placement.homepageBanner.where" },
  course_page: { name: "advertising.placement.coursePage.name", where: "advertising.placement.coursePage.where" },
  explore: { name: "advertising.placement.explore.name", where: "advertising.placement.explore.where" },
  sidebar: { name: "advertising.placement.sidebar.name", where: "advertising.placement.sidebar.where" },
  footer: { name: "advertising.placement.footer.name", where: "advertising.placement.footer.where" },
};
