import { formatDate } from "@shared/i18n/format";
import type { AnyLocale } from "@shared/i18n/locales";

/** The day the Terms of Service and the Privacy Policy were last changed: update it with their text. */
export const TERMS_LAST_UPDATED = "2026-11-25";
export const PRIVACY_LAST_UPDATED = "2026-11-25";

/** "25 November 2026" in English (the South African form the legal texts use); the language's own long date otherwise. */
export function formatLegalDate(isoDate: string, locale: AnyLocale = "en") {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (locale !== "en" && locale !== "pseudo") return formatDate(date, locale, "long", "UTC");
  return new Intl.DateTimeFormat("en-ZA", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
