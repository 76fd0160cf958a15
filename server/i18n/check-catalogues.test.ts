import { describe, expect, it } from "vitest";
import { NAMESPACES } from "../../shared/i18n/catalogue";
import { LOCALES } from "../../shared/i18n/locales";
import { checkCatalogueConsistency, checkUsage, placeholdersOf } from "./check-catalogues";

type Catalogues = Record<string, Record<string, Record<string, string>>>;

/** Six languages with empty namespaces, then `auth` filled per language. */
const cataloguesWith = (auth: Record<string, Record<string, string>>): Catalogues =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(NAMESPACES.map((namespace) => [namespace, namespace === "auth" ? (auth[locale] ?? {}) : {}])),
    ]),
  );

const allLanguages = (message: string): Record<string, Record<string, string>> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, { title: message }]));

describe("i18n check: catalogues", () => {
  it("finds placeholders, plural variables and numbered tags", () => {
    expect(placeholdersOf("Hello {name}, read the <0>terms</0>: {count, plural, one {# lesson} other {# lessons of {plan}}}")).toEqual([
      "<0>",
      "{count}",
      "{name}",
      "{plan}",
    ]);
  });

  it("passes complete and consistent catalogues", () => {
    expect(checkCatalogueConsistency(cataloguesWith(allLanguages("Sign in {name}")))).toEqual([]);
  });

  it("reports a missing key, a left-over key, a placeholder that differs and a message that is not ICU", () => {
    const auth = allLanguages("Hello {name}");
    auth.ja = {}; // missing
    auth.es = { title: "Hola {name}", extra: "Sobra" }; // left over
    auth.de = { title: "Hallo {nme}" }; // misspelt placeholder
    auth.fr = { title: "Bonjour {name" }; // not ICU
    auth.zh = { title: "你好 '{name}'" }; // quoted: shown as "{name}"
    expect(checkCatalogueConsistency(cataloguesWith(auth))).toEqual([
      'es/auth.json: "extra" is not in English (left over)',
      'fr/auth.json: "title" is not valid ICU (Unexpected message end at line 1 col 14:)',
      'de/auth.json: "title" has {nme}, English has {name}',
      'ja/auth.json: missing "title"',
      "zh/auth.json: \"title\" quotes a brace with an apostrophe, so it shows as text (write '' for one apostrophe)",
      'zh/auth.json: "title" has no placeholders, English has {name}',
    ]);
  });
});

describe("i18n check: usage", () => {
  const english = Object.fromEntries(NAMESPACES.map((namespace) => [namespace, {}])) as Record<string, Record<string, string>>;
  english.auth = { "signIn.title": "Sign in", "signIn.unused": "Never shown" };
  english.errors = { "Username is required": "Username is required" };

  it("reports an unused key, an id the code names that does not exist, and an error text the code never writes", () => {
    const sources = new Map([
      ["client/src/login.tsx", 'const title = t("auth.signIn.title"); const typo = t("auth.signIn.titel"); // t("auth.inAComment")'],
      ["server/auth.ts", 'throw new AppError("validation", "Password is required");'],
    ]);
    expect(checkUsage(english, sources)).toEqual([
      'client/src/login.tsx: "auth.signIn.titel" is not in the English catalogue',
      'en/errors.json: "Username is required" appears nowhere in the code',
      'en/auth.json: "signIn.unused" is used nowhere',
    ]);
  });
});
