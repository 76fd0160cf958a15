import { setupI18n, type Messages } from "@lingui/core";
import { flattenCatalogue, type NamespacedCatalogue } from "@shared/i18n/catalogue";
import { INTL_TAG, type AnyLocale } from "@shared/i18n/locales";

/**
 * The browser's one Lingui instance. Catalogues arrive compiled (the Vite plugin in `vite/` compiles them at
 * build time), so Lingui's message compiler never ships to the browser.
 */
export const i18n = setupI18n();

/** One chunk per language: only the active one is fetched. */
const LOADERS: Record<AnyLocale, () => Promise<{ default: NamespacedCatalogue }>> = {
  en: () => import("@shared/i18n/messages/en"),
  es: () => import("@shared/i18n/messages/es"),
  fr: () => import("@shared/i18n/messages/fr"),
  de: () => import("@shared/i18n/messages/de"),
  ja: () => import("@shared/i18n/messages/ja"),
  zh: () => import("@shared/i18n/messages/zh"),
  // Only CI and translators use it: its code stays out of everyone else's download.
  pseudo: async () => {
    const [{ default: en }, { pseudoCatalogue }] = await Promise.all([import("@shared/i18n/messages/en"), import("./pseudo-catalogue")]);
    return { default: pseudoCatalogue(en) };
  },
};

const loaded = new Set<AnyLocale>();

/** Loads a language's catalogue (once) and makes it the interface language; the page's `lang` follows. */
export async function activateLocale(locale: AnyLocale) {
  if (!loaded.has(locale)) {
    const { default: catalogue } = await LOADERS[locale]();
    installCatalogue(locale, catalogue);
  }
  i18n.activate(locale);
  document.documentElement.lang = INTL_TAG[locale];
}

/** For a catalogue already in hand (tests load English synchronously). */
export function installCatalogue(locale: AnyLocale, catalogue: NamespacedCatalogue) {
  i18n.load(locale, flattenCatalogue(catalogue) as Messages);
  loaded.add(locale);
}

export const activeLocale = () => (i18n.locale || "en") as AnyLocale;
