// Contracts of the phonics programme: child profiles, practice, voice results, games, the leaderboard.
import { z } from "zod";
import { isLeaderboardNickname } from "../phonics/leaderboard-nicknames";
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
export const CHILD_NAME_CHARACTERS = "Use letters, spaces, hyphens and apostrophes only: no digits, links, @ or phone numbers";
export const NICKNAME_REQUIRED = "Please choose a nickname for the leaderboard";
export const UNKNOWN_NICKNAME = "Please choose a nickname from the list";
export const NOTHING_TO_CHANGE = "Nothing to change";
export const NOT_A_JSON_OBJECT = "Please send the details as a JSON object";

// Letters of any alphabet (with their accents), spaces, hyphens and apostrophes, at least one letter:
// a name never needs a digit, a dot, a slash or an @, which is what links and contact details need.
const CHILD_NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '’-]+$/u;
// PostgreSQL text cannot hold a NUL (the insert would fail with a 500), and speech recognition never
// produces control characters.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const isPlainText = (text: string) => !CONTROL_CHARACTERS.test(text);

const childId = z.coerce
  .number({ error: CHILD_NOT_FOUND })
  .int(CHILD_NOT_FOUND)
  .positive(CHILD_NOT_FOUND)
  .max(2_147_483_647, CHILD_NOT_FOUND)
  .optional();
const sound = z.enum(PHONICS_SOUND_NAMES, { error: UNKNOWN_SOUND });
/** A whole number in a range, every failure with the same message. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const childFields = z.object(
  {
    firstName: z
      .string({ error: "Please enter your child's first name or nickname" })
      .trim()
      .min(1, "Please enter your child's first name or nickname")
      .max(30, "The name must be at most 30 characters")
      .regex(CHILD_NAME_PATTERN, CHILD_NAME_CHARACTERS),
    age: z.coerce
      .number({ error: "Age must be between 3 and 12" })
      .int("Age must be between 3 and 12")
      .min(3, "Age must be between 3 and 12")
      .max(12, "Age must be between 3 and 12"),
    avatar: z.enum(CHILD_AVATARS, { error: "Please choose an avatar" }),
    isOnLeaderboard: z.boolean({ error: "Leaderboard must be true or false" }).optional(),
    /** What other families see instead of the first name: one of LEADERBOARD_NICKNAMES. */
    leaderboardNickname: z.string({ error: UNKNOWN_NICKNAME }).refine(isLeaderboardNickname, UNKNOWN_NICKNAME).optional(),
  },
  { error: NOT_A_JSON_OBJECT },
);

export const childInputSchema = childFields.refine((child) => !child.isOnLeaderboard || child.leaderboardNickname !== undefined, {
  message: NICKNAME_REQUIRED,
  path: ["leaderboardNickname"],
});
export type ChildInput = z.input<typeof childInputSchema>;

// An empty change set would reach the database as an UPDATE without columns: answer it here instead.
export const updateChildSchema = childFields
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), { message: NOTHING_TO_CHANGE });
export type ChildChanges = z.input<typeof updateChildSchema>;

export const childQuerySchema = z.object({ childId });

/** POST /api/phonics/progress: one practice attempt at a sound (timeSpent in seconds, 5 per attempt). */
export const recordPracticeSchema = z.object(
  {
    sound,
    isCorrect: z.boolean({ error: "isCorrect must be true or false" }),
    timeSpent: wholeNumber(0, 3_600, "Time spent must be 0 to 3600 seconds").default(5),
    childId,
  },
  { error: NOT_A_JSON_OBJECT },
);

/** POST /api/phonics/voice-result: what speech recognition heard (text only: no audio is ever sent). */
export const voiceResultSchema = z.object(
  {
    targetSound: sound,
    recognizedText: z
      .string({ error: "Recognised text must be text" })
      .trim()
      .max(200, "Recognised text must be at most 200 characters")
      .refine(isPlainText, "Recognised text must be plain text"),
    confidence: z
      .number({ error: "Confidence must be between 0 and 1" })
      .min(0, "Confidence must be between 0 and 1")
      .max(1, "Confidence must be between 0 and 1"),
    isCorrect: z.boolean({ error: "isCorrect must be true or false" }),
    pronunciationScore: z
      .number({ error: "The pronunciation score must be between 0 and 100" })
      .min(0, "The pronunciation score must be between 0 and 100")
      .max(100, "The pronunciation score must be between 0 and 100"),
    feedback: z
      .string({ error: "Feedback must be text" })
      .trim()
      .max(500, "Feedback must be at most 500 characters")
      .refine(isPlainText, "Feedback must be plain text")
      .optional(),
    childId,
  },
  { error: NOT_A_JSON_OBJECT },
);

/** Stored as the feedback of a voice-practice try the parent judged (no recognised text). */
export const PARENT_JUDGED = "Judged by the parent";

/**
 * POST /api/phonics/voice-result/judged: a voice-practice try the parent listened to and marked ("Said it
 * right" or "Try again"), when the browser's recognition is missing, failed or was not agreed to.
 */
export const judgedVoiceResultSchema = z.object(
  { targetSound: sound, isCorrect: z.boolean({ error: "isCorrect must be true or false" }), childId },
  { error: NOT_A_JSON_OBJECT },
);

export const VOICE_CONSENT_REQUIRED = "A parent agrees to voice practice first (Progress Dashboard, Voice practice)";
export const VOICE_CONSENT_NOT_GIVEN = "Please tick the box to agree";

/** PUT /api/phonics/voice-consent: the parent agrees to the browser's speech recognition. */
export const voiceConsentSchema = z.object(
  { hasAgreed: z.literal(true, { error: VOICE_CONSENT_NOT_GIVEN }) },
  { error: NOT_A_JSON_OBJECT },
);

/** GET, PUT and DELETE /api/phonics/voice-consent: when the parent agreed, null when not (or withdrawn). */
export type VoiceConsent = { agreedAt: string | null };

/** GET /api/phonics/practice-time: the learner's practice time over the last 7 days (see docs/phonics.md). */
export type PracticeTime = { weeklySeconds: number };

/** POST /api/phonics/game-sessions: one finished game. */
export const gameSessionSchema = z.object(
  {
    gameType: z.enum(PHONICS_GAME_TYPES, { error: "Please choose one of the three games" }),
    // The server counts the points itself (shared/phonics/game-scoring.ts); this only bounds the claim.
    score: wholeNumber(0, 100_000, "Score must be a whole number from 0 to 100000"),
    accuracy: z
      .number({ error: "Accuracy must be between 0 and 100" })
      .min(0, "Accuracy must be between 0 and 100")
      .max(100, "Accuracy must be between 0 and 100"),
    timeSpent: wholeNumber(0, 86_400, "Time spent must be 0 to 86400 seconds"),
    soundsPracticed: z.array(sound, { error: "Sounds practised must be a list of sounds" }).max(50, "At most 50 sounds").default([]),
    mistakes: wholeNumber(0, 10_000, "Mistakes must be a whole number from 0 to 10000"),
    level: wholeNumber(1, 10, "Level must be 1 to 10").default(1),
    childId,
  },
  { error: NOT_A_JSON_OBJECT },
);

/** A child as the parent sees it: the first name, and the nickname the leaderboard shows instead. */
export type ChildView = {
  id: number;
  firstName: string;
  age: number;
  avatar: ChildAvatar;
  isOnLeaderboard: boolean;
  leaderboardNickname: string | null;
  /** An admin took the child off the leaderboard: it is not shown until an admin puts it back. */
  isRemovedFromLeaderboard: boolean;
};

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
  /** Different days with at least one right answer (the parent's time zone). */
  rightDays: number;
  streakCount: number;
  /** Seconds of this sound's attempts (5 each); not practice time, which is counted per learner. */
  totalTimeSpent: number;
  lastPracticed: string | null;
};

export type PhonicsGameSessionView = { id: number; gameType: PhonicsGameType; score: number; accuracy: number | null; completedAt: string };

/**
 * GET /api/phonics/leaderboard: children whose parents opted in, by their nickname (never the first name),
 * by counted game points in the last 30 days.
 */
export type LeaderboardEntry = { rank: number; nickname: string; avatar: ChildAvatar; points: number };

export const LEADERBOARD_ENTRY_NOT_FOUND = "This child is not on the leaderboard";

/**
 * GET /api/admin/phonics/leaderboard: the entries shown (ranked) and those an admin removed (rank null),
 * with the parent's username so an admin can follow up; the child's first name is not needed and not sent.
 */
export type AdminLeaderboardEntry = {
  childId: number;
  rank: number | null;
  nickname: string;
  avatar: ChildAvatar;
  parentUsername: string;
  points: number;
  removedAt: string | null;
};

/** POST /api/admin/phonics/leaderboard/:childId/remove and /restore: the child's state afterwards. */
export type LeaderboardRemoval = { childId: number; removedAt: string | null };

/** GET /api/phonics/family (kids-plan parents): each child at a glance. */
export type FamilyChildSummary = {
  childId: number;
  firstName: string;
  avatar: ChildAvatar;
  soundsMastered: number;
  weeklyPracticeSeconds: number;
  practiseNext: string[];
};
