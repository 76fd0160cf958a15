import type { Values } from "@lingui/core";
import { useCallback, useSyncExternalStore } from "react";
import type { AnyLocale } from "@shared/i18n/locales";
import { i18n } from "./i18n";

const subscribe = (onChange: () => void) => i18n.on("change", onChange);
const currentLocale = () => (i18n.locale || "en") as AnyLocale;

export type Translate = (id: string, values?: Values) => string;

/**
 * The interface text of a component: `t("auth.signIn.title")`, `t("courses.lessons", { count })`. The
 * component re-renders when the language changes. Ids are always literals (the i18n check finds them).
 */
export function useT(): { t: Translate; locale: AnyLocale } {
  const locale = useSyncExternalStore(subscribe, currentLocale, currentLocale);
  // A new function per language, so memoised children that take `t` re-render too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useCallback<Translate>((id, values) => i18n._(id, values), [locale]);
  return { t, locale };
}

/** Outside components (a toast text built in a mutation's callback): the active language at call time. */
export const translate: Translate = (id, values) => i18n._(id, values);
