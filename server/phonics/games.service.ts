import { and, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { ChildAvatar, LeaderboardEntry, PhonicsGameType } from "../../shared/api/phonics";
import { phonicsChildren, phonicsGameSessions, phonicsGames } from "../../shared/schema/phonics";
import type { DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";

const LEADERBOARD_DAYS = 30;
const LEADERBOARD_SIZE = 10;
const DAY_MS = 86_400_000;

export const GAME_NOT_AVAILABLE = "This game is not available";

/** POST /api/phonics/game-sessions: one finished game, stored for the learner. */
export const recordGameSession = async (
  db: DbExecutor,
  input: {
    learner: { userId: number; childId: number | null };
    gameType: PhonicsGameType;
    score: number;
    accuracy: number;
    timeSpent: number;
    soundsPracticed: string[];
    mistakes: number;
    level: number;
    now: Date;
  },
) => {
  const [game] = await db
    .select({ id: phonicsGames.id })
    .from(phonicsGames)
    .where(and(eq(phonicsGames.gameType, input.gameType), eq(phonicsGames.isActive, true)));
  if (!game) throw new AppError("not_found", GAME_NOT_AVAILABLE);
  const [session] = await db
    .insert(phonicsGameSessions)
    .values({
      userId: input.learner.userId,
      childId: input.learner.childId,
      gameId: game.id,
      score: input.score,
      accuracy: input.accuracy,
      timeSpent: input.timeSpent,
      soundsPracticed: input.soundsPracticed,
      mistakes: input.mistakes,
      level: input.level,
      completedAt: input.now,
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

/**
 * GET /api/phonics/leaderboard: the children whose parents opted in, by game points over the last 30
 * days, first name and avatar only (never the account, the age or the surname). Empty without opt-ins.
 */
export const getLeaderboard = async (db: DbExecutor, now: Date): Promise<LeaderboardEntry[]> => {
  const points = sql<number>`sum(${phonicsGameSessions.score})::int`;
  const rows = await db
    .select({ firstName: phonicsChildren.firstName, avatar: phonicsChildren.avatar, points })
    .from(phonicsGameSessions)
    .innerJoin(phonicsChildren, eq(phonicsChildren.id, phonicsGameSessions.childId))
    .where(
      and(
        isNotNull(phonicsGameSessions.childId),
        eq(phonicsChildren.isOnLeaderboard, true),
        gte(phonicsGameSessions.completedAt, new Date(now.getTime() - LEADERBOARD_DAYS * DAY_MS)),
      ),
    )
    .groupBy(phonicsChildren.id, phonicsChildren.firstName, phonicsChildren.avatar)
    .orderBy(desc(points), phonicsChildren.firstName)
    .limit(LEADERBOARD_SIZE);
  return rows.map((row, index) => ({ rank: index + 1, firstName: row.firstName, avatar: row.avatar as ChildAvatar, points: row.points }));
};
