import { accuracyOf, masteryFor, MASTERY_RULE, type MasteryLevel, type PHONICS_BADGES, type SoundPractice } from "@shared/phonics/mastery";
import type { Translate } from "@/i18n/use-t";

/** The mastery levels' names (shared MASTERY_LABELS in English), as catalogue ids. */
export const MASTERY_LABEL_IDS: Record<MasteryLevel, string> = {
  beginner: "kids.mastery.beginner",
  intermediate: "kids.mastery.intermediate",
  advanced: "kids.mastery.advanced",
  mastered: "kids.mastery.mastered",
};

type BadgeId = (typeof PHONICS_BADGES)[number]["id"];

/** The badges' names and descriptions (shared PHONICS_BADGES in English), as catalogue ids. */
export const BADGE_TEXT_IDS: Record<BadgeId, { name: string; description: string }> = {
  "first-sound": { name: "kids.badges.firstSound.name", description: "kids.badges.firstSound.description" },
  "five-mastered": { name: "kids.badges.fiveMastered.name", description: "kids.badges.fiveMastered.description" },
  "fifteen-mastered": { name: "kids.badges.fifteenMastered.name", description: "kids.badges.fifteenMastered.description" },
  "streak-10": { name: "kids.badges.streak10.name", description: "kids.badges.streak10.description" },
};

const MASTERED = MASTERY_RULE[0]!;

/**
 * What a sound still needs to be Mastered, in a parent's words and the interface language: the same steps
 * as the shared `stepsToMastery` ("4 more tries", "95 % right needed, now 75 %", "Right on 1 of 2 days").
 */
export function masterySteps(practice: SoundPractice, t: Translate): string[] {
  if (masteryFor(practice) === "mastered") return [];
  const steps: string[] = [];
  const triesLeft = MASTERED.attempts - practice.attempts;
  if (triesLeft > 0) steps.push(t("kids.mastery.triesLeft", { count: triesLeft }));
  const accuracy = accuracyOf(practice.successfulAttempts, practice.attempts);
  if (practice.attempts > 0 && accuracy < MASTERED.accuracy)
    steps.push(t("kids.mastery.accuracyNeeded", { needed: MASTERED.accuracy, now: Math.floor(accuracy) }));
  steps.push(t("kids.mastery.rightDays", { days: Math.min(practice.rightDays, MASTERED.rightDays), needed: MASTERED.rightDays }));
  return steps;
}
