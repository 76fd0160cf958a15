import type { Values } from "@lingui/core";
import { useCallback, useSyncExternalStore } from "react";
import type { AnyLocale } from "@shared/i18n/locales";
import { i18n } from "./i18n";

// Every change (a language activated, a catalogue part arrived) is a new snapshot, so screens re-render.
let version = 0;
i18n.on("change", () => {
  version += 1;
});
const subscribe = (onChange: () => void) => i18n.on("change", onChange);
const currentSnapshot = () => `${i18n.locale || "en"}:${version}`;

export type Translate = (id: string, values?: Values) => string;

/**
 * The interface text of a component: `t("auth.signIn.title")`, `t("courses.lessons", { count })`. The
 * component re-renders when the language changes. Ids are always literals (the i18n check finds them).
 */
export function useT(): { t: Translate; locale: AnyLocale } {
  const snapshot = useSyncExternalStore(subscribe, currentSnapshot, currentSnapshot);
  // A new function per change, so memoised children that take `t` re-render too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useCallback<Translate>((id, values) => i18n._(id, values), [snapshot]);
  return { t, locale: (i18n.locale || "en") as AnyLocale };
}

/** Outside components (a toast text built in a mutation's callback): the active language at call time. */
export const translate: Translate = (id, values) => i18n._(id, values);
