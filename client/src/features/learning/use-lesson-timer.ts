import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { LESSON_TIME_REPORT_MAX_SECONDS } from "@shared/api/learning";
import { queryKeys } from "@/lib/query-keys";
import { recordLessonTime } from "./api/record-lesson-time";

/** Without a key, a click, a scroll or a touch for this long, the student is away: the clock stops. */
export const IDLE_AFTER_MS = 2 * 60_000;
/** One visit counts for at most an hour, however long the tab stays open. */
export const VISIT_CAP_SECONDS = 60 * 60;
/** The browser reports about every minute, so a closed laptop loses at most a minute. */
export const REPORT_EVERY_SECONDS = 60;

const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "scroll", "touchstart", "wheel"] as const;

/**
 * Counts the active time a student spends on a lesson's page (the page visible, some activity in the
 * last two minutes, at most an hour per visit) and reports it to the server about every minute, when
 * the page is hidden and when the student leaves. This is the lesson time of the dashboard's practice
 * time; a report that fails is dropped (the figure may be a little low, never high).
 */
export function useLessonTimer(lessonId: number, { enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    let counted = 0;
    let unsent = 0;
    let lastActivity = Date.now();

    const flush = (isLeaving: boolean) => {
      if (unsent <= 0) return;
      const seconds = Math.min(unsent, LESSON_TIME_REPORT_MAX_SECONDS);
      unsent = 0;
      recordLessonTime({ lessonId, seconds, keepalive: isLeaving }).then(
        () => void queryClient.invalidateQueries({ queryKey: queryKeys.myProgress }),
        () => undefined,
      );
    };
    const markActive = () => {
      lastActivity = Date.now();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === "hidden") flush(true);
      else markActive();
    };
    const onPageHide = () => flush(true);

    const timer = window.setInterval(() => {
      const isAway = document.visibilityState !== "visible" || Date.now() - lastActivity > IDLE_AFTER_MS;
      if (isAway || counted >= VISIT_CAP_SECONDS) return;
      counted += 1;
      unsent += 1;
      if (unsent >= REPORT_EVERY_SECONDS) flush(false);
    }, 1000);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, markActive, { passive: true });
    document.addEventListener("visibilitychange", onVisibilityChange);
    window.addEventListener("pagehide", onPageHide);

    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActive);
      document.removeEventListener("visibilitychange", onVisibilityChange);
      window.removeEventListener("pagehide", onPageHide);
      flush(true);
    };
  }, [lessonId, enabled, queryClient]);
}
