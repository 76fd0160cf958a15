import { COLLEGE_NAME } from "@shared/constants";

/**
 * What the college says about itself in words: name, motto, mission, vision and values. No figure lives
 * here: every number a page shows is counted by the server (usePublicFigures, GET /api/school/figures) or
 * configured by the school (useSchoolDetails, GET /api/school), never typed in (decision 0068).
 */
export const COLLEGE_PROFILE = {
  name: COLLEGE_NAME,
  motto: "Confidence in English, for life",
  mission:
    "To make excellent English teaching available to every learner, wherever they live, through qualified teachers, clear levels and honest progress tracking.",
  vision: "A world where English opens doors instead of closing them: for study, work, travel and friendship.",
  values: [
    { name: "Excellence", description: "Qualified teachers, CEFR-aligned courses and materials we keep improving." },
    { name: "Accessibility", description: "Live classes in many time zones, fair prices and lessons that work on any device." },
    { name: "Integrity", description: "Honest placement, real progress data and certificates anyone can verify." },
    { name: "Inclusion", description: "Every accent, culture and starting point is welcome in our classrooms." },
    {
      name: "Care",
      description: "Answers from real people in published support hours, for adult students and for parents of young learners.",
    },
  ],
} as const;
