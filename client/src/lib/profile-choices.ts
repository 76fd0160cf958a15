import { LANGUAGE_LEVELS } from "@shared/constants";
import { COUNTRY_CODES, countryCodeOf } from "@shared/countries";
import { INTL_TAG, type AnyLocale } from "@shared/i18n/locales";
import type { Translate } from "@/i18n/use-t";

type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

/** The stored values stay English (they are the account's data); only what is shown is translated (register form and profile alike). */
const LEVEL_IDS: Record<LanguageLevel, string> = {
  "Beginner (A1)": "account.levels.beginner",
  "Elementary (A2)": "account.levels.elementary",
  "Intermediate (B1)": "account.levels.intermediate",
  "Upper Intermediate (B2)": "account.levels.upperIntermediate",
  "Advanced (C1)": "account.levels.advanced",
  "Proficient (C2)": "account.levels.proficient",
  "Not Sure (Take Assessment)": "account.levels.notSure",
};

const isLevel = (value: string): value is LanguageLevel => value in LEVEL_IDS;

/** An English level as stored ("Intermediate (B1)"), in the interface language; an unknown value as it is. */
export const levelLabel = (level: string, t: Translate) => (isLevel(level) ? t(LEVEL_IDS[level]) : level);

const regionNames = (locale: AnyLocale) => {
  try {
    return new Intl.DisplayNames([INTL_TAG[locale]], { type: "region" });
  } catch {
    return new Intl.DisplayNames(["en"], { type: "region" });
  }
};

/**
 * A country as stored, named in the interface language: an ISO code ("ZA") or one of the English names
 * older accounts hold ("United States"); anything else is shown as it is.
 */
export function countryName(country: string, locale: AnyLocale) {
  const code = countryCodeOf(country);
  if (code === null) return country;
  return regionNames(locale).of(code) ?? country;
}

export const levelOptions = (t: Translate) => LANGUAGE_LEVELS.map((level) => ({ value: level, label: levelLabel(level, t) }));

// Naming and sorting 250 countries costs a few milliseconds: once per language, not on every render of a form.
const optionsByLocale = new Map<AnyLocale, readonly { value: string; label: string }[]>();

/** Every ISO 3166-1 country, its value the code, named and sorted in the interface language. */
export function countryOptions(locale: AnyLocale) {
  const known = optionsByLocale.get(locale);
  if (known) return known;
  const names = regionNames(locale);
  const collator = new Intl.Collator(INTL_TAG[locale]);
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((first, second) =>
    collator.compare(first.label, second.label),
  );
  optionsByLocale.set(locale, options);
  return options;
}
