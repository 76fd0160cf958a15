import { COUNTRIES, LANGUAGE_LEVELS } from "@shared/constants";
import { INTL_TAG, type AnyLocale } from "@shared/i18n/locales";
import type { Translate } from "@/i18n/use-t";

type Country = (typeof COUNTRIES)[number];
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

/** Region codes for Intl.DisplayNames: each country named in the interface language. */
const COUNTRY_CODES: Record<Country, string> = {
  "United States": "US",
  Canada: "CA",
  Mexico: "MX",
  Brazil: "BR",
  "United Kingdom": "GB",
  Germany: "DE",
  France: "FR",
  Japan: "JP",
  China: "CN",
  India: "IN",
};

const isLevel = (value: string): value is LanguageLevel => value in LEVEL_IDS;
const isCountry = (value: string): value is Country => value in COUNTRY_CODES;

/** An English level as stored ("Intermediate (B1)"), in the interface language; an unknown value as it is. */
export const levelLabel = (level: string, t: Translate) => (isLevel(level) ? t(LEVEL_IDS[level]) : level);

/** A country as stored ("United Kingdom"), named in the interface language; English keeps the stored name. */
export function countryName(country: string, locale: AnyLocale) {
  if (locale === "en" || locale === "pseudo" || !isCountry(country)) return country;
  try {
    return new Intl.DisplayNames([INTL_TAG[locale]], { type: "region" }).of(COUNTRY_CODES[country]) ?? country;
  } catch {
    return country;
  }
}

export const levelOptions = (t: Translate) => LANGUAGE_LEVELS.map((level) => ({ value: level, label: levelLabel(level, t) }));
export const countryOptions = (locale: AnyLocale) => COUNTRIES.map((country) => ({ value: country, label: countryName(country, locale) }));
