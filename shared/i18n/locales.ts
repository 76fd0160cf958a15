/**
 * The interface languages. Lessons stay in English whatever is chosen: English is what the school teaches.
 * `pseudo` is not offered to people: it rewrites the English catalogue so that a string that escaped
 * translation stands out (CI walks the main routes in it).
 */
export const LOCALES = ["en", "es", "fr", "de", "ja", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const PSEUDO_LOCALE = "pseudo";
export type AnyLocale = Locale | typeof PSEUDO_LOCALE;
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in itself: a person looking for their language finds it in their own script. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  ja: "日本語",
  zh: "简体中文",
};

/**
 * The BCP 47 tag for `Intl` and the page's `lang` attribute. English keeps US dates ("November 27, 2026"),
 * the form the spec's texts and every existing page use; Chinese is Simplified (mainland) Chinese.
 */
export const INTL_TAG: Record<AnyLocale, string> = {
  en: "en-US",
  es: "es-ES",
  fr: "fr-FR",
  de: "de-DE",
  ja: "ja-JP",
  zh: "zh-CN",
  pseudo: "en-XA",
};

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);
export const isAnyLocale = (value: unknown): value is AnyLocale => isLocale(value) || value === PSEUDO_LOCALE;

/** The best of our languages for a language tag ("pt-BR" has none; "zh-Hans-CN", "ja", "es-419" do). */
export const localeOfTag = (tag: string): Locale | undefined => {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
};

/**
 * The language to answer in for an `Accept-Language` header (or the browser's `navigator.languages`):
 * the first one we have, by quality then order; English when none matches.
 */
export function negotiateLocale(accepted: string | readonly string[] | undefined | null): Locale {
  if (!accepted) return DEFAULT_LOCALE;
  const ranges = typeof accepted === "string" ? parseAcceptLanguage(accepted) : accepted;
  for (const range of ranges) {
    const locale = localeOfTag(range);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

function parseAcceptLanguage(header: string): string[] {
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ tag, quality }) => tag && tag !== "*" && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}
