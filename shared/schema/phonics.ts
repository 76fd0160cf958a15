import { boolean, date, index, integer, pgTable, real, serial, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, timestamptz, updatedAt } from "./columns";

/**
 * A child a kids-plan parent practises with. Every phonics record belongs to one child, or to the
 * account itself (childId null) when it has no child profile. First name or nickname only: nothing else
 * that identifies a child is kept.
 */
export const phonicsChildren = pgTable(
  "phonics_children",
  {
    id: serial().primaryKey(),
    parentUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text().notNull(),
    age: integer().notNull(),
    avatar: text().notNull(),
    // The leaderboard shows a child (by its nickname, never the first name) only when the parent opted in.
    isOnLeaderboard: boolean().notNull().default(false),
    // Other families see this nickname from a fixed list, never the typed first name.
    leaderboardNickname: text(),
    /** An admin removed the child from the leaderboard: not shown again until an admin restores it. */
    leaderboardRemovedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (table) => [index("phonics_children_parent_index").on(table.parentUserId)],
);

const childColumn = () => integer().references(() => phonicsChildren.id, { onDelete: "cascade" });

export const phonicsProgress = pgTable(
  "phonics_progress",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    childId: childColumn(),
    sound: text().notNull(),
    accuracy: real().notNull().default(0),
    attempts: integer().notNull().default(0),
    successfulAttempts: integer().notNull().default(0),
    lastPracticed: timestamptz(),
    masteryLevel: text().notNull().default("beginner"),
    streakCount: integer().notNull().default(0),
    totalTimeSpent: integer().notNull().default(0),
    /** Different days (the parent's time zone) with at least one right answer: mastery needs more than one. */
    rightDays: integer().notNull().default(0),
    /** The last of those days, so a second right answer on the same day does not count it twice. */
    lastRightDay: date({ mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One row per learner and sound; the account itself (no child) is one learner too.
  (table) => [unique("phonics_progress_learner_sound_unique").on(table.userId, table.childId, table.sound).nullsNotDistinct()],
);

export const phonicsGames = pgTable(
  "phonics_games",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull(),
    difficulty: text().notNull(),
    gameType: text().notNull(),
    minLevel: integer().notNull().default(1),
    maxLevel: integer().notNull().default(10),
    basePoints: integer().notNull().default(50),
    timeLimit: integer(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("phonics_games_name_unique").on(table.name)],
);

export const phonicsGameSessions = pgTable(
  "phonics_game_sessions",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    childId: childColumn(),
    gameId: integer()
      .notNull()
      .references(() => phonicsGames.id, { onDelete: "cascade" }),
    score: integer().notNull().default(0),
    accuracy: real(),
    timeSpent: integer(),
    soundsPracticed: text().array().notNull().default([]),
    mistakes: integer().notNull().default(0),
    completedAt: timestamptz().notNull().defaultNow(),
    level: integer().notNull().default(1),
  },
  (table) => [
    index("phonics_game_sessions_user_id_index").on(table.userId, table.completedAt),
    index("phonics_game_sessions_game_id_index").on(table.gameId),
  ],
);

export const voiceRecognitionResults = pgTable(
  "voice_recognition_results",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    childId: childColumn(),
    targetSound: text().notNull(),
    recognizedText: text(),
    confidence: real(),
    isCorrect: boolean().notNull(),
    pronunciationScore: real(),
    feedback: text(),
    recordedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [index("voice_recognition_results_user_id_index").on(table.userId, table.recordedAt)],
);

export type PhonicsGame = typeof phonicsGames.$inferSelect;
export type PhonicsChild = typeof phonicsChildren.$inferSelect;
export type PhonicsProgressRow = typeof phonicsProgress.$inferSelect;
