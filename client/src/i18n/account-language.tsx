import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isLocale } from "@shared/i18n/locales";
import { CURRENT_USER_QUERY_KEY, useAuth } from "@/lib/auth";
import { addressNamesLocale, readRememberedLocale } from "./detect-locale";
import { activateLocale, activeLocale } from "./i18n";
import { saveAccountLocale } from "./use-language-choice";

/**
 * Keeps the interface language and the account's in step once someone is signed in. An account with no
 * language yet (from before the site had languages) takes the one on screen, so its mails follow. A choice
 * made on this device (the footer, a link's `?lang=`) is the newer one and is saved on the account; on a
 * device with no choice of its own, the account's language is taken up (a new laptop opens in Japanese).
 */
export function AccountLanguage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user) return;
    const active = activeLocale();
    if (user.locale === active) return;
    if (user.locale === null || addressNamesLocale() || readRememberedLocale()) {
      if (isLocale(active))
        void saveAccountLocale(active)
          .then((saved) => saved && queryClient.setQueryData(CURRENT_USER_QUERY_KEY, saved))
          .catch(() => undefined);
    } else {
      void activateLocale(user.locale);
    }
  }, [user, queryClient]);
  return null;
}
