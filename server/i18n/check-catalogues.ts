import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { NAMESPACES } from "../../shared/i18n/catalogue";
import { LOCALES } from "../../shared/i18n/locales";

/**
 * The catalogues' rules, checked in CI (`npm run i18n:check`):
 * - every language has exactly the English keys, namespace by namespace (none missing, none left over);
 * - every message is valid ICU, and uses the same placeholders and numbered tags as its English one;
 * - every English key is used by the code (a literal `"namespace.key"`; an `errors` text appears in the
 *   code that produces it), and every id the code names exists.
 */
type Catalogues = Record<string, Record<string, Record<string, string>>>;

export function readCatalogues(messagesDir: string): Catalogues {
  const catalogues: Catalogues = {};
  for (const locale of LOCALES) {
    catalogues[locale] = {};
    for (const namespace of NAMESPACES) {
      const file = join(messagesDir, locale, `${namespace}.json`);
      catalogues[locale][namespace] = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    }
  }
  return catalogues;
}

/** Placeholder names and tag numbers of a message: `{count}`, `{plan}`, `<0>`. */
export function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === "string") {
        for (const tag of token.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`);
        continue;
      }
      const [name, , choices] = token;
      found.add(`{${name}}`);
      if (choices && typeof choices === "object")
        for (const [key, value] of Object.entries(choices)) if (key !== "offset" && Array.isArray(value)) walk(value as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort();
}

export function checkCatalogueConsistency(catalogues: Catalogues): string[] {
  const problems: string[] = [];
  const english = catalogues.en!;
  for (const locale of LOCALES) {
    for (const namespace of NAMESPACES) {
      const file = `${locale}/${namespace}.json`;
      const messages = catalogues[locale]![namespace]!;
      const englishMessages = english[namespace]!;
      for (const key of Object.keys(englishMessages)) if (!(key in messages)) problems.push(`${file}: missing "${key}"`);
      for (const [key, message] of Object.entries(messages)) {
        if (!(key in englishMessages)) {
          problems.push(`${file}: "${key}" is not in English (left over)`);
          continue;
        }
        if (typeof message !== "string" || !message.trim()) {
          problems.push(`${file}: "${key}" is empty`);
          continue;
        }
        let placeholders: string[];
        try {
          placeholders = placeholdersOf(message);
        } catch (error) {
          problems.push(`${file}: "${key}" is not valid ICU (${(error as Error).message.split("\n")[0]!.trim()})`);
          continue;
        }
        // ICU quoting: an apostrophe before a brace ("'{sound}'") makes the placeholder literal text.
        if (/(^|[^'])'\{/.test(message))
          problems.push(`${file}: "${key}" quotes a brace with an apostrophe, so it shows as text (write '' for one apostrophe)`);
        if (locale === "en") continue;
        const expected = placeholdersOf(englishMessages[key]!);
        if (placeholders.join(" ") !== expected.join(" "))
          problems.push(
            `${file}: "${key}" has ${placeholders.join(" ") || "no placeholders"}, English has ${expected.join(" ") || "none"}`,
          );
      }
    }
  }
  return problems;
}

const SOURCE = /\.(ts|tsx)$/;
const IGNORED = /(\.test\.tsx?$|[\\/]e2e[\\/]|[\\/]i18n[\\/]messages[\\/])/;

export function readSources(root: string, dirs: string[]): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== "node_modules") walk(path);
      } else if (SOURCE.test(name) && !IGNORED.test(path)) sources.set(relative(root, path), readFileSync(path, "utf8"));
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return sources;
}

const ID_LITERAL = new RegExp(
  `["'\`]((?:${NAMESPACES.filter((n) => n !== "errors" && n !== "content").join("|")})\\.[A-Za-z0-9_.-]+)["'\`]`,
  "g",
);

export function checkUsage(english: Record<string, Record<string, string>>, sources: Map<string, string>): string[] {
  const problems: string[] = [];
  const allSource = [...sources.values()].join("\n");
  const used = new Set<string>();
  for (const [file, source] of sources) {
    // Examples in comments are not uses.
    const text = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
    for (const match of text.matchAll(ID_LITERAL)) {
      const id = match[1]!;
      const [namespace, ...rest] = id.split(".");
      used.add(id);
      // A file name ("common.json") or an address is not an id; an id's key is never a file extension.
      if (/\.(json|ts|tsx|css|svg|png|com|org|za)$/.test(id)) continue;
      if (!(rest.join(".") in english[namespace!]!)) problems.push(`${file}: "${id}" is not in the English catalogue`);
    }
  }
  for (const namespace of NAMESPACES) {
    for (const [key, message] of Object.entries(english[namespace]!)) {
      if (namespace === "errors" || namespace === "content") {
        if (!allSource.includes(key)) problems.push(`en/${namespace}.json: "${key}" appears nowhere in the code`);
        if (key !== message) problems.push(`en/${namespace}.json: "${key}" must be its own English text`);
      } else if (!used.has(`${namespace}.${key}`)) problems.push(`en/${namespace}.json: "${key}" is used nowhere`);
    }
  }
  return problems;
}
