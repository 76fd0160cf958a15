import de from "@shared/i18n/messages/de";
import es from "@shared/i18n/messages/es";
import fr from "@shared/i18n/messages/fr";
import ja from "@shared/i18n/messages/ja";
import zh from "@shared/i18n/messages/zh";
import type { Locale } from "@shared/i18n/locales";
import { act } from "@testing-library/react";
import { i18n, installCatalogue } from "@/i18n/i18n";

const CATALOGUES = { de, es, fr, ja, zh };

/**
 * Shows the interface in another language for the rest of the test (the setup file returns to English
 * after each test). Call it before rendering, or after: rendered screens re-render in the new language.
 */
export function showInterfaceIn(locale: Exclude<Locale, "en">) {
  installCatalogue(locale, CATALOGUES[locale]);
  act(() => i18n.activate(locale));
}
