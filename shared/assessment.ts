// The fixed five-question test that came before the adaptive placement test (decision 0058): its questions
// are gone; its three levels remain because assessments stored by it still carry them.
import { ASSESSMENT_LEVEL_BOUNDS } from "./constants";

export type AssessmentLevel = (typeof ASSESSMENT_LEVEL_BOUNDS)[number]["level"];

/** Below 2 A1-A2 (Beginner), below 4 B1-B2 (Intermediate), otherwise C1-C2 (Advanced). */
export const levelForScore = (score: number) => ASSESSMENT_LEVEL_BOUNDS.find((bound) => score < bound.below)!;
