import type { ExerciseResultResponse } from "@shared/api/learning";

export type Celebration = { title: string; description: string };

const listNames = (names: string[]) => (names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

/**
 * What a result is worth a toast for, the biggest news first (one toast shows at a time): a certificate,
 * then new achievements, then the lesson completed by this very result; null for an ordinary attempt.
 */
export function resultCelebration(
  result: ExerciseResultResponse,
  { lessonJustCompleted }: { lessonJustCompleted: boolean },
): Celebration | null {
  if (result.certificate) {
    return {
      title: "Certificate earned!",
      description: `You completed ${result.certificate.courseName} with ${result.certificate.grade}. Download it from My Certificates.`,
    };
  }
  if (result.newAchievements.length > 0) {
    const points = result.newAchievements.reduce((sum, achievement) => sum + achievement.points, 0);
    const names = listNames(result.newAchievements.map((achievement) => achievement.name));
    return {
      title: result.newAchievements.length === 1 ? "Achievement unlocked!" : `${result.newAchievements.length} achievements unlocked!`,
      description: `${names}: +${points} points.${lessonJustCompleted ? ` Lesson complete, course progress ${result.courseProgress}%.` : ""}`,
    };
  }
  if (lessonJustCompleted) return { title: "Lesson complete!", description: `Well done. Course progress: ${result.courseProgress}%.` };
  return null;
}
