/**
 * The subscription plan a course is sold with: the TEFL levels with Premium, the CEFR courses with Standard.
 * A name, not an id: plan ids differ from one database to the next.
 */
export function getEnrollmentPlanName(level: string): "Premium" | "Standard" {
  return level.toUpperCase().includes("TEFL") ? "Premium" : "Standard";
}
