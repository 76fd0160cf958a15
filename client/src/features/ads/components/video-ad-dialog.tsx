import { Pause, Play, Volume2, VolumeX, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { AD_IMAGE_SIZES, cssAspectRatio } from "@shared/ad-formats";
import type { PublicAdvertisement } from "@shared/api/advertising";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { postAdEvent } from "../api/track-ad-event";
import { adDurationSeconds, skipAfterSeconds } from "./video-ad-timing";

/**
 * The open pop-up, a native modal `<dialog>`: the browser traps focus, makes the page behind it inert,
 * closes it on Escape and gives focus back. No dialog library, so the home page, where a running video ad
 * opens it, downloads nothing more than this small chunk.
 */
export default function VideoAdDialog({
  ad,
  ticket,
  onClose,
}: {
  ad: PublicAdvertisement;
  ticket: string | undefined;
  onClose: () => void;
}) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: closed through the parent, which unmounts it.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-2xl rounded-2xl bg-white p-5 shadow-2xl outline-none sm:p-6",
        "max-h-[calc(100dvh-2rem)] overflow-y-auto backdrop:bg-slate-950/50 motion-safe:animate-fade-in",
      )}
    >
      <VideoAd ad={ad} ticket={ticket} onClose={onClose} titleId={titleId} descriptionId={descriptionId} />
      <button
        type="button"
        aria-label={t("common.dialog.close")}
        onClick={onClose}
        className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </dialog>
  );
}

function VideoAd({
  ad,
  ticket,
  onClose,
  titleId,
  descriptionId,
}: {
  ad: PublicAdvertisement;
  ticket: string | undefined;
  onClose: () => void;
  titleId: string;
  descriptionId: string;
}) {
  const { t } = useT();
  const duration = adDurationSeconds(ad.placementArea);
  const skipAfter = skipAfterSeconds(duration);
  const [elapsed, setElapsed] = useState(0);
  const [isMuted, setIsMuted] = useState(true);
  const [isPlaying, setIsPlaying] = useState(false);
  // The video would not load or play: the poster and the link take its place, never an empty black box.
  const [hasFailed, setHasFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const remaining = duration - elapsed;

  useEffect(() => {
    const timer = setInterval(() => setElapsed((seconds) => seconds + 1), 1_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (remaining <= 0) onClose();
  }, [remaining, onClose]);

  const play = () => {
    void video.current?.play()?.catch((error: unknown) => {
      // A refused autoplay is not a broken video; anything else (no source, bad format) is.
      if (!(error instanceof DOMException && error.name === "NotAllowedError")) setHasFailed(true);
      setIsPlaying(false);
    });
    setIsPlaying(true);
  };
  const learnMore = async () => {
    // In the popup the link opens only when the click was recorded (the spec).
    try {
      const response = await postAdEvent(ad.id, "click", ticket);
      if (!response.ok) throw new Error(String(response.status));
    } catch (error) {
      console.warn("ad click not recorded", error);
      return;
    }
    window.open(ad.linkUrl, "_blank", "noopener");
  };

  return (
    <>
      <div className="mb-5 space-y-1.5 pr-10">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900" translate="no">
          {ad.title}
        </h2>
        <p id={descriptionId} className="text-sm text-slate-600">
          {t("about.ads.videoStatus", { company: ad.companyName, seconds: Math.max(remaining, 0) })}
        </p>
      </div>
      {ad.videoUrl && !hasFailed ? (
        <div className="relative overflow-hidden rounded-lg bg-slate-100">
          {/* Advertisers supply the video without captions; its text (title, description) is shown beside it. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            ref={video}
            src={ad.videoUrl}
            poster={ad.posterUrl ?? undefined}
            muted={isMuted}
            playsInline
            preload="none"
            onEnded={onClose}
            onError={() => setHasFailed(true)}
            style={{ aspectRatio: cssAspectRatio(AD_IMAGE_SIZES[ad.placementArea]) }}
            className="w-full"
          />
          {!isPlaying ? (
            <button
              type="button"
              onClick={play}
              className="absolute inset-0 flex items-center justify-center bg-slate-900/30 text-white focus-visible:outline-2 focus-visible:outline-white"
            >
              <Play aria-hidden="true" className="size-16 drop-shadow" />
              <span className="sr-only">{t("about.ads.playVideo")}</span>
            </button>
          ) : null}
        </div>
      ) : (
        <VideoFallback ad={ad} />
      )}
      <p className="text-sm text-slate-700" translate="no">
        {ad.description}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" aria-pressed={isMuted} onClick={() => setIsMuted((muted) => !muted)}>
          {isMuted ? <VolumeX aria-hidden="true" className="size-4" /> : <Volume2 aria-hidden="true" className="size-4" />}
          {isMuted ? t("about.ads.unmute") : t("about.ads.mute")}
        </Button>
        {isPlaying && !hasFailed ? (
          <Button variant="outline" size="sm" onClick={() => (video.current?.pause(), setIsPlaying(false))}>
            <Pause aria-hidden="true" className="size-4" />
            {t("about.ads.pause")}
          </Button>
        ) : null}
        <Button size="sm" onClick={() => void learnMore()}>
          {t("about.ads.learnMore")}
        </Button>
        <Button variant="ghost" size="sm" className="ml-auto" disabled={elapsed < skipAfter} onClick={onClose}>
          {elapsed < skipAfter ? t("about.ads.skipIn", { seconds: skipAfter - elapsed }) : t("about.ads.skip")}
        </Button>
      </div>
    </>
  );
}

const hostOf = (url: string): string | undefined => {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
};

/** In place of a video that cannot play: the reviewed poster (or the ad's words) and where Learn More leads. */
function VideoFallback({ ad }: { ad: PublicAdvertisement }) {
  const { t } = useT();
  return (
    <figure className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      {ad.posterUrl ? (
        // Whole, as the advertiser was shown in the form: a poster of another shape gets bands, never cropped.
        <img
          src={ad.posterUrl}
          alt={`${ad.companyName}: ${ad.title}`}
          style={{ aspectRatio: cssAspectRatio(AD_IMAGE_SIZES[ad.placementArea]) }}
          className="w-full bg-slate-100 object-contain"
        />
      ) : null}
      <figcaption className="p-3 text-sm break-words text-slate-700">
        {t("about.ads.videoFallback", { site: hostOf(ad.linkUrl) ?? t("about.ads.advertiserSite") })}
      </figcaption>
    </figure>
  );
}
