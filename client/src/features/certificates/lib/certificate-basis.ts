// What a certificate certifies beyond the course's name: its guided learning hours and how the grade was
// reached. Certificates issued before the curriculum's tests (or for a course without a final) have neither.

export type CertificateBasis = {
  guidedHours?: number | null;
  finalScore?: number | null;
  moduleTestsScore?: number | null;
};

export const GRADE_RULE = "Grade from the final assessment (60 %) and the module tests (40 %)";

/** "42 guided learning hours", or null when the certificate does not state them. */
export function describeGuidedHours({ guidedHours }: CertificateBasis) {
  if (typeof guidedHours !== "number" || guidedHours <= 0) return null;
  return `${guidedHours} guided learning ${guidedHours === 1 ? "hour" : "hours"}`;
}

/** The grade rule with the scores it was applied to, or null for a grade that came from the exercises. */
export function describeGradeBasis({ finalScore, moduleTestsScore }: CertificateBasis) {
  if (typeof finalScore !== "number") return null;
  return `${GRADE_RULE}: final assessment ${finalScore} %, module tests ${moduleTestsScore ?? 0} %.`;
}
