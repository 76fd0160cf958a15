import { campaignPrice } from "@shared/api/advertising";
import { AD_DURATION_DAYS, AD_PLACEMENT_PRICES, type AdPlacement } from "@shared/constants";
import { useT } from "@/i18n/use-t";
import { formatRand } from "@/lib/format-rand";
import { PLACEMENT_TEXTS } from "./placement-texts";

/** The price of the chosen placement for the typed number of days, from the one price table. */
export function OrderSummary({ placement, duration }: { placement: AdPlacement | undefined; duration: number }) {
  const { t } = useT();
  const isValidDuration = Number.isInteger(duration) && duration >= AD_DURATION_DAYS.min && duration <= AD_DURATION_DAYS.max;
  return (
    <section
      aria-label={t("advertising.summary.label")}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
    >
      {placement ? (
        <dl className="grid grid-cols-[1fr_auto] gap-1">
          <dt>{t(PLACEMENT_TEXTS[placement].name)}</dt>
          <dd>
            {formatRand(AD_PLACEMENT_PRICES[placement], { decimals: true })} {t("advertising.price.per30Days")}
          </dd>
          <dt>{t("advertising.summary.duration")}</dt>
          <dd>
            {isValidDuration
              ? t("advertising.summary.days", { count: duration })
              : t("advertising.summary.dayRange", { min: AD_DURATION_DAYS.min, max: AD_DURATION_DAYS.max })}
          </dd>
          <dt className="font-semibold text-slate-900">{t("advertising.summary.total")}</dt>
          <dd className="font-semibold text-slate-900">
            {isValidDuration ? formatRand(campaignPrice(placement, duration), { decimals: true }) : "—"}
          </dd>
        </dl>
      ) : (
        <p>{t("advertising.summary.choosePlacement")}</p>
      )}
      <p className="mt-2 text-xs text-slate-600">{t("advertising.summary.reviewed")}</p>
    </section>
  );
}
