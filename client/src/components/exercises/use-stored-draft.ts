import { useEffect, useState } from "react";

const read = (key: string) => {
  try {
    return window.localStorage.getItem(key) ?? "";
  } catch {
    // Storage refused (private mode, full): the draft lives in the page only.
    return "";
  }
};

/**
 * A text kept on this device while it is written (a reload or a lost connection must not cost a learner
 * 150 words), under a key of the page and the exercise. It stays after handing in: Try again starts from it.
 */
export function useStoredDraft(key: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => read(key));

  useEffect(() => {
    const timer = window.setTimeout(() => {
      try {
        if (text) window.localStorage.setItem(key, text);
        else window.localStorage.removeItem(key);
      } catch {
        // As above: nothing to do.
      }
    }, 400);
    return () => window.clearTimeout(timer);
  }, [key, text]);

  return [text, setText];
}
