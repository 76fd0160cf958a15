// Contracts of the phonics programme: child profiles, practice, voice results, games, the leaderboard.
import { z } from "zod";
import { type MasteryLevel } from "../phonics/mastery";
import { PHONICS_SOUND_NAMES } from "../phonics/sounds";

export const CHILD_AVATARS = ["lion", "owl", "panda", "fox", "rabbit", "dolphin", "unicorn", "robot"] as const;
export type ChildAvatar = (typeof CHILD_AVATARS)[number];
export const PHONICS_GAME_TYPES = ["sound_matching", "word_builder", "rhyming"] as const;
export type PhonicsGameType = (typeof PHONICS_GAME_TYPES)[number];

export const CHILD_NOT_FOUND = "Child profile not found";
export const PHONICS_PLAN_REQUIRED = "A kids plan or the free trial unlocks every sound and the progress dashboard";
export const CHILD_LIMIT_REACHED = "Your plan has room for no more child profiles";
export const UNKNOWN_SOUND = "Please choose one of the programme's sounds";

const childId = z.coerce
  .number({ error: CHILD_NOT_FOUND })
  .int(CHILD_NOT_FOUND)
  .positive(CHILD_NOT_FOUND)
  .max(2_147_483_647, CHILD_NOT_FOUND)
  .optional();
const sound = z.enum(PHONICS_SOUND_NAMES, { error: UNKNOWN_SOUND });

export const childInputSchema = z.object({
  firstName: z
    .string({ error: "Please enter your child's first name or nickname" })
    .trim()
    .min(1, "Please enter your child's first name or nickname")
    .max(30, "The name must be at most 30 characters"),
  age: z.coerce
    .number({ error: "Age must be between 3 and 12" })
    .int("Age must be between 3 and 12")
    .min(3, "Age must be between 3 and 12")
    .max(12, "Age must be between 3 and 12"),
  avatar: z.enum(CHILD_AVATARS, { error: "Please choose an avatar" }),
  isOnLeaderboard: z.boolean({ error: "Leaderboard must be true or false" }).optional(),
});
export type ChildInput = z.input<typeof childInputSchema>;
export const updateChildSchema = childInputSchema.partial();

export const childQuerySchema = z.object({ childId });

/** POST /api/phonics/progress: one practice attempt at a sound (timeSpent in seconds, 5 per attempt). */
export const recordPracticeSchema = z.object({
  sound,
  isCorrect: z.boolean({ error: "isCorrect must be true or false" }),
  timeSpent: z.number({ error: "Time spent must be a number of seconds" }).int().min(0).max(3_600).default(5),
  childId,
});

/** POST /api/phonics/voice-result: what speech recognition heard (text only: no audio is ever sent). */
export const voiceResultSchema = z.object({
  targetSound: sound,
  recognizedText: z.string({ error: "Recognised text must be text" }).trim().max(200, "Recognised text must be at most 200 characters"),
  confidence: z
    .number({ error: "Confidence must be between 0 and 1" })
    .min(0, "Confidence must be between 0 and 1")
    .max(1, "Confidence must be between 0 and 1"),
  isCorrect: z.boolean({ error: "isCorrect must be true or false" }),
  pronunciationScore: z
    .number({ error: "The pronunciation score must be between 0 and 100" })
    .min(0, "The pronunciation score must be between 0 and 100")
    .max(100, "The pronunciation score must be between 0 and 100"),
  feedback: z.string().trim().max(500, "Feedback must be at most 500 characters").optional(),
  childId,
});

/** POST /api/phonics/game-sessions: one finished game. */
export const gameSessionSchema = z.object({
  gameType: z.enum(PHONICS_GAME_TYPES, { error: "Please choose one of the three games" }),
  score: z.number({ error: "Score must be a whole number from 0" }).int().min(0).max(100_000),
  accuracy: z
    .number({ error: "Accuracy must be between 0 and 100" })
    .min(0, "Accuracy must be between 0 and 100")
    .max(100, "Accuracy must be between 0 and 100"),
  timeSpent: z.number({ error: "Time spent must be a number of seconds" }).int().min(0).max(86_400),
  soundsPracticed: z.array(sound).max(50, "At most 50 sounds").default([]),
  mistakes: z.number({ error: "Mistakes must be a whole number from 0" }).int().min(0).max(10_000),
  level: z
    .number({ error: "Level must be 1 to 10" })
    .int("Level must be 1 to 10")
    .min(1, "Level must be 1 to 10")
    .max(10, "Level must be 1 to 10")
    .default(1),
  childId,
});

export type ChildView = { id: number; firstName: string; age: number; avatar: ChildAvatar; isOnLeaderboard: boolean };

/** GET /api/phonics/children: the account's children, its plan's room for them, and whether every group is open. */
export type PhonicsAccountResponse = { hasFullAccess: boolean; planName: string | null; maxChildren: number; children: ChildView[] };

/** One sound's progress (GET /api/phonics/progress answers a list of these; accuracy in percent). */
export type PhonicsProgressItem = {
  id: number;
  sound: string;
  attempts: number;
  successfulAttempts: number;
  accuracy: number;
  masteryLevel: MasteryLevel;
  streakCount: number;
  totalTimeSpent: number;
  lastPracticed: string | null;
};

export type PhonicsGameSessionView = { id: number; gameType: PhonicsGameType; score: number; accuracy: number | null; completedAt: string };

/** GET /api/phonics/leaderboard: children whose parents opted in, first name only, by game points in the last 30 days. */
export type LeaderboardEntry = { rank: number; firstName: string; avatar: ChildAvatar; points: number };

/** GET /api/phonics/family (kids-plan parents): each child at a glance. */
export type FamilyChildSummary = {
  childId: number;
  firstName: string;
  avatar: ChildAvatar;
  soundsMastered: number;
  weeklyPracticeSeconds: number;
  practiseNext: string[];
};
