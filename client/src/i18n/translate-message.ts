import { errorMessageId } from "@shared/i18n/catalogue";
import { i18n, requestPartOf } from "./i18n";

/**
 * A message made in English by a shared schema or the API (the spec's words), in the interface language:
 * looked up by its text in the `errors` namespace. A text the catalogue does not know is shown as it came.
 */
export function translateMessage(text: string): string {
  const id = errorMessageId(text);
  if (i18n.messages[id] !== undefined) return i18n._(id);
  requestPartOf(id);
  return text;
}
