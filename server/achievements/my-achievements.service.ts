import { eq } from "drizzle-orm";
import type { AchievementsCatalogue, MyAchievementsResponse } from "../../shared/api/achievements";
import { userAchievements, userProgress } from "../../shared/schema/achievements";
import type { User } from "../../shared/schema/auth";
import type { DbExecutor } from "../db/connection";
import { listActiveAchievements, toAchievementSummary } from "./achievement-awards.service";
import { measureAchievementFigures, progressTowards } from "./achievement-figures";

/** GET /api/achievements: the active catalogue, for everyone. */
export const getAchievementsCatalogue = async (db: DbExecutor): Promise<AchievementsCatalogue> => ({
  achievements: (await listActiveAchievements(db)).map(toAchievementSummary),
});

/** GET /api/me/achievements: the student's figures and every active achievement, earned or how far along. */
export const getMyAchievements = async (db: DbExecutor, user: User): Promise<MyAchievementsResponse> => {
  const [[progress], active, earned, figures] = await Promise.all([
    db.select().from(userProgress).where(eq(userProgress.userId, user.id)),
    listActiveAchievements(db),
    db.select().from(userAchievements).where(eq(userAchievements.userId, user.id)),
    measureAchievementFigures(db, user),
  ]);
  const earnedAt = new Map(earned.filter((row) => row.earnedAt).map((row) => [row.achievementId, row.earnedAt!]));
  return {
    progress: {
      totalPoints: progress?.totalPoints ?? 0,
      level: progress?.level ?? 1,
      currentStreak: progress?.currentStreak ?? 0,
      longestStreak: progress?.longestStreak ?? 0,
      lessonsCompleted: progress?.lessonsCompleted ?? 0,
      exercisesCompleted: progress?.exercisesCompleted ?? 0,
      averageScore: Math.round(progress?.averageScore ?? 0),
    },
    achievements: active.map((achievement) => {
      const at = earnedAt.get(achievement.id);
      const figure = figures[achievement.requirement as keyof typeof figures] ?? 0;
      return {
        ...toAchievementSummary(achievement),
        earnedAt: at?.toISOString() ?? null,
        progress: at ? 100 : progressTowards(figure, achievement.requirementValue),
      };
    }),
  };
};
