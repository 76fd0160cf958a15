import type { achievements } from "../../../shared/schema/achievements";

/**
 * The sample achievements. `requirement` is one of lessons_completed, daily_lessons,
 * perfect_score, streak_days, exercises_completed; `category` is lessons, exercises or streak.
 */
export const seedAchievements: (typeof achievements.$inferInsert)[] = [
  {
    name: "First Steps",
    description: "Complete your very first lesson and begin your English learning journey.",
    badgeIcon: "star",
    badgeColor: "bronze",
    requirement: "lessons_completed",
    requirementValue: 1,
    points: 50,
    category: "lessons",
  },
  {
    name: "Quick Learner",
    description: "Complete 5 lessons in a single day to show your dedication and momentum.",
    badgeIcon: "zap",
    badgeColor: "blue",
    requirement: "daily_lessons",
    requirementValue: 5,
    points: 200,
    category: "lessons",
  },
  {
    name: "Perfect Score",
    description: "Answer every question correctly in an exercise and earn a flawless 100%.",
    badgeIcon: "target",
    badgeColor: "gold",
    requirement: "perfect_score",
    requirementValue: 1,
    points: 150,
    category: "exercises",
  },
  {
    name: "Week Warrior",
    description: "Study every day for 7 days in a row and build a habit that sticks.",
    badgeIcon: "trophy",
    badgeColor: "red",
    requirement: "streak_days",
    requirementValue: 7,
    points: 300,
    category: "streak",
  },
  {
    name: "Exercise Master",
    description: "Complete 25 practice exercises to sharpen your grammar, vocabulary and listening.",
    badgeIcon: "award",
    badgeColor: "purple",
    requirement: "exercises_completed",
    requirementValue: 25,
    points: 250,
    category: "exercises",
  },
  {
    name: "Knowledge Seeker",
    description: "Complete 10 lessons and prove your commitment to mastering English.",
    badgeIcon: "book",
    badgeColor: "green",
    requirement: "lessons_completed",
    requirementValue: 10,
    points: 400,
    category: "lessons",
  },
];
