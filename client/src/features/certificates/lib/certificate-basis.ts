// What a certificate certifies beyond the course's name: its guided learning hours and how the grade was
// reached. Certificates issued before the curriculum's tests have neither; a completion record (a course
// without a final assessment, decision 0069) states no grade and says so.

export type CertificateBasis = {
  /** Null on a completion record. */
  grade: string | null;
  guidedHours?: number | null;
  finalScore?: number | null;
  moduleTestsScore?: number | null;
};

export const GRADE_RULE = "Grade from the final assessment (60 %) and the module tests (40 %)";
export const COMPLETION_RECORD =
  "This course has no final assessment: this certificate records that the course was completed, and states no grade.";

/** "42 guided learning hours", or null when the certificate does not state them. */
export function describeGuidedHours({ guidedHours }: CertificateBasis) {
  if (typeof guidedHours !== "number" || guidedHours <= 0) return null;
  return `${guidedHours} guided learning ${guidedHours === 1 ? "hour" : "hours"}`;
}

/** The grade rule with the scores it was applied to, what a completion record is, or null for a grade that came from the exercises. */
export function describeGradeBasis({ grade, finalScore, moduleTestsScore }: CertificateBasis) {
  if (grade === null) return COMPLETION_RECORD;
  if (typeof finalScore !== "number") return null;
  return `${GRADE_RULE}: final assessment ${finalScore} %, module tests ${moduleTestsScore ?? 0} %.`;
}
