import type { CefrBand } from "@shared/placement/bands";
import type { PlacementResult } from "@shared/api/placement";
import { formatPercent } from "@shared/i18n/format";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { bandNameOf } from "../result-texts";

/**
 * How likely each of the six levels is, as a list of bars. The percentages are text and the placed level
 * says so in words: the colour only repeats what is written.
 */
export function BandChances({ chances, placed }: { chances: PlacementResult["bandChances"]; placed: CefrBand }) {
  const { t, locale } = useT();
  return (
    <section aria-labelledby="band-chances-heading" className="space-y-3">
      <h3 id="band-chances-heading" className="text-lg font-semibold text-slate-900">
        {t("assessment.bandChances.heading")}
      </h3>
      <ul className="space-y-2">
        {chances.map(({ band, percent }) => {
          const isPlaced = band === placed;
          return (
            <li
              key={band}
              className={cn(
                "grid grid-cols-[minmax(0,9rem)_1fr_3rem] items-center gap-3 rounded-lg px-2 py-1.5 text-sm sm:grid-cols-[minmax(0,12rem)_1fr_3rem]",
                isPlaced && "bg-brand-50 ring-1 ring-brand-300",
              )}
            >
              <span className={cn("min-w-0 text-slate-700", isPlaced && "font-semibold text-brand-950")}>
                {band} · {bandNameOf(band, t)}
                {isPlaced ? (
                  <span className="block text-xs font-semibold text-brand-700">{t("assessment.bandChances.yourLevel")}</span>
                ) : null}
              </span>
              <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-100">
                <span
                  className={cn("block h-full rounded-full", isPlaced ? "bg-brand-600" : "bg-slate-400")}
                  style={{ width: `${percent}%` }}
                />
              </span>
              <span className={cn("text-right tabular-nums text-slate-700", isPlaced && "font-semibold text-brand-950")}>
                {formatPercent(percent / 100, locale)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
