import type { AchievementProgress, AchievementSummary, MyAchievementsResponse } from "@shared/api/achievements";

/** The preview visitors see (the old app's fixed figures): an example, never anyone's record. */
export const SAMPLE_PROGRESS: AchievementProgress = {
  totalPoints: 1750,
  level: 2,
  currentStreak: 12,
  longestStreak: 15,
  lessonsCompleted: 8,
  exercisesCompleted: 22,
  averageScore: 87,
};

/** The 1st, 3rd and 4th achievements of the catalogue are shown as earned. */
const SAMPLE_EARNED_POSITIONS = new Set([0, 2, 3]);
const SAMPLE_EARNED_AT = "2026-01-15T10:00:00.000Z";

const sampleFigure = (requirement: AchievementSummary["requirement"]) =>
  ({
    lessons_completed: SAMPLE_PROGRESS.lessonsCompleted,
    daily_lessons: 3,
    perfect_score: 1,
    streak_days: SAMPLE_PROGRESS.longestStreak,
    exercises_completed: SAMPLE_PROGRESS.exercisesCompleted,
  })[requirement];

/** The catalogue dressed as a sample record: the sample figures against each requirement. */
export const sampleRecord = (catalogue: AchievementSummary[]): MyAchievementsResponse => ({
  progress: SAMPLE_PROGRESS,
  achievements: catalogue.map((achievement, position) => {
    const isEarned = SAMPLE_EARNED_POSITIONS.has(position);
    const progress = Math.min(100, Math.floor((sampleFigure(achievement.requirement) / Math.max(1, achievement.requirementValue)) * 100));
    return { ...achievement, earnedAt: isEarned ? SAMPLE_EARNED_AT : null, progress: isEarned ? 100 : Math.min(progress, 99) };
  }),
});
