import { and, desc, eq, isNull } from "drizzle-orm";
import type { PhonicsGameType } from "../../shared/api/phonics";
import { countedScore } from "../../shared/phonics/game-scoring";
import { phonicsGameSessions, phonicsGames } from "../../shared/schema/phonics";
import type { DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";

export const GAME_NOT_AVAILABLE = "This game is not available";

type Learner = { userId: number; childId: number | null };

/**
 * The seconds a new game can really have taken: the time the browser reports, but never more than has
 * passed since the learner's previous game ended, so claimed time cannot be spent twice.
 */
const secondsPlayable = async ({ db, learner, claimed, now }: { db: DbExecutor; learner: Learner; claimed: number; now: Date }) => {
  const [previous] = await db
    .select({ completedAt: phonicsGameSessions.completedAt })
    .from(phonicsGameSessions)
    .where(
      and(
        eq(phonicsGameSessions.userId, learner.userId),
        learner.childId === null ? isNull(phonicsGameSessions.childId) : eq(phonicsGameSessions.childId, learner.childId),
      ),
    )
    .orderBy(desc(phonicsGameSessions.completedAt))
    .limit(1);
  if (!previous) return claimed;
  return Math.min(claimed, Math.floor((now.getTime() - previous.completedAt.getTime()) / 1000));
};

/**
 * POST /api/phonics/game-sessions: one finished game, stored for the learner with the points it counts
 * for (see shared/phonics/game-scoring.ts), never the score the browser claims. The time is kept as
 * reported: it is the family's own practice time.
 */
export const recordGameSession = async ({
  db,
  learner,
  input,
  now,
}: {
  db: DbExecutor;
  learner: Learner;
  input: {
    gameType: PhonicsGameType;
    score: number;
    accuracy: number;
    timeSpent: number;
    soundsPracticed: string[];
    mistakes: number;
    level: number;
  };
  now: Date;
}) => {
  const [game] = await db
    .select({ id: phonicsGames.id })
    .from(phonicsGames)
    .where(and(eq(phonicsGames.gameType, input.gameType), eq(phonicsGames.isActive, true)));
  if (!game) throw new AppError("not_found", GAME_NOT_AVAILABLE);
  const secondsPlayed = await secondsPlayable({ db, learner, claimed: input.timeSpent, now });
  const [session] = await db
    .insert(phonicsGameSessions)
    .values({
      userId: learner.userId,
      childId: learner.childId,
      gameId: game.id,
      score: countedScore({ gameType: input.gameType, score: input.score, secondsPlayed }),
      accuracy: input.accuracy,
      timeSpent: input.timeSpent,
      soundsPracticed: input.soundsPracticed,
      mistakes: input.mistakes,
      level: input.level,
      completedAt: now,
    })
    .returning();
  return {
    id: session!.id,
    gameType: input.gameType,
    score: session!.score,
    accuracy: session!.accuracy,
    completedAt: session!.completedAt.toISOString(),
  };
};
