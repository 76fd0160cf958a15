import type { ExerciseResultResponse } from "@shared/api/learning";
import { INTL_TAG } from "@shared/i18n/locales";
import { translateContent } from "@/i18n/content-text";
import { activeLocale } from "@/i18n/i18n";
import { translate } from "@/i18n/use-t";

export type Celebration = { title: string; description: string };

/** "A, B and C" in English as before; the other languages join a list their own way. */
const listNames = (names: string[]) => {
  const locale = activeLocale();
  if (locale !== "en" && locale !== "pseudo") return new Intl.ListFormat(INTL_TAG[locale], { type: "conjunction" }).format(names);
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
};

/**
 * What a result is worth celebrating with it: new achievements, shown in that exercise's own result. A
 * finished lesson and a finished course have their own moments on the page (LessonCompletePanel,
 * CourseCompleteDialog). In the interface language at the time of the result.
 */
export function resultCelebration(result: ExerciseResultResponse): Celebration | null {
  if (result.newAchievements.length === 0) return null;
  const points = result.newAchievements.reduce((sum, achievement) => sum + achievement.points, 0);
  const names = listNames(result.newAchievements.map((achievement) => translateContent(achievement.name).text));
  return {
    title: translate("learning.celebration.title", { count: result.newAchievements.length }),
    description: translate("learning.celebration.description", { names, points }),
  };
}
