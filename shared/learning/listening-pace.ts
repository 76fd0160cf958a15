/** The rate listening is spoken at when a level is unknown (1 is the voice's normal speed). */
export const DEFAULT_LISTENING_RATE = 0.9;

/**
 * The listening pace of a level (decision 0056): slower for beginners, natural speed for proficient users
 * and teacher trainees. Takes a course level ("A1-A2", "TEFL Level 3") or a CEFR band ("B2"); any other
 * level keeps DEFAULT_LISTENING_RATE. Lessons, course tests and the placement test all speak at it.
 */
export function listeningRateForLevel(level: string | undefined): number {
  const normalised = (level ?? "").trim().toUpperCase();
  if (normalised.startsWith("TEFL") || /^C[12]\b/.test(normalised)) return 1;
  if (/^B[12]\b/.test(normalised)) return 0.9;
  if (/^A[12]\b/.test(normalised)) return 0.8;
  return DEFAULT_LISTENING_RATE;
}
