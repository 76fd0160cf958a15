// Mastery of a sound from its accuracy, and the badges a learner unlocks.

export const MASTERY_LEVELS = ["beginner", "intermediate", "advanced", "mastered"] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

/** How a level is shown: intermediate is 'Learning', advanced is 'Good'. */
export const MASTERY_LABELS: Record<MasteryLevel, string> = {
  beginner: "Beginner",
  intermediate: "Learning",
  advanced: "Good",
  mastered: "Mastered",
};

/** Accuracy (percent) thresholds: 0, 60, 80 and 95. */
export const masteryFor = (accuracyPercent: number): MasteryLevel =>
  accuracyPercent >= 95 ? "mastered" : accuracyPercent >= 80 ? "advanced" : accuracyPercent >= 60 ? "intermediate" : "beginner";

/** successful / attempts in percent, one decimal; 0 before any attempt. */
export const accuracyOf = (successfulAttempts: number, attempts: number) =>
  attempts === 0 ? 0 : Math.round((successfulAttempts / attempts) * 1000) / 10;

/** Seconds counted for one practice attempt. */
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
