import type { CourseTestSummary } from "@shared/api/course-tests";
import type { Translate } from "@/i18n/use-t";

/**
 * A test's name as a student reads it: the final assessment in the interface language (every course has
 * one, under the same name), a module test by its English title, marked as English where it is shown.
 */
export const testTitleOf = (test: Pick<CourseTestSummary, "kind" | "title">, t: Translate) =>
  test.kind === "final" ? { text: t("learning.certificateGrade.final"), lang: undefined } : { text: test.title, lang: "en" as const };
