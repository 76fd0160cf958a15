import { setupI18n, type Messages } from "@lingui/core";
import { lazy, type ComponentType } from "react";
import { CATALOGUE_PARTS, flattenCatalogue, partOfId, type CataloguePart, type CataloguePartMessages } from "@shared/i18n/catalogue";
import { INTL_TAG, type AnyLocale, type Locale } from "@shared/i18n/locales";

/**
 * The browser's one Lingui instance. Catalogues arrive compiled (the Vite plugin in `client/vite/` compiles
 * them at build time), so Lingui's message compiler never ships to the browser. A language comes in parts
 * (`CATALOGUE_PARTS`), each fetched when a screen needs it.
 */
export const i18n = setupI18n({
  // A message whose part has not arrived yet (a screen that did not say it needs it): fetched now, the
  // screen re-renders when it lands and shows nothing meanwhile rather than an id.
  missing: (locale, id) => {
    const part = partOfId(id);
    if (part && !loadedParts.has(`${locale}:${part}`)) {
      // A failed fetch (offline, a chunk gone after a deploy) leaves the text empty until the next try.
      loadPart(locale as AnyLocale, part).catch(() => undefined);
      return "";
    }
    return id;
  },
});

type PartModule = { default: CataloguePartMessages };
// One chunk per language and part; the glob only names them, nothing is fetched until asked for.
const PART_MODULES = import.meta.glob<PartModule>("../../../shared/i18n/messages/*/{core,account,site,shop,learner,kids,ads}.ts");

const partModule = (locale: Locale, part: CataloguePart) => {
  const load = PART_MODULES[`../../../shared/i18n/messages/${locale}/${part}.ts`];
  if (!load) throw new Error(`No catalogue part ${locale}/${part}`);
  return load();
};

const loadedParts = new Set<string>();
const pendingParts = new Map<string, Promise<void>>();

function loadPart(locale: AnyLocale, part: CataloguePart): Promise<void> {
  const key = `${locale}:${part}`;
  if (loadedParts.has(key)) return Promise.resolve();
  let pending = pendingParts.get(key);
  if (!pending) {
    pending = (async () => {
      const messages =
        locale === "pseudo"
          ? // Only CI and translators use it: its code stays out of everyone else's download.
            await Promise.all([partModule("en", part), import("./pseudo-catalogue")]).then(([{ default: en }, { pseudoCatalogue }]) =>
              pseudoCatalogue(en),
            )
          : (await partModule(locale, part)).default;
      i18n.load(locale, flattenCatalogue(messages) as Messages);
      loadedParts.add(key);
    })().finally(() => pendingParts.delete(key));
    pendingParts.set(key, pending);
  }
  return pending;
}

/**
 * Makes `locale` the interface language once its `core` part and every part the current screens use have
 * arrived (no screen shows ids while it loads); the page's `lang` follows.
 */
let latestRequest = 0;

export async function activateLocale(locale: AnyLocale) {
  // Two quick choices (or the footer while the account's language loads): the last one asked for wins,
  // whichever catalogue arrives first.
  const request = ++latestRequest;
  const current = i18n.locale;
  const inUse = (Object.keys(CATALOGUE_PARTS) as CataloguePart[]).filter(
    (part) => part === "core" || loadedParts.has(`${current}:${part}`),
  );
  await Promise.all(inUse.map((part) => loadPart(locale, part)));
  if (request !== latestRequest) return;
  i18n.activate(locale);
  document.documentElement.lang = INTL_TAG[locale];
}

/**
 * A message looked up by text (`translateMessage`, `translateContent`) whose part has not arrived: fetched
 * now; the caller shows the English meanwhile and re-renders (through `useT`) when it lands.
 */
export function requestPartOf(id: string) {
  const part = partOfId(id);
  if (part && !loadedParts.has(`${activeLocale()}:${part}`)) loadPart(activeLocale(), part).catch(() => undefined);
}

/** The parts a screen needs, in the active language (a route waits for them along with its code). */
export const loadParts = (parts: CataloguePart[]) => Promise.all(parts.map((part) => loadPart(activeLocale(), part)));

/** `React.lazy` for a screen whose texts are in `parts`: its chunk and its catalogue parts arrive together. */
export function lazyWithTexts<P>(parts: CataloguePart[], load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadParts(parts)]);
    return module;
  });
}

/** For a whole catalogue already in hand (tests load it synchronously). */
export function installCatalogue(locale: AnyLocale, catalogue: CataloguePartMessages) {
  i18n.load(locale, flattenCatalogue(catalogue) as Messages);
  for (const part of Object.keys(CATALOGUE_PARTS)) loadedParts.add(`${locale}:${part}`);
}

export const activeLocale = () => (i18n.locale || "en") as AnyLocale;
