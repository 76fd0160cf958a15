import { INTL_TAG, type AnyLocale } from "./locales";

/**
 * Dates, numbers and money in a language, through `Intl`, for the browser and the server's mails alike.
 * English keeps the forms the spec's texts use ("November 27, 2026", "R1 499"); every other language
 * gets what `Intl` writes for it.
 */

// A no-break space: a rand figure never wraps between its groups ("R1 499" stays on one line).
const GROUP_SEPARATOR = "\u00a0";

export type MoneyOptions = {
  /** Always show two decimals (order summaries: `R199.00`). Otherwise cents show only when there are some. */
  decimals?: boolean;
};

/** Integer rand cents: `R1 499` on cards, `R1 499.00` in summaries (English); `R 1.499,00` in German. */
export function formatMoney(cents: number, locale: AnyLocale, { decimals = false }: MoneyOptions = {}) {
  const wholeCents = Math.round(cents);
  const hasCents = wholeCents % 100 !== 0;
  if (locale === "en" || locale === "pseudo") {
    // By hand rather than Intl: `en-ZA` writes a decimal comma (`1 499,00`), and the product writes a point.
    const sign = wholeCents < 0 ? "-" : "";
    const absolute = Math.abs(wholeCents);
    const grouped = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
    const fraction = decimals || hasCents ? `.${String(absolute % 100).padStart(2, "0")}` : "";
    return `${sign}R${grouped}${fraction}`;
  }
  const digits = decimals || hasCents ? 2 : 0;
  return new Intl.NumberFormat(INTL_TAG[locale], {
    style: "currency",
    currency: "ZAR",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(wholeCents / 100);
}

export type DateStyle = "long" | "longPadded" | "medium" | "mediumPadded" | "short" | "monthYear" | "weekdayLong" | "dayMonth";

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  // "November 27, 2026" / "2026年11月27日"
  long: { year: "numeric", month: "long", day: "numeric" },
  // "November 05, 2026": the spec's form for certificates ('MMMM dd, yyyy')
  longPadded: { year: "numeric", month: "long", day: "2-digit" },
  // "Nov 27, 2026"
  medium: { year: "numeric", month: "short", day: "numeric" },
  // "Nov 05, 2026": certificate and achievement cards ('MMM dd, yyyy')
  mediumPadded: { year: "numeric", month: "short", day: "2-digit" },
  // "Dec 2" / "12月2日"
  dayMonth: { month: "short", day: "numeric" },
  // "11/27/2026"
  short: { year: "numeric", month: "2-digit", day: "2-digit" },
  // "November 2026"
  monthYear: { year: "numeric", month: "long" },
  // "Friday, November 27, 2026"
  weekdayLong: { weekday: "long", year: "numeric", month: "long", day: "numeric" },
};

/** A calendar date in the language; `timeZone` when the day depends on where the reader is (UTC by default on the server). */
export function formatDate(date: Date | string | number, locale: AnyLocale, style: DateStyle = "long", timeZone?: string) {
  return new Intl.DateTimeFormat(INTL_TAG[locale], { ...DATE_OPTIONS[style], timeZone }).format(new Date(date));
}

/** A moment with its time ("November 27, 2026, 14:00 SAST") in the reader's time zone: live classes. */
export function formatDateTime(date: Date | string | number, locale: AnyLocale, timeZone?: string) {
  return new Intl.DateTimeFormat(INTL_TAG[locale], {
    ...DATE_OPTIONS.long,
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(date));
}

/** A time of day ("14:00" / "2:00 PM") in the reader's time zone. */
export function formatTime(date: Date | string | number, locale: AnyLocale, timeZone?: string) {
  return new Intl.DateTimeFormat(INTL_TAG[locale], { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(date));
}

export function formatNumber(value: number, locale: AnyLocale, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(INTL_TAG[locale], options).format(value);
}

/** 0.75 → "75%" ("75 %" in French and German). */
export function formatPercent(ratio: number, locale: AnyLocale) {
  return new Intl.NumberFormat(INTL_TAG[locale], { style: "percent", maximumFractionDigits: 0 }).format(ratio);
}
