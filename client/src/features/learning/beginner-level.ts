/**
 * Whether a course is for beginners (A1 or A2): a course level such as "A1-A2", or a CEFR band. Their
 * exercises can show their instructions in the learner's own language.
 */
export const isBeginnerLevel = (level: string | undefined) => /^A[12]\b/.test((level ?? "").trim().toUpperCase());
