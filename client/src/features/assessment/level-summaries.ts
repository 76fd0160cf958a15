import type { AssessmentLevel } from "@shared/assessment";

/** What each CEFR band means for a learner, shown beside their result. */
export const LEVEL_SUMMARIES: Record<AssessmentLevel, string> = {
  "A1-A2":
    "You can understand and use everyday expressions and simple sentences about yourself, your family and your daily routine. A Beginner course builds a solid base of grammar, vocabulary and confident conversation.",
  "B1-B2":
    "You can handle most everyday situations, follow the main points of clear speech and write connected text on familiar topics. An Intermediate course helps you speak more fluently and accurately at work, in study and when travelling.",
  "C1-C2":
    "You understand long, demanding texts and express yourself fluently and precisely, including at work and in academic settings. An Advanced course polishes nuance, style and the finer points of English.",
};
