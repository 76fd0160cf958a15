import type { MyAssessment } from "@shared/api/assessment";

/** GET /api/assessments/me after an adaptive placement test: the band and its full result. */
export const PLACEMENT_ASSESSMENT: MyAssessment = {
  band: "B2",
  bandName: "Upper Intermediate",
  level: "B2",
  levelName: "Upper Intermediate",
  languageLevel: "Upper Intermediate (B2)",
  score: 11,
  bandChances: [
    { band: "A1", percent: 0 },
    { band: "A2", percent: 1 },
    { band: "B1", percent: 8 },
    { band: "B2", percent: 88 },
    { band: "C1", percent: 3 },
    { band: "C2", percent: 0 },
  ],
  confidence: "high",
  confidenceText: "We are very sure of this level.",
  skills: [],
  canDo: [],
  courseLevel: "B1-B2",
  itemsAnswered: 17,
  endReason: "precision",
  completedAt: "2026-11-20T09:30:00.000Z",
};

/** A row of the fixed five-question test that came before: a level such as "B1-B2", no band. */
export const FIXED_TEST_ASSESSMENT: MyAssessment = {
  score: 3,
  level: "B1-B2",
  levelName: "Intermediate",
  completedAt: "2025-03-04T12:00:00.000Z",
};
