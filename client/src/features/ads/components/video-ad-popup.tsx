import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useApprovedAds } from "../api/get-approved-ads";
import { trackAdEvent } from "../api/track-ad-event";

const loadVideoAdDialog = () => import("./video-ad-dialog");
const VideoAdDialog = lazy(loadVideoAdDialog);

export const POPUP_DELAY_MS = 2_000;
const SHOWN_KEY = "video-ad-shown-on";

export { adDurationSeconds, skipAfterSeconds } from "./video-ad-timing";

const today = () => new Date().toISOString().slice(0, 10);
let shownThisPageLoad = false;

/** At most once per visitor per day (localStorage); without storage, once per page load. */
const hasShownToday = () => {
  try {
    return window.localStorage.getItem(SHOWN_KEY) === today();
  } catch {
    return shownThisPageLoad;
  }
};
const rememberShown = () => {
  shownThisPageLoad = true;
  try {
    window.localStorage.setItem(SHOWN_KEY, today());
  } catch {
    // Storage refused (private mode): the page-load flag above is all we keep.
  }
};

/** The home page's video ad: about 2 s after load, one running video ad at random, with the spec's rules. */
export function VideoAdPopup() {
  const ads = useApprovedAds("video");
  const list = ads.data?.advertisements;
  const ticket = ads.data?.ticket;
  const ad = useMemo(() => (list && list.length > 0 ? list[Math.floor(Math.random() * list.length)] : undefined), [list]);
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    if (!ad || hasShownToday()) return;
    const timer = setTimeout(() => {
      rememberShown();
      setIsOpen(true);
      void trackAdEvent(ad.id, "impression", ticket);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
    // A new ticket (the list refetched) before the pop-up opened restarts its delay; after, it is shown already.
  }, [ad, ticket]);
  // The dialog's code (Radix Dialog, about 14 kB) comes only when a video ad runs: most home pages never open it.
  useEffect(() => {
    if (ad) void loadVideoAdDialog();
  }, [ad]);
  if (!ad || !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <VideoAdDialog ad={ad} ticket={ticket} onClose={() => setIsOpen(false)} />
    </Suspense>
  );
}
