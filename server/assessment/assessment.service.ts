import { desc, eq } from "drizzle-orm";
import type { FixedTestLevel, MyAssessment } from "../../shared/api/assessment";
import type { PlacementResult } from "../../shared/api/placement";
import { CEFR_BANDS, type CefrBand } from "../../shared/placement/bands";
import { assessments } from "../../shared/schema/assessment";
import { placementTests } from "../../shared/schema/placement";
import type { Database } from "../db/connection";

/** The names the fixed 7-question test gave its three levels (rows from before the adaptive test). */
const FIXED_TEST_LEVEL_NAMES: Record<FixedTestLevel, string> = { "A1-A2": "Beginner", "B1-B2": "Intermediate", "C1-C2": "Advanced" };

const isBand = (level: string): level is CefrBand => (CEFR_BANDS as readonly string[]).includes(level);

/**
 * GET /api/assessments/me: the latest result in the account's history. An adaptive placement answers its
 * full result (band, chances, skills, can-do); a row of the old fixed test only its level and name.
 */
export const getLatestAssessment = async ({ db, userId }: { db: Database; userId: number }): Promise<MyAssessment | null> => {
  const [row] = await db
    .select({ assessment: assessments, result: placementTests.result })
    .from(assessments)
    .leftJoin(placementTests, eq(placementTests.assessmentId, assessments.id))
    .where(eq(assessments.userId, userId))
    .orderBy(desc(assessments.completedAt), desc(assessments.id))
    .limit(1);
  // No test yet is a normal state of a new student: null, not an error status (the console stays clean).
  if (!row) return null;
  const { score, level, completedAt } = row.assessment;
  if (isBand(level) && row.result) {
    const result = row.result as PlacementResult;
    return { ...result, level, levelName: result.bandName, score, completedAt: completedAt.toISOString() };
  }
  const fixedLevel = level as FixedTestLevel;
  return { level: fixedLevel, levelName: FIXED_TEST_LEVEL_NAMES[fixedLevel] ?? level, score, completedAt: completedAt.toISOString() };
};
