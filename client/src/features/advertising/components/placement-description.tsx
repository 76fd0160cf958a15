import { AD_IMAGE_SIZES, aspectRatioOf } from "@shared/ad-formats";
import { isVideoPlacement } from "@shared/api/advertising";
import type { AdPlacement } from "@shared/constants";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { PlacementPicture } from "./placement-picture";
import { PLACEMENT_TEXTS } from "./placement-texts";

/** "1200 × 300 pixels, ratio 4:1" (the video's and its poster's size for a video placement). */
export function usePlacementSize(placement: AdPlacement) {
  const { t } = useT();
  const size = AD_IMAGE_SIZES[placement];
  const values = { width: String(size.width), height: String(size.height), ratio: aspectRatioOf(size) };
  return {
    label: isVideoPlacement(placement) ? t("advertising.format.videoSize") : t("advertising.format.imageSize"),
    value: t("advertising.format.pixels", values),
  };
}

/**
 * What a placement is, where it is sold: its name, where it appears in the site's words, a sketch of the
 * page with its spot marked, and the size and ratio of its picture (the table the served ads use too).
 */
export function PlacementDescription({
  placement,
  headingLevel = "h3",
  isCompact = false,
}: {
  placement: AdPlacement;
  headingLevel?: "h3" | "h4";
  isCompact?: boolean;
}) {
  const { t } = useT();
  const name = t(PLACEMENT_TEXTS[placement].name);
  const size = usePlacementSize(placement);
  const Heading = headingLevel;
  return (
    <div className={cn("flex gap-4", isCompact ? "flex-col sm:flex-row sm:items-start" : "flex-col")}>
      <PlacementPicture
        placement={placement}
        label={t("advertising.picture.label", { placement: name })}
        className={cn("h-auto shrink-0", isCompact ? "w-full max-w-56" : "w-full")}
      />
      <div className="min-w-0 space-y-2">
        <Heading className="font-semibold text-slate-900">{name}</Heading>
        <p className="text-sm text-slate-700">{t(PLACEMENT_TEXTS[placement].where)}</p>
        <dl className="text-sm">
          <dt className="text-slate-600">{size.label}</dt>
          <dd className="font-medium text-slate-900">{size.value}</dd>
        </dl>
      </div>
    </div>
  );
}
