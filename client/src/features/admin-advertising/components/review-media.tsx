import { useState } from "react";
import { isVideoPlacement, type AdminAdvertisement } from "@shared/api/advertising";
import { Button } from "@/components/ui/button";

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

const mediaName = (ad: AdminAdvertisement) =>
  [ad.imageUrl ? "image" : null, ad.videoUrl ? "video" : null, ad.posterUrl ? "poster" : null]
    .filter((name) => name !== null)
    .join(", ")
    .replace(/, ([^,]*)$/, " and $1")
    .replace(/^./, (first) => first.toUpperCase());

/**
 * An ad's image, video and poster live on the advertiser's host: loading them tells that host who looks
 * and when. They are fetched only when the admin asks, with the host named first. The video plays here,
 * with its poster, so the admin sees what visitors will see before approving it.
 */
export function ReviewMedia({ ad }: { ad: AdminAdvertisement }) {
  const [isShown, setIsShown] = useState(false);
  const [hasVideoFailed, setHasVideoFailed] = useState(false);
  const urls = [ad.imageUrl, ad.videoUrl, ad.posterUrl].filter((url): url is string => url !== null);
  if (urls.length === 0)
    return isVideoPlacement(ad.placementArea) ? <p className="text-sm text-slate-600">No video and no poster image were given.</p> : null;
  if (!isShown)
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">
        <span className="min-w-0 break-words">
          {mediaName(ad)} from {[...new Set(urls.map(hostOf))].join(", ")}
        </span>
        <Button size="sm" variant="outline" onClick={() => setIsShown(true)} aria-label={`Show media of ${ad.title}`}>
          Show media
        </Button>
      </div>
    );
  return (
    <div className="flex flex-wrap gap-3">
      {ad.imageUrl ? <img src={ad.imageUrl} alt={ad.title} className="h-24 w-full rounded-lg object-cover sm:w-40" /> : null}
      {ad.videoUrl ? (
        <figure className="w-full max-w-sm space-y-1">
          <video
            src={ad.videoUrl}
            poster={ad.posterUrl ?? undefined}
            controls
            muted
            preload="none"
            onError={() => setHasVideoFailed(true)}
            className="aspect-video w-full rounded-lg bg-slate-100"
            aria-label={`Video of ${ad.title}`}
          />
          <figcaption className="text-xs break-all text-slate-600">
            {hasVideoFailed ? "This video could not be played in your browser: " : "Video: "}
            {ad.videoUrl}
          </figcaption>
        </figure>
      ) : null}
      {ad.posterUrl ? (
        <figure className="w-full max-w-[12rem] space-y-1">
          <img src={ad.posterUrl} alt={`Poster of ${ad.title}`} className="aspect-video w-full rounded-lg object-cover" />
          <figcaption className="text-xs text-slate-600">Poster (shown until the video plays)</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
