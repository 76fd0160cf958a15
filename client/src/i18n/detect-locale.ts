import { isAnyLocale, negotiateLocale, type AnyLocale } from "@shared/i18n/locales";

const STORAGE_KEY = "interface-language";
export const LANGUAGE_PARAM = "lang";

/**
 * The language to start in: a `?lang=` in the address (a shared link opens in its language), then the
 * visitor's own choice from the footer, then the browser's languages (what it sends as Accept-Language).
 * A signed-in account's stored language is applied once the account is known (see `useAccountLanguage`).
 */
export function detectLocale(location: Pick<Location, "search"> = window.location): AnyLocale {
  const fromAddress = new URLSearchParams(location.search).get(LANGUAGE_PARAM);
  if (isAnyLocale(fromAddress)) return fromAddress;
  const remembered = readRememberedLocale();
  if (remembered) return remembered;
  return negotiateLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export function readRememberedLocale(): AnyLocale | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isAnyLocale(value) ? value : undefined;
  } catch {
    return undefined; // storage blocked (private mode, cookies off): the browser's language decides
  }
}

export function rememberLocale(locale: AnyLocale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered across visits; the account (when signed in) still keeps it.
  }
}

/** Whether the address names the language: an explicit link beats the account's stored choice. */
export const addressNamesLocale = (location: Pick<Location, "search"> = window.location) =>
  isAnyLocale(new URLSearchParams(location.search).get(LANGUAGE_PARAM));
