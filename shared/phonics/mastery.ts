// Mastery of a sound, and the badges a learner unlocks. One rule, read by the server (which stores the
// level) and the browser (which explains to a parent what is still missing): see docs/phonics.md.

export const MASTERY_LEVELS = ["beginner", "intermediate", "advanced", "mastered"] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

/** How a level is shown: intermediate is 'Learning', advanced is 'Good'. */
export const MASTERY_LABELS: Record<MasteryLevel, string> = {
  beginner: "Beginner",
  intermediate: "Learning",
  advanced: "Good",
  mastered: "Mastered",
};

type LevelRule = { attempts: number; accuracy: number; rightDays: number };

/**
 * What each level needs: a number of tries, an accuracy (percent) and right answers on a number of
 * different days (the parent's time zone). A single right answer is a Beginner; Mastered needs the sound
 * to be right again on another day, so one lucky game never masters it. Highest level first.
 */
export const MASTERY_RULE: readonly (LevelRule & { level: Exclude<MasteryLevel, "beginner"> })[] = [
  { level: "mastered", attempts: 10, accuracy: 95, rightDays: 2 },
  { level: "advanced", attempts: 5, accuracy: 80, rightDays: 1 },
  { level: "intermediate", attempts: 3, accuracy: 60, rightDays: 1 },
];

export type SoundPractice = { attempts: number; successfulAttempts: number; rightDays: number };

/** successful / attempts in percent, one decimal; 0 before any attempt. */
export const accuracyOf = (successfulAttempts: number, attempts: number) =>
  attempts === 0 ? 0 : Math.round((successfulAttempts / attempts) * 1000) / 10;

const meets = (practice: SoundPractice, rule: LevelRule) =>
  practice.attempts >= rule.attempts &&
  accuracyOf(practice.successfulAttempts, practice.attempts) >= rule.accuracy &&
  practice.rightDays >= rule.rightDays;

/** The level a sound's practice has earned. */
export const masteryFor = (practice: SoundPractice): MasteryLevel =>
  MASTERY_RULE.find((rule) => meets(practice, rule))?.level ?? "beginner";

const MASTERED = MASTERY_RULE[0]!;

/**
 * What a sound still needs to be Mastered, in a parent's words ("4 more tries", "Right on 1 of 2 days",
 * "90 % right needed, now 75 %"); empty once it is mastered.
 */
export function stepsToMastery(practice: SoundPractice): string[] {
  if (masteryFor(practice) === "mastered") return [];
  const steps: string[] = [];
  const triesLeft = MASTERED.attempts - practice.attempts;
  if (triesLeft > 0) steps.push(`${triesLeft} more ${triesLeft === 1 ? "try" : "tries"}`);
  const accuracy = accuracyOf(practice.successfulAttempts, practice.attempts);
  if (practice.attempts > 0 && accuracy < MASTERED.accuracy)
    steps.push(`${MASTERED.accuracy} % right needed, now ${Math.floor(accuracy)} %`);
  steps.push(`Right on ${Math.min(practice.rightDays, MASTERED.rightDays)} of ${MASTERED.rightDays} days`);
  return steps;
}

/** Seconds counted for one voice-practice try (said, or judged by the parent). */
export const SECONDS_PER_ATTEMPT = 5;

export type PhonicsBadge = { id: string; name: string; description: string };
export const PHONICS_BADGES = [
  { id: "first-sound", name: "First Sound", description: "Master your first sound", isUnlocked: (mastered: number) => mastered >= 1 },
  { id: "five-mastered", name: "Sound Explorer", description: "Master 5 sounds", isUnlocked: (mastered: number) => mastered >= 5 },
  { id: "fifteen-mastered", name: "Phonics Star", description: "Master 15 sounds", isUnlocked: (mastered: number) => mastered >= 15 },
  {
    id: "streak-10",
    name: "On Fire",
    description: "Get 10 right in a row on one sound",
    isUnlocked: (_mastered: number, bestStreak: number) => bestStreak >= 10,
  },
] as const;
