import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { PublicUser } from "@shared/api/auth";
import { isLocale, type AnyLocale } from "@shared/i18n/locales";
import { apiRequest } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY, useAuth } from "@/lib/auth";
import { LANGUAGE_PARAM, rememberLocale } from "./detect-locale";
import { activateLocale } from "./i18n";
import { useT } from "./use-t";

/** Saves the language on the account, so that mails follow it; the interface has changed already. */
export async function saveAccountLocale(locale: AnyLocale) {
  if (!isLocale(locale)) return undefined;
  return apiRequest<PublicUser>("PATCH", "/api/me", { locale });
}

/**
 * The footer's language choice: the page changes at once, the choice is remembered on this device and,
 * when someone is signed in, on their account. An address that named the old language is corrected so
 * that a reload (or the link copied from it) keeps the new one.
 */
export function useLanguageChoice() {
  const { locale } = useT();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const choose = useCallback(
    async (next: AnyLocale) => {
      // Offline or a catalogue gone after a deploy: the page stays as it was, and so does the remembered choice.
      const isActive = await activateLocale(next).then(
        () => true,
        () => false,
      );
      if (!isActive) return;
      rememberLocale(next);
      const url = new URL(window.location.href);
      if (url.searchParams.has(LANGUAGE_PARAM)) {
        url.searchParams.set(LANGUAGE_PARAM, next);
        window.history.replaceState(window.history.state, "", url);
      }
      if (user && user.locale !== next) {
        const saved = await saveAccountLocale(next).catch(() => undefined);
        if (saved) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, saved);
      }
    },
    [user, queryClient],
  );
  return { locale, choose };
}
