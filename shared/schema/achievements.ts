import { boolean, index, integer, pgTable, real, serial, text, unique, uniqueIndex, date } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, timestamptz, updatedAt } from "./columns";

export const achievements = pgTable(
  "achievements",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull(),
    badgeIcon: text().notNull(),
    badgeColor: text().notNull(),
    requirement: text().notNull(),
    requirementValue: integer().notNull(),
    points: integer().notNull(),
    category: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("achievements_name_unique").on(table.name)],
);

export const userAchievements = pgTable(
  "user_achievements",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    achievementId: integer()
      .notNull()
      .references(() => achievements.id, { onDelete: "cascade" }),
    earnedAt: timestamptz(),
    progress: integer().notNull().default(0),
  },
  (table) => [
    unique("user_achievements_user_achievement_unique").on(table.userId, table.achievementId),
    index("user_achievements_achievement_id_index").on(table.achievementId),
  ],
);

// One row per user: the userId is the primary key.
export const userProgress = pgTable("user_progress", {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  totalPoints: integer().notNull().default(0),
  currentStreak: integer().notNull().default(0),
  longestStreak: integer().notNull().default(0),
  lessonsCompleted: integer().notNull().default(0),
  exercisesCompleted: integer().notNull().default(0),
  averageScore: real().notNull().default(0),
  level: integer().notNull().default(1),
  lastActivityDate: date({ mode: "string" }),
  updatedAt: updatedAt(),
});

export type Achievement = typeof achievements.$inferSelect;
export type UserProgress = typeof userProgress.$inferSelect;
