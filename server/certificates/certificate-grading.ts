import { and, eq } from "drizzle-orm";
import { CERTIFICATE_GRADES, gradeForAverage, type CertificateGrade } from "../../shared/api/certificates";
import {
  certificateScore,
  FINAL_WEIGHT_PERCENT,
  MODULE_TESTS_WEIGHT_PERCENT,
  type CertificateGrading,
  type IssuedCertificate,
} from "../../shared/api/course-tests";
import { certificates } from "../../shared/schema/certificates";
import type { DbExecutor } from "../db/connection";
import type { CourseStanding } from "../course-tests/course-standing";

/** A graded certificate's score and grade for a final score and the module tests' bests. */
const gradeFinal = (finalBest: number, moduleBests: readonly number[]) => {
  const score = certificateScore(finalBest, moduleBests);
  return { score, grade: gradeForAverage(score) };
};

/**
 * What the certificate of a course states for this standing (decision 0069): a course with a final
 * assessment is graded by certificateScore once the final has a score (null before); a course without one
 * gives a completion record with no grade. The certificate is issued with it and the student's panel shows
 * it, so the two cannot differ.
 */
export const gradeStanding = (standing: Pick<CourseStanding, "hasFinal" | "finalBest" | "moduleBests">) => {
  if (!standing.hasFinal) return { kind: "completion" as const, score: null, grade: null };
  if (standing.finalBest === null) return null;
  return { kind: "graded" as const, ...gradeFinal(standing.finalBest, standing.moduleBests) };
};

const GRADE_RANK: Record<CertificateGrade, number> = { Pass: 0, Merit: 1, Distinction: 2 };

/** For each grade, the least final score (from the pass mark) that gives it with these module tests; null when none does. */
const finalScoresNeeded = (standing: Pick<CourseStanding, "moduleBests">, passPercent: number) =>
  [...CERTIFICATE_GRADES].reverse().map((grade) => {
    for (let finalScore = passPercent; finalScore <= 100; finalScore++) {
      const reached = gradeFinal(finalScore, standing.moduleBests).grade;
      if (GRADE_RANK[reached] >= GRADE_RANK[grade]) return { grade, finalScore };
    }
    return { grade, finalScore: null };
  });

/** The student's certificate of the course if one stands (a revoked one does not). */
export const findIssuedCertificate = async (
  db: DbExecutor,
  { userId, courseId }: { userId: number; courseId: number },
): Promise<IssuedCertificate | null> => {
  const [row] = await db
    .select({ certificateNumber: certificates.certificateNumber, kind: certificates.kind, grade: certificates.grade })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId), eq(certificates.isValid, true)));
  return row ? { ...row, grade: row.grade as CertificateGrade | null } : null;
};

/** The certificate's rule as the student stands: each part's weight, the grade so far, what the final needs. */
export const describeGrading = (standing: CourseStanding, issued: IssuedCertificate | null): CertificateGrading => {
  if (!standing.hasFinal) return { kind: "completion", issued };
  const passPercent = standing.finalPassPercent ?? 0;
  const moduleCount = standing.moduleTests.length;
  const now = gradeStanding(standing);
  return {
    kind: "graded",
    finalWeight: moduleCount ? FINAL_WEIGHT_PERCENT : 100,
    finalPassPercent: passPercent,
    finalBest: standing.finalBest,
    moduleTests: standing.moduleTests.map((test) => ({
      testId: test.testId,
      module: test.module,
      title: test.title,
      weight: MODULE_TESTS_WEIGHT_PERCENT / moduleCount,
      bestScore: test.best,
    })),
    // Rounded as the certificate prints it.
    moduleTestsAverage: moduleCount ? Math.round(standing.moduleBests.reduce((sum, best) => sum + best, 0) / moduleCount) : null,
    soFar: standing.finalPassed && now?.kind === "graded" ? { score: now.score, grade: now.grade } : null,
    finalNeeds: standing.finalPassed ? [] : finalScoresNeeded(standing, passPercent),
    issued,
  };
};
