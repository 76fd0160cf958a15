import type { AdPlacement } from "./constants";

export type AdImageSize = { width: number; height: number };

/**
 * The picture of each placement in pixels: what the advertiser is asked for, what the form previews and
 * the box the site serves it in (never wider than this, narrower with the same ratio on a small screen).
 * The sizes follow the layouts: the home page and the Courses page are up to 1,216 px wide, a course page's
 * main column about 800 px and its side column about 380 px; the video pop-up plays 16:9.
 */
export const AD_IMAGE_SIZES = {
  video_popup_30s: { width: 1280, height: 720 },
  video_popup_60s: { width: 1280, height: 720 },
  video_interstitial: { width: 1280, height: 720 },
  homepage_banner: { width: 1200, height: 300 },
  course_page: { width: 800, height: 200 },
  explore: { width: 1200, height: 200 },
  sidebar: { width: 300, height: 250 },
  footer: { width: 1200, height: 150 },
} as const satisfies Record<AdPlacement, AdImageSize>;

const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));

/** "4:1", "6:5", "16:9". */
export const aspectRatioOf = ({ width, height }: AdImageSize) => {
  const divisor = greatestCommonDivisor(width, height);
  return `${width / divisor}:${height / divisor}`;
};

/** The value of CSS `aspect-ratio` for a size. */
export const cssAspectRatio = ({ width, height }: AdImageSize) => `${width} / ${height}`;

/**
 * How an image of another shape shows in a placement's box. The site scales it to fit whole
 * (`object-fit: contain`), so nothing the advertiser wrote on it is cut: a wider image gets empty bands
 * above and below, a taller one at the sides. Within 2 % of the ratio counts as the same shape.
 */
export type ImageFit = "fits" | "bands-above-below" | "bands-at-sides";
export function imageFitIn(box: AdImageSize, image: AdImageSize): ImageFit {
  const difference = image.width / image.height / (box.width / box.height);
  if (Math.abs(difference - 1) <= 0.02) return "fits";
  return difference > 1 ? "bands-above-below" : "bands-at-sides";
}
