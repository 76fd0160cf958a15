import { setupI18n, type I18n, type Messages, type Values } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { errorMessageId, flattenCatalogue, type NamespacedCatalogue } from "../../shared/i18n/catalogue";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../shared/i18n/locales";
import de from "../../shared/i18n/messages/de";
import en from "../../shared/i18n/messages/en";
import es from "../../shared/i18n/messages/es";
import fr from "../../shared/i18n/messages/fr";
import ja from "../../shared/i18n/messages/ja";
import zh from "../../shared/i18n/messages/zh";

/**
 * The server's side of the same catalogues the browser uses: mails to a person and the API's error
 * messages, in that person's language. Messages are compiled once, at first use of a language.
 */
const CATALOGUES: Record<Locale, NamespacedCatalogue> = { en, es, fr, de, ja, zh };
const instances = new Map<Locale, I18n>();

function instanceFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n();
    instance.setMessagesCompiler(compileMessage);
    instance.load(locale, flattenCatalogue(CATALOGUES[locale]) as Messages);
    instance.activate(locale);
    instances.set(locale, instance);
  }
  return instance;
}

/** What a stored or negotiated language becomes here: one of ours, English otherwise. */
export const serverLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** `t` for one person's language: `const t = translator(user.locale); t("mail.receipt.subject", { plan })`. */
export const translator =
  (locale: unknown) =>
  (id: string, values?: Values): string =>
    instanceFor(serverLocale(locale))._(id, values);

/** An English message of the API (the spec's words) in `locale`, or as it is when the catalogue lacks it. */
export function translateErrorMessage(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  const instance = instanceFor(locale);
  const id = errorMessageId(text);
  return instance.messages[id] === undefined ? text : instance._(id);
}

export const SERVER_LOCALES = LOCALES;
