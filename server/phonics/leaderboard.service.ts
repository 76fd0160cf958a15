import { and, asc, desc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { AdminLeaderboardEntry, ChildAvatar, LeaderboardEntry } from "../../shared/api/phonics";
import { COUNTED_GAMES_PER_DAY, PHONICS_GAME_RULES } from "../../shared/phonics/game-scoring";
import { users } from "../../shared/schema/auth";
import { phonicsChildren, phonicsGameSessions, phonicsGames } from "../../shared/schema/phonics";
import type { DbExecutor } from "../db/connection";

const LEADERBOARD_DAYS = 30;
const LEADERBOARD_SIZE = 10;
const ADMIN_LIST_SIZE = 200;
const DAY_MS = 86_400_000;

/**
 * A stored session's points, capped again by the game's rules: sessions stored before the server
 * counted points hold whatever the browser sent, and must not reach the leaderboard either. The numbers
 * are the rules' own constants, never request data.
 */
const cappedPoints = (): SQL<number> => {
  const { score, timeSpent } = phonicsGameSessions;
  const number = (value: number) => sql.raw(String(value));
  const cases = Object.entries(PHONICS_GAME_RULES).map(([gameType, rule]) => {
    const roundsInTime = sql`least(${number(rule.rounds)}, coalesce(${timeSpent}, 0) / ${number(rule.minSecondsPerRound)})`;
    return sql`when ${gameType} then least(${score}, ${number(rule.rounds * rule.pointsPerRound)}, ${roundsInTime} * ${number(rule.pointsPerRound)})`;
  });
  return sql<number>`greatest(0, case ${phonicsGames.gameType} ${sql.join(cases, sql` `)} else 0 end)`;
};

// Johannesburg is UTC+2 all year: its calendar day is the UTC date two hours later.
const johannesburgDay = sql`(${phonicsGameSessions.completedAt} at time zone 'UTC' + interval '2 hours')::date`;

/**
 * Opted-in children with a nickname and their points over the last 30 days: each session capped by its
 * game's rules, and only the first COUNTED_GAMES_PER_DAY sessions of a Johannesburg day counted. Later
 * sessions stay stored (they are the child's practice) but add nothing.
 */
const leaderboardRows = ({ db, now, isRemoved }: { db: DbExecutor; now: Date; isRemoved: boolean }) => {
  const counted = db
    .select({
      childId: phonicsGameSessions.childId,
      points: cappedPoints().as("points"),
      nthOfDay:
        sql<number>`row_number() over (partition by ${phonicsGameSessions.childId}, ${johannesburgDay} order by ${phonicsGameSessions.completedAt}, ${phonicsGameSessions.id})`.as(
          "nth_of_day",
        ),
    })
    .from(phonicsGameSessions)
    .innerJoin(phonicsGames, eq(phonicsGames.id, phonicsGameSessions.gameId))
    .innerJoin(phonicsChildren, and(eq(phonicsChildren.id, phonicsGameSessions.childId), eq(phonicsChildren.isOnLeaderboard, true)))
    .where(gte(phonicsGameSessions.completedAt, new Date(now.getTime() - LEADERBOARD_DAYS * DAY_MS)))
    .as("counted_sessions");
  const points = sql<number>`coalesce(sum(${counted.points}), 0)::int`;
  return (
    db
      .select({
        childId: phonicsChildren.id,
        nickname: phonicsChildren.leaderboardNickname,
        avatar: phonicsChildren.avatar,
        parentUsername: users.username,
        removedAt: phonicsChildren.leaderboardRemovedAt,
        points,
      })
      .from(phonicsChildren)
      .innerJoin(users, eq(users.id, phonicsChildren.parentUserId))
      .leftJoin(counted, and(eq(counted.childId, phonicsChildren.id), lte(counted.nthOfDay, COUNTED_GAMES_PER_DAY)))
      .where(
        and(
          eq(phonicsChildren.isOnLeaderboard, true),
          // Children opted in before nicknames existed stay off until their parent picks one.
          isNotNull(phonicsChildren.leaderboardNickname),
          isRemoved ? isNotNull(phonicsChildren.leaderboardRemovedAt) : isNull(phonicsChildren.leaderboardRemovedAt),
        ),
      )
      .groupBy(phonicsChildren.id, users.id)
      // A child is on the board once it has played in the window; a removed one is listed for admins regardless.
      .having(isRemoved ? undefined : sql`count(${counted.childId}) > 0`)
      .orderBy(isRemoved ? desc(phonicsChildren.leaderboardRemovedAt) : desc(points), asc(phonicsChildren.id))
  );
};

/**
 * GET /api/phonics/leaderboard: the top ten opted-in children by counted points, by nickname and avatar
 * only (never the first name, the account or the age). Empty without opt-ins.
 */
export const getLeaderboard = async ({ db, now }: { db: DbExecutor; now: Date }): Promise<LeaderboardEntry[]> => {
  const rows = await leaderboardRows({ db, now, isRemoved: false }).limit(LEADERBOARD_SIZE);
  return rows.map((row, index) => ({ rank: index + 1, nickname: row.nickname!, avatar: row.avatar as ChildAvatar, points: row.points }));
};

/** GET /api/admin/phonics/leaderboard: every entry shown, by rank, then those an admin removed. */
export const listLeaderboardForAdmin = async ({ db, now }: { db: DbExecutor; now: Date }): Promise<AdminLeaderboardEntry[]> => {
  const [shown, removed] = await Promise.all([
    leaderboardRows({ db, now, isRemoved: false }).limit(ADMIN_LIST_SIZE),
    leaderboardRows({ db, now, isRemoved: true }).limit(ADMIN_LIST_SIZE),
  ]);
  const toEntry = (row: (typeof shown)[number], rank: number | null): AdminLeaderboardEntry => ({
    childId: row.childId,
    rank,
    nickname: row.nickname!,
    avatar: row.avatar as ChildAvatar,
    parentUsername: row.parentUsername,
    points: row.points,
    removedAt: row.removedAt?.toISOString() ?? null,
  });
  return [...shown.map((row, index) => toEntry(row, index + 1)), ...removed.map((row) => toEntry(row, null))];
};
