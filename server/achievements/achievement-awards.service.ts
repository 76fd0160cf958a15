import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { AchievementSummary } from "../../shared/api/achievements";
import { achievements, userAchievements, type Achievement } from "../../shared/schema/achievements";
import type { DbExecutor } from "../db/connection";
import { measureAchievementFigures, progressTowards } from "./achievement-figures";

export const toAchievementSummary = (row: Achievement): AchievementSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  badgeIcon: row.badgeIcon as AchievementSummary["badgeIcon"],
  badgeColor: row.badgeColor as AchievementSummary["badgeColor"],
  points: row.points,
  category: row.category as AchievementSummary["category"],
  requirement: row.requirement as AchievementSummary["requirement"],
  requirementValue: row.requirementValue,
});

/** The active achievements in catalogue order. */
export const listActiveAchievements = (db: DbExecutor) =>
  db.select().from(achievements).where(eq(achievements.isActive, true)).orderBy(asc(achievements.id));

/**
 * Awards every active achievement the student's figures now meet and has not earned yet. Call it in the
 * transaction of the exercise result, after the progress row is locked and brought up to date: the lock
 * makes two results sent at once take turns, and the unique (user, achievement) row with a conditional
 * update makes each award, and so its points, happen once. A perfect-score achievement is awarded only
 * with a result that is itself perfect (`isPerfectResult`): its message must never stand over a wrong
 * answer, even when earlier perfect results already meet it (it was inactive then, or its count was raised
 * since). Returns the new awards and their points.
 */
export const awardAchievements = async (
  tx: DbExecutor,
  { user, now, isPerfectResult }: { user: { id: number; timeZone: string }; now: Date; isPerfectResult: boolean },
) => {
  const [active, earned] = await Promise.all([
    listActiveAchievements(tx),
    tx
      .select({ achievementId: userAchievements.achievementId })
      .from(userAchievements)
      .where(and(eq(userAchievements.userId, user.id), isNotNull(userAchievements.earnedAt))),
  ]);
  const alreadyEarned = new Set(earned.map((row) => row.achievementId));
  const candidates = active.filter((achievement) => !alreadyEarned.has(achievement.id));
  if (candidates.length === 0) return { newAchievements: [], points: 0 };

  const figures = await measureAchievementFigures(tx, user);
  const newAchievements: AchievementSummary[] = [];
  for (const achievement of candidates) {
    const figure = figures[achievement.requirement as keyof typeof figures] ?? 0;
    const progress = progressTowards(figure, achievement.requirementValue);
    const isMet = figure >= achievement.requirementValue && (achievement.requirement !== "perfect_score" || isPerfectResult);
    const [row] = await tx
      .insert(userAchievements)
      .values({ userId: user.id, achievementId: achievement.id, progress, earnedAt: isMet ? now : null })
      .onConflictDoUpdate({
        target: [userAchievements.userId, userAchievements.achievementId],
        set: { progress, earnedAt: isMet ? now : null },
        // Never touches an award already made: its date and its points stay as they were.
        setWhere: isNull(userAchievements.earnedAt),
      })
      .returning({ earnedAt: userAchievements.earnedAt });
    if (isMet && row) newAchievements.push(toAchievementSummary(achievement));
  }
  return { newAchievements, points: newAchievements.reduce((sum, achievement) => sum + achievement.points, 0) };
};
