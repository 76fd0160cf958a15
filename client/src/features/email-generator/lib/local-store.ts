import { useEffect, useState } from "react";

/**
 * A visitor's contacts and campaign drafts stay in this browser (localStorage), never on the server:
 * the generator page works without an account, as the spec describes. Storage may be unavailable
 * (private mode): then the list lives for the page's lifetime.
 */
export function useLocalList<T>(key: string) {
  const [items, setItems] = useState<T[]>(() => {
    try {
      return JSON.parse(window.localStorage.getItem(key) ?? "[]") as T[];
    } catch {
      return [];
    }
  });
  useEffect(() => {
    try {
      window.localStorage.setItem(key, JSON.stringify(items));
    } catch {
      // Storage refused: keep the list in memory only.
    }
  }, [key, items]);
  return [items, setItems] as const;
}
