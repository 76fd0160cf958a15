import type { PlacementItemView, PlacementResult, PlacementTestState } from "@shared/api/placement";

export const TEST_ID = 5;

export const buildItem = (overrides: Partial<PlacementItemView> = {}): PlacementItemView => ({
  id: 101,
  position: 1,
  skill: "reading",
  passage: "Sam works in a bakery. He starts at six, so he goes to bed early.",
  say: null,
  speechRate: null,
  question: "Why does Sam go to bed early?",
  options: ["He is tired", "He starts work at six", "He likes the night", "He has no bed"],
  ...overrides,
});

export const LISTENING_ITEM = buildItem({
  id: 202,
  position: 2,
  skill: "listening",
  passage: null,
  say: "The next train to Cape Town leaves from platform four.",
  speechRate: 0.9,
  question: "Which platform does the train leave from?",
  options: ["One", "Two", "Three", "Four"],
});

/** An open test showing `item`, with the time limit ending `minutesLeft` from now. */
export const inProgress = (item: PlacementItemView = buildItem(), minutesLeft = 15): PlacementTestState => ({
  testId: TEST_ID,
  status: "in_progress",
  item,
  answeredCount: item.position - 1,
  minItems: 12,
  maxItems: 30,
  endsAt: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
});

export const RESULT: PlacementResult = {
  band: "B1",
  bandName: "Intermediate",
  languageLevel: "Intermediate (B1)",
  bandChances: [
    { band: "A1", percent: 0 },
    { band: "A2", percent: 9 },
    { band: "B1", percent: 74 },
    { band: "B2", percent: 16 },
    { band: "C1", percent: 1 },
    { band: "C2", percent: 0 },
  ],
  confidence: "medium",
  confidenceText: "We are fairly sure of this level; you may be close to B2.",
  skills: [
    // Not in the order the page shows them: the page puts reading, listening, then grammar & vocabulary.
    { skill: "grammar_vocabulary", band: "B2", bandName: "Upper Intermediate", itemsAnswered: 3, isTentative: true },
    { skill: "reading", band: "B1", bandName: "Intermediate", itemsAnswered: 5, isTentative: false },
    { skill: "listening", band: "A2", bandName: "Elementary", itemsAnswered: 6, isTentative: false },
  ],
  canDo: ["You can deal with most situations while travelling.", "You can describe experiences, events, dreams and hopes."],
  courseLevel: "B1-B2",
  itemsAnswered: 14,
  endReason: "precision",
  completedAt: "2026-11-27T10:00:00.000Z",
};

export const completed = (isSaved: boolean, result: PlacementResult = RESULT): PlacementTestState => ({
  testId: TEST_ID,
  status: "completed",
  result,
  isSaved,
});

const course = (id: number, level: string, title: string) => ({
  id,
  slug: `course-${id}`,
  title,
  description: `About ${title}`,
  level,
  imageUrl: null,
});

export const COURSES = [
  course(1, "A1-A2", "Beginner English"),
  course(2, "B1-B2", "Intermediate English"),
  course(4, "C1-C2", "Advanced English"),
];
