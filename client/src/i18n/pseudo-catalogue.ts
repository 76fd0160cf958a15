import { NAMESPACES, type CatalogueMessage, type CataloguePartMessages } from "@shared/i18n/catalogue";

/**
 * The pseudo-locale: English with every letter accented and each message in brackets ("[Ŝíĝñ íñ]"). A
 * page shown in it makes any text that escaped the catalogues stand out as plain English; the brackets
 * show where a message was cut or joined to another. Placeholders and rich-text tags (`<0>`) stay intact.
 */
const ACCENTED: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ď",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ľ",
  m: "ɱ",
  n: "ñ",
  o: "ó",
  p: "þ",
  r: "ŕ",
  s: "ŝ",
  t: "ţ",
  u: "ú",
  w: "ŵ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ď",
  E: "É",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ľ",
  N: "Ñ",
  O: "Ó",
  R: "Ŕ",
  S: "Ŝ",
  T: "Ţ",
  U: "Ú",
  W: "Ŵ",
  Y: "Ý",
  Z: "Ž",
};

export const pseudoText = (text: string) =>
  text
    .split(/(<\/?\d+\/?>)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join("");

// A compiled message is a list of text parts and placeholders; plural and select placeholders hold
// compiled messages of their own, one per choice.
function pseudoTokens(tokens: unknown[]): unknown[] {
  return tokens.map((token) => {
    if (typeof token === "string") return pseudoText(token);
    if (!Array.isArray(token)) return token;
    const [name, type, choices] = token as [string, string?, unknown?];
    if (!choices || typeof choices !== "object") return token;
    const pseudoChoices: Record<string, unknown> = {};
    for (const [choice, value] of Object.entries(choices)) {
      pseudoChoices[choice] = Array.isArray(value) ? pseudoTokens(value) : value;
    }
    return [name, type, pseudoChoices];
  });
}

const pseudoMessage = (message: CatalogueMessage): CatalogueMessage =>
  typeof message === "string" ? `[${pseudoText(message)}]` : ["[", ...pseudoTokens(message), "]"];

export function pseudoCatalogue(english: CataloguePartMessages): CataloguePartMessages {
  const result: CataloguePartMessages = {};
  for (const namespace of NAMESPACES) {
    const messages = english[namespace];
    if (messages) result[namespace] = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pseudoMessage(message)]));
  }
  return result;
}
