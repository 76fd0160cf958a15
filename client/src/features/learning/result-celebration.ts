import type { ExerciseResultResponse } from "@shared/api/learning";

export type Celebration = { title: string; description: string };

const listNames = (names: string[]) => (names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

/**
 * What a result is worth a toast for: new achievements. A finished lesson and a finished course have
 * their own moments on the page (LessonCompletePanel, CourseCompleteDialog), not a corner toast.
 */
export function resultCelebration(result: ExerciseResultResponse): Celebration | null {
  if (result.newAchievements.length === 0) return null;
  const points = result.newAchievements.reduce((sum, achievement) => sum + achievement.points, 0);
  const names = listNames(result.newAchievements.map((achievement) => achievement.name));
  return {
    title: result.newAchievements.length === 1 ? "Achievement unlocked!" : `${result.newAchievements.length} achievements unlocked!`,
    description: `${names}: +${points} points.`,
  };
}
