import { formatPracticeTime } from "@shared/phonics/practice-time";
import { useT } from "@/i18n/use-t";

/**
 * The practice-time figure and what it covers, in the interface language. English keeps the shared
 * `formatPracticeTime` ("45 s", "12 min", "1 h 5 min"); other languages get the same rounding with their
 * own units.
 */
export function usePracticeTimeText() {
  const { t, locale } = useT();
  const format = (seconds: number) => {
    if (locale === "en") return formatPracticeTime(seconds);
    if (seconds < 60) return t("kids.practiceTime.seconds", { seconds });
    const minutes = Math.round(seconds / 60);
    return minutes < 60
      ? t("kids.practiceTime.minutes", { minutes })
      : t("kids.practiceTime.hours", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
  return { format, covers: t("kids.practiceTime.covers") };
}
