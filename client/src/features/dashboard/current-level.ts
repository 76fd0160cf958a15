import { DEFAULT_LANGUAGE_LEVEL } from "@shared/constants";
import type { MyAssessment } from "@shared/api/assessment";

/**
 * The level the header shows: a placement result beats the level the student picked at registration,
 * and "Not Sure (Take Assessment)" is no level at all. Null means "offer the assessment instead".
 */
export function getCurrentLevel({
  assessment,
  languageLevel,
}: {
  assessment: MyAssessment | null | undefined;
  languageLevel: string | null | undefined;
}) {
  if (assessment) return `${assessment.level} · ${assessment.levelName}`;
  if (languageLevel && languageLevel !== DEFAULT_LANGUAGE_LEVEL) return languageLevel;
  return null;
}
