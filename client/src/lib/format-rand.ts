import { formatMoney, type MoneyOptions } from "@shared/i18n/format";
import { activeLocale } from "@/i18n/i18n";

export type FormatRandOptions = MoneyOptions;

/**
 * Integer rand cents in the interface language: `R1 499` on cards, `R1 499.00` in summaries (English).
 * Read at render time, so a component that re-renders on a language change (every one that calls `useT`)
 * shows the new form.
 */
export function formatRand(cents: number, options: FormatRandOptions = {}) {
  return formatMoney(cents, activeLocale(), options);
}
