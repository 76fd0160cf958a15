import { useState, type SyntheticEvent } from "react";
import { AD_IMAGE_SIZES, aspectRatioOf, imageFitIn, type AdImageSize } from "@shared/ad-formats";
import type { AdPlacement } from "@shared/constants";
import { isSafeHttpsUrl } from "@shared/safe-url";
import { SponsoredBanner } from "@/components/ads/sponsored-banner";
import { useT, type Translate } from "@/i18n/use-t";

export type PreviewContent = { companyName: string; title: string; description: string; imageUrl: string };

/** What the browser learnt about the typed image: its real size, or that it would not load. */
type ImageState = { url: string; size: AdImageSize } | { url: string; hasFailed: true };

/** The width of the column a placement sits in at 1280 px, so the preview is as wide as the real thing. */
const COLUMN_WIDTH: Partial<Record<AdPlacement, number>> = { sidebar: 380 };

/**
 * The advertiser's own banner as it will show, before paying: the image they typed, in the placement's box,
 * with their title and text, through the component the site serves banners with. Under it, what happens to
 * an image of another shape or size (shown whole with bands, never cropped).
 */
export function BannerPreview({ placement, content }: { placement: AdPlacement; content: PreviewContent }) {
  const { t } = useT();
  const [image, setImage] = useState<ImageState | null>(null);
  const imageUrl = isSafeHttpsUrl(content.imageUrl.trim()) ? content.imageUrl.trim() : null;
  // Only what was learnt about the address shown now counts (the advertiser may have typed another since).
  const known = image && image.url === imageUrl ? image : null;
  const size = AD_IMAGE_SIZES[placement];
  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth, naturalHeight, currentSrc, src } = event.currentTarget;
    if (naturalWidth > 0 && naturalHeight > 0)
      setImage({ url: imageUrl ?? currentSrc ?? src, size: { width: naturalWidth, height: naturalHeight } });
  };
  return (
    <section aria-labelledby="ad-preview-title" className="space-y-3">
      <h3 id="ad-preview-title" className="text-sm font-medium text-slate-900">
        {t("advertising.preview.title")}
      </h3>
      <p className="text-sm text-slate-600">
        {t("advertising.preview.intro", { width: String(size.width), height: String(size.height), ratio: aspectRatioOf(size) })}
      </p>
      <div style={{ maxWidth: `${COLUMN_WIDTH[placement] ?? size.width + 2}px` }} data-testid="banner-preview">
        <SponsoredBanner
          // A new address starts over: the note below waits for its own load.
          key={imageUrl ?? "no-image"}
          placement={placement}
          loading="eager"
          ad={{
            companyName: content.companyName.trim() || t("advertising.preview.companyPlaceholder"),
            title: content.title.trim() || t("advertising.preview.titlePlaceholder"),
            description: content.description.trim() || t("advertising.preview.descriptionPlaceholder"),
            imageUrl,
          }}
          onImageLoad={onImageLoad}
          onImageError={() => imageUrl && setImage({ url: imageUrl, hasFailed: true })}
        />
      </div>
      <p role="status" className="text-sm text-slate-700">
        {imageNote(t, { typed: content.imageUrl.trim(), imageUrl, known, box: size })}
      </p>
    </section>
  );
}

function imageNote(
  t: Translate,
  { typed, imageUrl, known, box }: { typed: string; imageUrl: string | null; known: ImageState | null; box: AdImageSize },
) {
  if (!typed) return t("advertising.preview.noImage");
  if (!imageUrl) return t("advertising.preview.needsHttps");
  if (!known) return t("advertising.preview.loading");
  if ("hasFailed" in known) return t("advertising.preview.failed");
  const values = {
    width: String(known.size.width),
    height: String(known.size.height),
    boxWidth: String(box.width),
    boxHeight: String(box.height),
    ratio: aspectRatioOf(box),
  };
  const fit = imageFitIn(box, known.size);
  const shape =
    fit === "fits"
      ? t("advertising.preview.fits", values)
      : fit === "bands-above-below"
        ? t("advertising.preview.wider", values)
        : t("advertising.preview.narrower", values);
  // Scaled to fit whole, it is enlarged only when it is smaller than the box both ways.
  const isEnlarged = Math.min(box.width / known.size.width, box.height / known.size.height) > 1.02;
  return isEnlarged ? `${shape} ${t("advertising.preview.smaller", values)}` : shape;
}
