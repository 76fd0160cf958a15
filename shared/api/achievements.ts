// Contracts of achievements: the public catalogue, a student's own record, and the milestone badges.

export const ACHIEVEMENT_ICONS = ["trophy", "star", "award", "target", "zap", "book", "check"] as const;
export const ACHIEVEMENT_COLORS = ["gold", "silver", "bronze", "blue", "green", "purple", "red"] as const;
export const ACHIEVEMENT_REQUIREMENTS = [
  "lessons_completed",
  "daily_lessons",
  "perfect_score",
  "streak_days",
  "exercises_completed",
] as const;
export const ACHIEVEMENT_CATEGORIES = ["lessons", "exercises", "streak"] as const;

export type AchievementIcon = (typeof ACHIEVEMENT_ICONS)[number];
export type AchievementColor = (typeof ACHIEVEMENT_COLORS)[number];
export type AchievementRequirement = (typeof ACHIEVEMENT_REQUIREMENTS)[number];
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

/** One achievement as the catalogue shows it (GET /api/achievements: the active ones, in catalogue order). */
export type AchievementSummary = {
  id: number;
  name: string;
  description: string;
  badgeIcon: AchievementIcon;
  badgeColor: AchievementColor;
  points: number;
  category: AchievementCategory;
  requirement: AchievementRequirement;
  requirementValue: number;
};
export type AchievementsCatalogue = { achievements: AchievementSummary[] };

/** A student's figures: the same numbers the awards are decided on. averageScore: percent, 0-100, rounded. */
export type AchievementProgress = {
  totalPoints: number;
  level: number;
  currentStreak: number;
  longestStreak: number;
  lessonsCompleted: number;
  exercisesCompleted: number;
  averageScore: number;
};

/** progress: 0-100 towards the requirement (100 once earned). */
export type MyAchievement = AchievementSummary & { earnedAt: string | null; progress: number };

/** GET /api/me/achievements (signed in). */
export type MyAchievementsResponse = { progress: AchievementProgress; achievements: MyAchievement[] };

/** Points make levels of 1,000: level = floor(points / 1000) + 1; the bar shows points mod 1000 of 1000. */
export const POINTS_PER_LEVEL = 1000;
export const levelProgress = (totalPoints: number) => totalPoints % POINTS_PER_LEVEL;

/** The milestone badges, decided from the figures alone (nothing stored). */
export const MILESTONES = [
  {
    id: "streak-7",
    name: "On a Roll",
    description: "A current streak of 7 days or more",
    reached: (p: AchievementProgress) => p.currentStreak >= 7,
  },
  {
    id: "lessons-10",
    name: "Dedicated Learner",
    description: "10 lessons completed",
    reached: (p: AchievementProgress) => p.lessonsCompleted >= 10,
  },
  {
    id: "average-80",
    name: "High Achiever",
    description: "An average score of 80 % or more",
    reached: (p: AchievementProgress) => p.averageScore >= 80,
  },
  {
    id: "points-5000",
    name: "Point Collector",
    description: "5,000 points earned",
    reached: (p: AchievementProgress) => p.totalPoints >= 5000,
  },
  {
    id: "longest-30",
    name: "Marathon",
    description: "A streak of 30 days at some time",
    reached: (p: AchievementProgress) => p.longestStreak >= 30,
  },
] as const;
