import type { MouseEvent } from "react";

export type ShareNetwork = { name: string; buildUrl: (pageUrl: string, text: string) => string };

const encode = encodeURIComponent;

export const SHARE_NETWORKS: readonly ShareNetwork[] = [
  { name: "Facebook", buildUrl: (pageUrl) => `https://www.facebook.com/sharer/sharer.php?u=${encode(pageUrl)}` },
  {
    name: "Twitter",
    buildUrl: (pageUrl, text) => `https://twitter.com/intent/tweet?text=${encode(text)}&url=${encode(pageUrl)}`,
  },
  { name: "LinkedIn", buildUrl: (pageUrl) => `https://www.linkedin.com/sharing/share-offsite/?url=${encode(pageUrl)}` },
];

export const SHARE_POPUP_FEATURES = "width=600,height=400";

/**
 * Opens a share link in a small 600x400 window; if the browser blocks it, the link's own
 * target="_blank" opens a new tab instead. "noopener" is not in the features on purpose: with it,
 * window.open returns null even when the window opened, so a blocked popup could not be told apart
 * and every share would open twice. The opener is cut by hand instead, which protects this page the same way.
 */
export function openSharePopup(event: MouseEvent<HTMLAnchorElement>, shareUrl: string) {
  const popup = window.open(shareUrl, "_blank", SHARE_POPUP_FEATURES);
  if (!popup) return;
  popup.opener = null;
  event.preventDefault();
}
