import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { COLLEGE_NAME } from "../../shared/constants";
import { NAMESPACES } from "../../shared/i18n/catalogue";
import type { Locale } from "../../shared/i18n/locales";

const MESSAGES_DIR = fileURLToPath(new URL("../../shared/i18n/messages", import.meta.url));

/** A language's catalogue as written (ICU text), every namespace flattened to "namespace.key". */
export const catalogue = (locale: Locale): Record<string, string> => {
  const flat: Record<string, string> = {};
  for (const namespace of NAMESPACES) {
    const messages = JSON.parse(readFileSync(join(MESSAGES_DIR, locale, `${namespace}.json`), "utf8")) as Record<string, string>;
    for (const [key, message] of Object.entries(messages)) flat[`${namespace}.${key}`] = message;
  }
  return flat;
};

/** One message with its `{placeholders}` filled: the words a person sees, for locators. */
export const message = (locale: Locale, id: string, values: Record<string, string | number> = {}) => {
  const text = catalogue(locale)[id];
  if (text === undefined) throw new Error(`${locale}: no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name] ?? `{${name}}`));
};

/**
 * The visible texts (and accessible attributes) of the page that are not in its language: not inside an
 * element marked as English (`lang="en"`, the English being taught) or `translate="no"` (names), and
 * matched by `isForeign`.
 */
const foreignTexts = (page: Page, test: { kind: "pseudo"; brand: string } | { kind: "english"; english: string[]; translated: string[] }) =>
  page.evaluate((test) => {
    const english = new Set(test.kind === "english" ? test.english : []);
    const translated = new Set(test.kind === "english" ? test.translated : []);
    const isForeign = (text: string) => {
      const trimmed = text.replace(/\s+/g, " ").trim();
      if (!trimmed) return false;
      // Pseudo: a catalogue message is in brackets (what fills its placeholders, names and titles, is
      // content); any word of plain ASCII letters outside them escaped the catalogues.
      // A date is Intl's (the pseudo-locale writes English dates), not a message.
      if (test.kind === "pseudo")
        return /(^|[^\p{L}])[A-Za-z]{3,}([^\p{L}]|$)/u.test(
          trimmed
            .replace(/\[[^\]]*\]/g, " ")
            .replaceAll(test.brand, " ")
            .replace(
              /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g,
              " ",
            ),
        );
      return english.has(trimmed) && !translated.has(trimmed);
    };
    const exempt = (element: Element | null) =>
      !!element?.closest('[lang^="en"]:not(html), [translate="no"], script, style, noscript, template, [data-english-content]');
    const visible = (element: Element | null) => !!element && (element as HTMLElement).getClientRects().length > 0;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!exempt(parent) && visible(parent) && isForeign(node.textContent ?? "")) found.add(node.textContent!.trim());
    }
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (exempt(element)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name);
        if (value && isForeign(value)) found.add(`${name}="${value}"`);
      }
    }
    return [...found];
  }, test);

/** In the pseudo-locale: every text that did not come from a catalogue. */
export const textsOutsideCatalogues = (page: Page) => foreignTexts(page, { kind: "pseudo", brand: COLLEGE_NAME });

/** In `locale`: every text that is an English message of the catalogues and not also this language's. */
export const englishLeftOn = (page: Page, locale: Exclude<Locale, "en">) => {
  const staticTexts = (messages: Record<string, string>) => Object.values(messages).filter((text) => !/[{<]/.test(text));
  return foreignTexts(page, { kind: "english", english: staticTexts(catalogue("en")), translated: staticTexts(catalogue(locale)) });
};

/** A mail's header decoded from its MIME encoded-words (`=?UTF-8?B?...?=`). */
export const decodeMailHeader = (value: string) =>
  value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_match, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );

/** A new student signed in through the API (the form's labels are in another language in these specs). */
export const registerThroughApi = async (page: Page, { username, locale }: { username: string; locale?: Locale }) => {
  const response = await page.request.post("/api/register", {
    headers: { "X-Requested-With": "fetch" },
    data: {
      username,
      password: "sunflower-e2e-42",
      email: `${username}@example.com`,
      firstName: "Aiko",
      lastName: "Tanaka",
      termsAccepted: true,
      ...(locale ? { locale } : {}),
    },
  });
  if (response.status() !== 201) throw new Error(`registration answered ${response.status()}: ${await response.text()}`);
};

/** The mails delivered to `address` (the e2e app writes .eml files), subject and text decoded. */
export const mailsTo = (address: string) => {
  const folder = join(process.env.E2E_DATA_DIR!, "mail");
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".eml"));
  } catch {
    return []; // nothing delivered yet
  }
  return names
    .sort()
    .map((name) => readFileSync(join(folder, name), "utf8"))
    .filter((raw) => new RegExp(`^To: ${address}$`, "m").test(raw))
    .map((raw) => {
      const subjectLines = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
      const subject = decodeMailHeader(subjectLines.replace(/\r?\n[ \t]/g, " "));
      // The text part: the mail itself, or the text/plain part of a multipart mail (one with an .ics).
      const parts = /^Content-Type: multipart/m.test(raw) ? raw.split(/\r?\n--[^\r\n]+\r?\n/) : [raw];
      const textPart = parts.map((part) => part.split(/\r?\n\r?\n/)).find(([head]) => /Content-Type: text\/plain/i.test(head ?? ""));
      const [head = "", ...bodyParts] = textPart ?? [];
      const body = bodyParts.join("\n\n");
      const encoding = (/Content-Transfer-Encoding: (\S+)/i.exec(head)?.[1] ?? "7bit").toLowerCase();
      const text =
        encoding === "base64"
          ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
          : encoding === "quoted-printable"
            ? Buffer.from(
                body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
                "latin1",
              ).toString("utf8")
            : body;
      return { subject, text };
    });
};

/**
 * An advertiser's application sent through the API (as the form sends it): its private campaign link's
 * token. The server takes 10 applications an hour from one address, so specs ask for one per worker.
 */
export const submitAdvertisementThroughApi = async (page: Page) => {
  const response = await page.request.post("/api/advertisements", {
    headers: { "X-Requested-With": "fetch" },
    data: {
      companyName: "Lingua Books",
      title: "Graded readers for B1",
      description: "Short novels written for English learners, with audio.",
      linkUrl: "https://linguabooks.example",
      placementArea: "homepage_banner",
      contactEmail: `ads-${Date.now()}@linguabooks.example`,
      contactName: "Thandi Mokoena",
      duration: 30,
      website: "",
    },
  });
  if (response.status() !== 201) throw new Error(`advertisement answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { campaignToken: string }).campaignToken;
};
