import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "@/app/provider";
import { AppRouter } from "@/app/router";
import { AccountLanguage } from "@/i18n/account-language";
import { addressNamesLocale, detectLocale, rememberLocale } from "@/i18n/detect-locale";
import { activateLocale } from "@/i18n/i18n";
import "./styles.css";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error('index.html must contain <div id="root">');

// The first screen is drawn in its language, never in English and then again: its catalogue comes first.
const locale = detectLocale();
// A link that named the language keeps it for the rest of the visit, reloads included.
if (addressNamesLocale()) rememberLocale(locale);
void activateLocale(locale)
  .catch(() => activateLocale("en"))
  .finally(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <AppProvider>
          <AccountLanguage />
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
