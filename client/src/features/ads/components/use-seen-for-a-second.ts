import { useEffect, useRef, useState } from "react";

/**
 * True once at least half of the element has been in view for one second without leaving it (how a
 * banner impression is counted). Without IntersectionObserver nothing is ever reported as seen.
 */
export function useSeenForASecond<T extends Element>() {
  const ref = useRef<T>(null);
  const [isSeen, setIsSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isSeen || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && entry.intersectionRatio >= 0.5) timer ??= setTimeout(() => setIsSeen(true), 1_000);
        else {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [isSeen]);
  return { ref, isSeen };
}
