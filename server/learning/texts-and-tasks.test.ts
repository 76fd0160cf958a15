// The four text and task types (issue 43) through the API: what a student sees, how each is graded, the
// review after a writing or speaking task, the writing kept for a teacher, and bad answers refused with 400.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { lessons } from "../../shared/schema/courses";
import { userExerciseResults } from "../../shared/schema/learning";
import { writingSubmissions } from "../../shared/schema/writing";
import { createTestApp, createTestClock, post } from "../test/test-app";
import { enrolledInA1 } from "./learning.test-helpers";
import { LISTENING, READING, SPEAKING, WRITING, addExercise } from "./texts-and-tasks.fixtures";

const setUp = async () => {
  const clock = createTestClock(new Date("2026-12-01T09:30:00Z"));
  const testApp = await createTestApp({ clock });
  const student = await enrolledInA1(testApp);
  return { testApp, clock, ...student };
};

const submit = (agent: Parameters<typeof post>[0], exerciseId: number, userAnswers: unknown) =>
  post(agent, `/api/exercises/${exerciseId}/results`, { userAnswers });

// 48 words: "beautifull" misspelt, "beach" four times, a name (Thabo), the task's own place (Knysna), British "colour".
const LEARNER_TEXT =
  "Hi Zanele! Last weekend I went to Knysna with Thabo. We walked on the beach in the morning. The beach was beautifull " +
  "and the sea had a lovely colour. In the afternoon we played on the beach and swam. I want to go back to the beach soon.";

describe("reading_text and listening_text", () => {
  it("sends the text and the questions without their answers, and marks one point per question at the pass ratio", async () => {
    const { testApp, agent, lesson } = await setUp();
    const reading = await addExercise(testApp, lesson.id, "reading_text", READING);
    const listening = await addExercise(testApp, lesson.id, "listening_text", LISTENING, 101);

    const detail = await agent.get(`/api/lessons/${lesson.id}`);
    expect(detail.status).toBe(200);
    const shown = (id: number) => detail.body.exercises.find((exercise: { id: number }) => exercise.id === id).content;
    expect(shown(reading.id)).toEqual({
      type: "reading_text",
      genre: "message",
      title: READING.title,
      text: READING.text,
      questions: READING.questions.map(({ question, options }) => ({ question, options })),
    });
    expect(shown(listening.id)).toMatchObject({ type: "listening_text", speakers: LISTENING.speakers, lines: LISTENING.lines });
    expect(JSON.stringify(shown(listening.id))).not.toContain('"answer"');

    const right = await submit(agent, reading.id, { answers: [1, 0, 2] });
    expect(right.status).toBe(201);
    expect(right.body).toMatchObject({ score: 3, maxScore: 3, passed: true, review: null });
    expect(right.body.feedback).toEqual([
      { label: "Where did Lindiwe go?", isCorrect: true, given: "To the beach", expected: "To the beach" },
      { label: "Who went with her?", isCorrect: true, given: "Her brother", expected: "Her brother" },
      { label: "How was the weather?", isCorrect: true, given: "Sunny", expected: "Sunny" },
    ]);

    // One of three (under 60 %), the third question left out: wrong, not refused.
    const weak = await submit(agent, listening.id, { answers: [1, 2] });
    expect(weak.status).toBe(201);
    expect(weak.body).toMatchObject({ score: 1, maxScore: 3, passed: false, review: null });
    expect(weak.body.feedback.map((item: { isCorrect: boolean }) => item.isCorrect)).toEqual([true, false, false]);
    expect(weak.body.feedback[2]).toMatchObject({ given: "", expected: "Sunny" });
  });
});

describe("writing_task", () => {
  it("hands in a text of the task's length: the length, spelling and repeated words, the model answer, and the text kept for a teacher", async () => {
    const { testApp, clock, agent, user, course, lesson } = await setUp();
    const writing = await addExercise(testApp, lesson.id, "writing_task", WRITING);

    const detail = await agent.get(`/api/lessons/${lesson.id}`);
    const shown = detail.body.exercises.find((exercise: { id: number }) => exercise.id === writing.id).content;
    // No model answer before the attempt.
    expect(shown).toEqual({
      type: "writing_task",
      genre: "message",
      prompt: WRITING.prompt,
      minWords: 20,
      maxWords: 60,
      rubric: WRITING.rubric,
    });

    const response = await submit(agent, writing.id, { text: `  ${LEARNER_TEXT}\n` });
    expect(response.status).toBe(201);
    const feedback = {
      wordCount: 48,
      minWords: 20,
      maxWords: 60,
      misspelled: [{ word: "beautifull", suggestions: expect.arrayContaining(["beautiful"]) }],
      repeated: [{ word: "beach", count: 4 }],
    };
    expect(response.body).toMatchObject({
      score: 1,
      maxScore: 1,
      passed: true,
      pointsEarned: writing.points,
      feedback: [{ label: "Length", isCorrect: true, given: "48 words", expected: "20-60 words" }],
      review: { modelAnswer: WRITING.modelAnswer, writing: feedback },
    });

    const rows = await testApp.db.select().from(writingSubmissions);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        userId: user.id,
        exerciseId: writing.id,
        testAttemptId: null,
        testQuestionId: null,
        courseId: course.id,
        text: LEARNER_TEXT,
        wordCount: 48,
        feedback: { ...feedback, misspelled: response.body.review.writing.misspelled },
        submittedAt: new Date("2026-12-01T09:30:00Z"),
        markedBy: null,
        markedAt: null,
        marks: null,
        comment: null,
      },
    ]);

    // A second text is a new row (the teacher reads the latest; the history stays), graded on its own.
    clock.advance(60_000);
    const short = await submit(agent, writing.id, { text: "I went to the beach. It was nice." });
    expect(short.status).toBe(201);
    expect(short.body).toMatchObject({
      score: 0,
      maxScore: 1,
      passed: false,
      pointsEarned: 0,
      feedback: [{ label: "Length", isCorrect: false, given: "8 words", expected: "20-60 words" }],
      review: { modelAnswer: WRITING.modelAnswer, writing: { wordCount: 8, misspelled: [], repeated: [] } },
    });
    const both = await testApp.db
      .select()
      .from(writingSubmissions)
      .where(eq(writingSubmissions.userId, user.id))
      .orderBy(writingSubmissions.id);
    expect(both.map((row) => [row.wordCount, row.submittedAt])).toEqual([
      [48, new Date("2026-12-01T09:30:00Z")],
      [8, new Date("2026-12-01T09:31:00Z")],
    ]);
  });

  it.each([
    ["no text", {}, "Please write your text"],
    ["only spaces", { text: "   \n " }, "Please write your text"],
    ["a number", { text: 42 }, "Please write your text"],
    ["over 8,000 characters", { text: "word ".repeat(1601) }, "Your text must be at most 8000 characters"],
  ])("refuses %s with 400 and its message, and keeps nothing", async (_label, userAnswers, message) => {
    const { testApp, agent, lesson } = await setUp();
    const writing = await addExercise(testApp, lesson.id, "writing_task", WRITING);
    const response = await submit(agent, writing.id, userAnswers);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await testApp.db.select().from(writingSubmissions)).toHaveLength(0);
    expect(await testApp.db.select().from(userExerciseResults)).toHaveLength(0);
  });
});

describe("speaking_task", () => {
  it("passes a long enough answer with half the checklist ticked and returns the model answer; nothing is uploaded or kept as writing", async () => {
    const { testApp, agent, lesson } = await setUp();
    const speaking = await addExercise(testApp, lesson.id, "speaking_task", SPEAKING);

    const detail = await agent.get(`/api/lessons/${lesson.id}`);
    const shown = detail.body.exercises.find((exercise: { id: number }) => exercise.id === speaking.id).content;
    expect(shown).toEqual({
      type: "speaking_task",
      kind: "describe",
      prompt: SPEAKING.prompt,
      picture: SPEAKING.picture,
      checklist: SPEAKING.checklist,
      minSeconds: 20,
    });

    const passed = await submit(agent, speaking.id, { recordedSeconds: 25, checklist: [true, true, false, false] });
    expect(passed.status).toBe(201);
    expect(passed.body).toMatchObject({
      score: 2,
      maxScore: 4,
      passed: true,
      review: { modelAnswer: SPEAKING.modelAnswer, writing: null },
    });
    expect(passed.body.feedback[0]).toEqual({ label: "Length of your answer", isCorrect: true, given: "25 s", expected: "at least 20 s" });

    // No recording (no microphone): every point ticked still does not pass.
    const silent = await submit(agent, speaking.id, { recordedSeconds: 0, checklist: [true, true, true, true] });
    expect(silent.body).toMatchObject({
      score: 4,
      maxScore: 4,
      passed: false,
      review: { modelAnswer: SPEAKING.modelAnswer, writing: null },
    });
    expect(await testApp.db.select().from(writingSubmissions)).toHaveLength(0);
  });
});

describe("bad answers to the text and task types", () => {
  it.each([
    ["reading_text", { answers: "1,0,2" }, "Please answer the questions"],
    ["reading_text", {}, "Please answer the questions"],
    ["reading_text", { answers: ["b"] }, "Each answer must be the number of an option"],
    ["listening_text", { answers: [0.5] }, "Each answer must be the number of an option"],
    ["listening_text", { answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] }, "A text has at most 8 questions"],
    ["speaking_task", { checklist: [true] }, "Please record your answer"],
    ["speaking_task", { recordedSeconds: -1, checklist: [] }, "Please record your answer"],
    ["speaking_task", { recordedSeconds: 601, checklist: [] }, "A recording is at most 600 seconds"],
    ["speaking_task", { recordedSeconds: 30 }, "Please go through the checklist"],
    ["speaking_task", { recordedSeconds: 30, checklist: ["yes"] }, "Tick each checklist point or leave it unticked"],
    [
      "speaking_task",
      { recordedSeconds: 30, checklist: [true, true, true, true, true, true, true] },
      "A speaking task has at most 6 checklist points",
    ],
    ["writing_task", { text: ["a", "list"] }, "Please write your text"],
  ] as const)("%s: refuses %j with 400 and the message %j", async (type, userAnswers, message) => {
    const { testApp, agent, lesson } = await setUp();
    const content = { reading_text: READING, listening_text: LISTENING, speaking_task: SPEAKING, writing_task: WRITING }[type];
    const exercise = await addExercise(testApp, lesson.id, type, content);
    const response = await submit(agent, exercise.id, userAnswers);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await testApp.db.select().from(userExerciseResults)).toHaveLength(0);
  });
});

describe("a lesson's vocabulary", () => {
  it("sends the lesson's key words and phrases, and none for a lesson without", async () => {
    const { testApp, agent, lesson } = await setUp();
    // The seeded lesson lists its file's key words; an admin's lesson (or one emptied here) lists none.
    const seeded = (await agent.get(`/api/lessons/${lesson.id}`)).body.vocabulary as { term: string }[];
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    await testApp.db.update(lessons).set({ vocabulary: [] }).where(eq(lessons.id, lesson.id));
    expect((await agent.get(`/api/lessons/${lesson.id}`)).body.vocabulary).toEqual([]);
    const vocabulary = [{ term: "greet", level: "A1" as const, example: "We greet our teacher every morning." }];
    await testApp.db.update(lessons).set({ vocabulary }).where(eq(lessons.id, lesson.id));
    const response = await agent.get(`/api/lessons/${lesson.id}`);
    expect(response.status).toBe(200);
    expect(response.body.vocabulary).toEqual(vocabulary);
  });
});
