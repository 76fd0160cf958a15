import { useState } from "react";
import type { AdminAdvertisement } from "@shared/api/advertising";
import { Button } from "@/components/ui/button";

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * An ad's image and video live on the advertiser's host: loading them tells that host who looks and when.
 * They are fetched only when the admin asks, with the host named first.
 */
export function ReviewMedia({ ad }: { ad: AdminAdvertisement }) {
  const [isShown, setIsShown] = useState(false);
  const urls = [ad.imageUrl, ad.videoUrl].filter((url): url is string => url !== null);
  if (urls.length === 0) return null;
  if (!isShown)
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">
        <span>
          {ad.imageUrl && ad.videoUrl ? "Image and video" : ad.imageUrl ? "Image" : "Video"} from{" "}
          {[...new Set(urls.map(hostOf))].join(", ")}
        </span>
        <Button size="sm" variant="outline" onClick={() => setIsShown(true)} aria-label={`Show media of ${ad.title}`}>
          Show media
        </Button>
      </div>
    );
  return (
    <div className="space-y-3">
      {ad.imageUrl ? <img src={ad.imageUrl} alt={ad.title} className="h-24 w-full rounded-lg object-cover sm:w-40" /> : null}
      {ad.videoUrl ? (
        <video src={ad.videoUrl} controls muted preload="none" className="max-h-48 rounded-lg" aria-label={`Video of ${ad.title}`} />
      ) : null}
    </div>
  );
}
