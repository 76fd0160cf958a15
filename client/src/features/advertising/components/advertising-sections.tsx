import { BookOpen, GraduationCap, Globe2, Users, type LucideIcon } from "lucide-react";
import { isVideoPlacement } from "@shared/api/advertising";
import { AD_PLACEMENT_PRICES, AD_PLACEMENTS, type AdPlacement } from "@shared/constants";
import { formatNumber } from "@shared/i18n/format";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n/use-t";
import { formatRand } from "@/lib/format-rand";
import { usePublicFigures } from "@/lib/school";
import { PlacementDescription } from "./placement-description";
import { PLACEMENT_TEXTS } from "./placement-texts";

type Figure = { Icon: LucideIcon; count: number | null | undefined; label: (count: number) => string };

/**
 * Who an advertiser reaches, in the school's one set of figures (counted by the server): never an invented
 * "monthly active students", "engagement" or "visibility". A figure the school does not publish (too small,
 * none yet, or not loaded) is left out; with none, the section is not shown.
 */
export function AudienceFigures() {
  const { t, locale } = useT();
  const figures = usePublicFigures();
  const shown = (
    [
      { Icon: Users, count: figures?.students, label: (count) => t("advertising.audience.students", { count }) },
      { Icon: Globe2, count: figures?.countries, label: (count) => t("advertising.audience.countries", { count }) },
      { Icon: GraduationCap, count: figures?.courses, label: (count) => t("advertising.audience.courses", { count }) },
      { Icon: BookOpen, count: figures?.lessons, label: (count) => t("advertising.audience.lessons", { count }) },
    ] satisfies Figure[]
  ).filter((figure): figure is Figure & { count: number } => (figure.count ?? 0) > 0);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="ad-audience-title" className="space-y-3">
      <h2 id="ad-audience-title" className="text-2xl font-semibold text-slate-900">
        {t("advertising.audience.title")}
      </h2>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {shown.map(({ Icon, count, label }) => (
          <Card key={label(count)} className="flex h-full flex-col items-center gap-1 p-5 text-center">
            <Icon aria-hidden="true" className="size-6 text-brand-600" />
            {/* The label comes first for screen readers and shows below the figure. */}
            <dt className="order-last text-sm text-slate-600">{label(count)}</dt>
            <dd className="text-2xl font-bold text-slate-900">{formatNumber(count, locale)}</dd>
          </Card>
        ))}
      </dl>
      <p className="text-sm text-slate-600">{t("advertising.audience.note")}</p>
    </section>
  );
}

/** Why advertise here, in words that need no figure; the campaign page counts the advertiser's own impressions and clicks. */
export function WhyAdvertise() {
  const { t } = useT();
  return (
    <section aria-labelledby="why-advertise-title" className="space-y-3">
      <h2 id="why-advertise-title" className="text-2xl font-semibold text-slate-900">
        {t("advertising.why.title")}
      </h2>
      <ul className="grid gap-3 text-slate-700 md:grid-cols-3">
        <li>{t("advertising.why.audience")}</li>
        <li>{t("advertising.why.reviewed")}</li>
        <li>{t("advertising.why.honest")}</li>
      </ul>
    </section>
  );
}

/** The placements of one kind: where each appears, its picture's size, its price from the one price table. */
export function PlacementCards({ kind, onChoose }: { kind: "video" | "banner"; onChoose: (placement: AdPlacement) => void }) {
  const { t } = useT();
  const placements = AD_PLACEMENTS.filter((placement) => isVideoPlacement(placement) === (kind === "video"));
  const id = `placements-${kind}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {kind === "video" ? t("advertising.placements.videoTitle") : t("advertising.placements.bannerTitle")}
      </h2>
      <p className="text-slate-600">
        {kind === "video" ? t("advertising.placements.videoIntro") : t("advertising.placements.bannerIntro")}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {placements.map((placement) => (
          <li key={placement}>
            <Card className="flex h-full flex-col gap-3 p-5" data-testid={`placement-${placement}`}>
              <PlacementDescription placement={placement} />
              <p className="mt-auto text-2xl font-bold text-brand-700">
                {formatRand(AD_PLACEMENT_PRICES[placement])}
                <span className="text-sm font-normal text-slate-600"> {t("advertising.price.per30Days")}</span>
              </p>
              <Button variant="outline" size="sm" onClick={() => onChoose(placement)}>
                {/* Eight buttons share the visible words: the hidden rest of the name tells them apart. */}
                {t("advertising.placements.choose")} <span className="sr-only">({t(PLACEMENT_TEXTS[placement].name)})</span>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
