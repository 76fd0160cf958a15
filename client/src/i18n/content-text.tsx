import { contentTextId } from "@shared/i18n/catalogue";
import { i18n, requestPartOf } from "./i18n";
import { useT } from "./use-t";

/**
 * A text the school seeded in the database (a plan's features, an achievement) in the interface language
 * when the `content` catalogue has it; otherwise as written, in English, and marked so (screen readers
 * pronounce it as English, and the pseudo-locale walk knows it is content).
 */
export function translateContent(text: string): { text: string; isTranslated: boolean } {
  const id = contentTextId(text);
  if (i18n.messages[id] !== undefined) return { text: i18n._(id), isTranslated: true };
  requestPartOf(id);
  return { text, isTranslated: false };
}

export function ContentText({ text }: { text: string }) {
  useT(); // re-render on a language change
  const shown = translateContent(text);
  return shown.isTranslated ? <>{shown.text}</> : <span lang="en">{shown.text}</span>;
}
