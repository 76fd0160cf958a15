import { Megaphone } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { Link } from "wouter";
import type { PublicAdvertisement } from "@shared/api/advertising";
import { AD_PLACEMENTS, type AdPlacement } from "@shared/constants";
import { SponsoredBanner } from "@/components/ads/sponsored-banner";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { useApprovedAds } from "../api/get-approved-ads";
import { trackAdEvent } from "../api/track-ad-event";
import { useSeenForASecond } from "./use-seen-for-a-second";
import { VideoAdPopup } from "./video-ad-popup";

const isBannerPlacement = (placement: string): placement is AdPlacement =>
  (AD_PLACEMENTS as readonly string[]).includes(placement) && !placement.startsWith("video");

/**
 * Where an approved ad of `placement` appears: a placeholder while loading, the advertise prompt when
 * none runs, otherwise one running ad at random. Screens place it on public pages only (never on the
 * kids pages or a student's dashboard). `video_popup` is the home page's video ad pop-up.
 */
export function AdSlot({ placement }: { placement: string }) {
  if (placement === "video_popup") return <VideoAdPopup />;
  if (!isBannerPlacement(placement)) return null;
  return <AdBanner placement={placement} />;
}

function AdBanner({ placement }: { placement: AdPlacement }) {
  const ads = useApprovedAds(placement);
  const list = ads.data?.advertisements;
  // One ad per page view: chosen once when the list arrives.
  const ad = useMemo(() => (list && list.length > 0 ? list[Math.floor(Math.random() * list.length)] : undefined), [list]);
  if (ads.isPending)
    return <div aria-hidden="true" className="h-28 w-full animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" />;
  if (!ad) return <AdvertisePrompt />;
  return <Banner placement={placement} ad={ad} ticket={ads.data?.ticket} />;
}

function AdvertisePrompt() {
  const { t } = useT();
  return (
    <aside
      aria-label={t("about.ads.advertising")}
      className="flex min-h-28 items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600"
    >
      <Megaphone aria-hidden="true" className="mr-2 size-4" />
      <span>
        <Trans id="about.ads.advertiseHere" components={[<Link href="/advertising" className="font-medium text-brand-700 underline" />]} />
      </span>
    </aside>
  );
}

function Banner({ placement, ad, ticket }: { placement: AdPlacement; ad: PublicAdvertisement; ticket: string | undefined }) {
  const { ref, isSeen } = useSeenForASecond<HTMLElement>();
  // One impression per ad shown: a fresher ticket arriving later (the list refetched) is no new one.
  const impressionSentFor = useRef<number>(undefined);
  useEffect(() => {
    if (!isSeen || impressionSentFor.current === ad.id) return;
    impressionSentFor.current = ad.id;
    void trackAdEvent(ad.id, "impression", ticket);
  }, [isSeen, ad.id, ticket]);
  return (
    <SponsoredBanner
      ref={ref}
      placement={placement}
      ad={ad}
      href={ad.linkUrl}
      onLinkClick={() => void trackAdEvent(ad.id, "click", ticket)}
    />
  );
}
