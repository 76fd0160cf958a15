import type { Ref, SyntheticEvent } from "react";
import { AD_IMAGE_SIZES, cssAspectRatio } from "@shared/ad-formats";
import type { AdPlacement } from "@shared/constants";
import { useT } from "@/i18n/use-t";

/** What a banner shows: the advertiser's own words and picture, never translated. */
export type BannerContent = { companyName: string; title: string; description: string; imageUrl: string | null };

type SponsoredBannerProps = {
  placement: AdPlacement;
  ad: BannerContent;
  /** The advertiser's address: the banner is a link (served). Without it, a picture of the banner (the form's preview). */
  href?: string;
  onLinkClick?: () => void;
  onImageLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  onImageError?: () => void;
  /** The served banner loads when scrolled to; the preview at once. */
  loading?: "lazy" | "eager";
  ref?: Ref<HTMLElement>;
};

/**
 * A banner ad as the site shows it: served on the pages (AdSlot) and previewed in the advertiser's form
 * alike. The picture sits in its placement's box (AD_IMAGE_SIZES): at most the stated size, the same ratio
 * on any screen, scaled to fit whole (object-contain), so the wording an advertiser put on it is never cut;
 * a picture of another shape gets empty bands instead. The advertiser's words follow below it.
 */
export function SponsoredBanner({
  placement,
  ad,
  href,
  onLinkClick,
  onImageLoad,
  onImageError,
  loading = "lazy",
  ref,
}: SponsoredBannerProps) {
  const { t } = useT();
  const size = AD_IMAGE_SIZES[placement];
  const body = (
    <>
      {ad.imageUrl ? (
        <img
          src={ad.imageUrl}
          alt={ad.title}
          translate="no"
          width={size.width}
          height={size.height}
          style={{ aspectRatio: cssAspectRatio(size), maxWidth: `${size.width}px` }}
          className="mx-auto block h-auto w-full bg-slate-100 object-contain"
          loading={loading}
          onLoad={onImageLoad}
          onError={onImageError}
        />
      ) : null}
      <span className="block min-w-0 p-4">
        <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t("about.ads.sponsoredBy", { company: ad.companyName })}
        </span>
        {/* The advertiser's own words, in whatever language they wrote them: never translated. */}
        <span className="block font-semibold wrap-anywhere text-slate-900" translate="no">
          {ad.title}
        </span>
        <span className="block text-sm wrap-anywhere text-slate-600" translate="no">
          {ad.description}
        </span>
      </span>
    </>
  );
  const frame = "overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm";
  // The preview is a picture inside the form, not a second "Sponsored" region of the page.
  if (!href)
    return (
      <div className={frame} data-placement={placement}>
        {body}
      </div>
    );
  return (
    <aside ref={ref} aria-label={t("about.ads.sponsored")} className={frame} data-placement={placement}>
      {/* A real link: it opens even when the click call fails (the call only counts the click). */}
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer sponsored"
        onClick={onLinkClick}
        className="block focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-(--focus-ring)"
      >
        {body}
      </a>
    </aside>
  );
}
