/**
 * The catalogues: one JSON file per namespace and language under `messages/<locale>/`, each a flat map from
 * key to an ICU message ("{count, plural, one {# lesson} other {# lessons}}"). In code a message is named
 * `<namespace>.<key>`, always as a literal so that `npm run i18n:check` can find every use.
 *
 * `errors` and `content` are different: their keys are the English texts themselves, the spec's messages that the shared
 * zod schemas and the API produce. Those texts stay the English product's words (every test keeps them);
 * the boundary that shows one to a person (a form field, the API's answer) looks it up by its text.
 */
export const NAMESPACES = [
  "common",
  "errors",
  "auth",
  "account",
  "home",
  "courses",
  "about",
  "billing",
  "certificates",
  "dashboard",
  "messages",
  "live",
  "learning",
  "assessment",
  "kids",
  "content",
  "mail",
  "advertising",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The browser fetches a language in parts, each when a screen needs it (issue 32: at most 25 kB gzip per
 * language on demand, and the home page within its 150 KB): `core` (header, footer, shared controls) with
 * every page, `site` for the public pages, `account` for sign-in, forms' messages and the account, `shop` for
 * plans and checkout, `learner` for the signed-in learner's screens, `kids` for the children and parents, `ads` for advertisers.
 * `mail` is the server's alone.
 */
export const CATALOGUE_PARTS = {
  core: ["common"],
  account: ["auth", "account", "errors"],
  site: ["home", "courses", "about"],
  shop: ["billing", "content"],
  learner: ["dashboard", "messages", "live", "certificates", "learning", "assessment"],
  kids: ["kids"],
  // The advertiser's pages (advertising, placement choice, campaign): no other visitor downloads them.
  ads: ["advertising"],
} as const satisfies Record<string, readonly Namespace[]>;
export type CataloguePart = keyof typeof CATALOGUE_PARTS;

/** The part of the browser's catalogue that holds an id's namespace (none for `mail`). */
export function partOfId(id: string): CataloguePart | undefined {
  const namespace = id.slice(0, id.indexOf("."));
  return (Object.keys(CATALOGUE_PARTS) as CataloguePart[]).find((part) => (CATALOGUE_PARTS[part] as readonly string[]).includes(namespace));
}

/** A message as written (ICU text) or as Lingui's compiler leaves it (the browser build compiles at build time). */
export type CatalogueMessage = string | unknown[];
export type NamespacedCatalogue = Record<Namespace, Record<string, CatalogueMessage>>;
export type CataloguePartMessages = Partial<NamespacedCatalogue>;

/** `{ auth: { "signIn.title": ... } }` → `{ "auth.signIn.title": ... }`, the ids Lingui is given. */
export function flattenCatalogue(catalogue: CataloguePartMessages): Record<string, CatalogueMessage> {
  const flat: Record<string, CatalogueMessage> = {};
  for (const namespace of NAMESPACES) {
    for (const [key, message] of Object.entries(catalogue[namespace] ?? {})) flat[`${namespace}.${key}`] = message;
  }
  return flat;
}

/** The id of an English message in the `errors` namespace. */
export const errorMessageId = (englishText: string) => `errors.${englishText}`;

/**
 * The id of a text the school seeded in the database (a plan's description and features, an achievement,
 * a certificate grade) in the `content` namespace, keyed by its English. An admin who rewrites the text
 * takes it out of the catalogue: it is then shown as written, in English.
 */
export const contentTextId = (englishText: string) => `content.${englishText}`;
