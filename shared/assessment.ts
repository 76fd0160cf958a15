// The placement test as the browser shows it: the questions and their options, never the answers
// (the answer key lives on the server, which does the scoring).
import { ASSESSMENT_LEVEL_BOUNDS } from "./constants";

export type AssessmentQuestion = {
  id: number;
  type: "reading" | "grammar" | "vocabulary";
  passage?: string;
  question: string;
  options: [string, string, string, string];
};

// Ordered from A2 to C1 so that a beginner and an advanced learner end up in different bands.
export const ASSESSMENT_QUESTIONS: AssessmentQuestion[] = [
  {
    id: 1,
    type: "reading",
    passage:
      "Maria works in a small bakery in Lisbon. She starts work at six o'clock every morning, so she goes to bed early. On Sundays the bakery is closed and she visits her grandmother.",
    question: "Why does Maria go to bed early?",
    options: [
      "Because the bakery is closed on Sundays",
      "Because she starts work at six in the morning",
      "Because she visits her grandmother",
      "Because she lives in Lisbon",
    ],
  },
  {
    id: 2,
    type: "grammar",
    question: "If I ___ more time, I would learn to play the piano.",
    options: ["have", "had", "will have", "would have"],
  },
  {
    id: 3,
    type: "vocabulary",
    question: "The manager asked us to ___ the meeting until next week because half the team was ill.",
    options: ["cancel out", "take over", "turn down", "put off"],
  },
  {
    id: 4,
    type: "grammar",
    question: "___ had we left the house when it started to pour with rain.",
    options: ["Hardly", "No sooner", "Barely ever", "As soon as"],
  },
  {
    id: 5,
    type: "reading",
    passage:
      "Although the committee publicly welcomed the proposal, its decision to refer it to a sub-group with no budget and no deadline told observers all they needed to know.",
    question: "What does the writer imply about the committee?",
    options: [
      "It was enthusiastic about the proposal and acted quickly",
      "It lacked the budget to consider any proposals",
      "It had no real intention of acting on the proposal",
      "It asked observers to decide on the proposal",
    ],
  },
];

export type AssessmentLevel = (typeof ASSESSMENT_LEVEL_BOUNDS)[number]["level"];

/** Below 2 A1-A2 (Beginner), below 4 B1-B2 (Intermediate), otherwise C1-C2 (Advanced). */
export const levelForScore = (score: number) => ASSESSMENT_LEVEL_BOUNDS.find((bound) => score < bound.below)!;

/** The registration/profile choice that matches an assessed band: its lower CEFR level. */
export const LANGUAGE_LEVEL_FOR_BAND: Record<AssessmentLevel, string> = {
  "A1-A2": "Beginner (A1)",
  "B1-B2": "Intermediate (B1)",
  "C1-C2": "Advanced (C1)",
};
