import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { loadCurriculum } from "./load-curriculum";
import type { CurriculumCourse } from "./load-curriculum";
import { countWords, longestOptionShare, reviewCurriculum } from "./review-curriculum";

// Small course folders written for each case: one module of lessons, a module test and a final
// assessment, loaded by the real loader (so each fixture is valid content) and then reviewed.

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

type Item = { type: string; skill: string; content: Record<string, unknown> };

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");
/** A choice question (reading) or a listening one whose right answer is at `answer`, among `options` options. */
const choice = (id: string, answer: number, options = 4): Item => ({
  type: "multiple_choice",
  skill: "reading",
  content: { question: `Which one is right, ${id}?`, options: Array.from({ length: options }, (_, i) => `${id} option ${i}`), answer },
});
const listening = (id: string, answer: number, options = 4): Item => ({
  type: "audio",
  skill: "listening",
  content: {
    say: `Listen to ${id}.`,
    question: `What did you hear, ${id}?`,
    options: Array.from({ length: options }, (_, i) => `${id} heard ${i}`),
    answer,
  },
});
const blank = (id: string, answers: string[][]): Item => ({
  type: "fill_in_blank",
  skill: "writing",
  content: { text: `${id}: ${answers.map(() => "___").join(" and ")}.`, answers },
});
const speaking = (id: string): Item => ({ type: "speaking", skill: "speaking", content: { phrase: `Say ${id} aloud.` } });

/** A lesson's five exercises: a listening one unless `withListening` is false. */
const lessonItems = (id: string, answers: number[], withListening = true): Item[] => [
  choice(`${id}-a`, answers[0] ?? 0),
  choice(`${id}-b`, answers[1] ?? 1),
  withListening ? listening(`${id}-c`, answers[2] ?? 2) : choice(`${id}-c`, answers[2] ?? 2),
  blank(`${id}-d`, [["go"]]),
  speaking(`${id}-e`),
];

const exercise = (item: Item, index: number) => ({
  ...item,
  title: `Exercise ${index + 1} of the lesson`,
  description: "Do what the exercise asks.",
  difficulty: "beginner",
  points: 10,
});

type LessonSpec = { name: string; items: Item[]; body?: string; minutes?: number };

/** A course folder: one module with these lessons, its test bank and the final bank (6 drawn of 12). */
const writeCourse = ({ lessons, test, final }: { lessons: LessonSpec[]; test: Item[]; final: Item[] }) => {
  const root = mkdtempSync(join(tmpdir(), "review-curriculum-"));
  folders.push(root);
  const module = join(root, "fixture", "module-1");
  mkdirSync(module, { recursive: true });
  writeFileSync(join(module, "module.yaml"), stringify({ title: "Greetings", description: "Saying hello in many places." }));
  for (const lesson of lessons) {
    const frontMatter = {
      title: `The lesson ${lesson.name}`,
      description: "What the lesson teaches, in a line.",
      minutes: lesson.minutes ?? 10,
      examples: ["Good morning!", "Hello, Amara.", "See you later."],
      exercises: lesson.items.map(exercise),
    };
    writeFileSync(join(module, `${lesson.name}.md`), `---\n${stringify(frontMatter)}---\n\n${lesson.body ?? words(260)}\n`);
  }
  writeFileSync(join(module, "test.yaml"), stringify({ drawn: 5, questions: test }));
  writeFileSync(join(root, "fixture", "final-assessment.yaml"), stringify({ drawn: 6, questions: final }));
  const { courses, problems } = loadCurriculum(root);
  expect(problems).toEqual([]);
  return reviewCurriculum(courses, () => 130);
};

/** A bank of `count` questions, every third a listening one, answers spread over four places. */
const bank = (id: string, count: number, listeningEvery = 3) =>
  Array.from({ length: count }, (_, index) => (index % listeningEvery === 0 ? listening : choice)(`${id}${index}`, index % 4));

const SOUND = { test: bank("t", 10), final: bank("f", 12) };

describe("reviewCurriculum", () => {
  it("finds nothing in a course with spread answers, listening everywhere, full explanations and distinct blanks", () => {
    const lessons = [
      { name: "01-one", items: lessonItems("l1", [0, 1, 2]) },
      { name: "02-two", items: lessonItems("l2", [3, 0, 1]) },
    ];
    expect(writeCourse({ lessons, ...SOUND })).toEqual([]);
  });

  it("names the answer position a course favours, with its share, per number of options", () => {
    // Four-option questions: 6 in lessons with answers 0,0,0,0,1,2, plus the banks' 22 spread over 0-3.
    const lessons = [
      { name: "01-one", items: lessonItems("l1", [0, 0, 0]) },
      { name: "02-two", items: lessonItems("l2", [0, 1, 2]) },
    ];
    const skewed = Array.from({ length: 10 }, (_, index) => (index % 3 === 0 ? listening : choice)(`s${index}`, 1, 3));
    const problems = writeCourse({ lessons, test: skewed, final: SOUND.final });
    expect(problems).toEqual([
      {
        file: "fixture",
        message: "the right answer is the second option in 10 of the 10 choice questions with 3 options (100 %; at most 40 %)",
      },
    ]);

    const heavy = [
      { name: "01-one", items: lessonItems("l1", [0, 0, 0]) },
      { name: "02-two", items: lessonItems("l2", [0, 0, 0]) },
      { name: "03-three", items: lessonItems("l3", [0, 0, 1]) },
    ];
    // 9 lesson questions (8 first) and 22 bank questions (6 first of them): 14 of 31, 45 %.
    expect(writeCourse({ lessons: heavy, ...SOUND })).toEqual([
      {
        file: "fixture",
        message: "the right answer is the first option in 14 of the 31 choice questions with 4 options (45 %; at most 40 %)",
      },
    ]);
  });

  it("leaves out a share that no spread could lower: 2 of 4 three-option questions in one place", () => {
    const lessons = [
      { name: "01-one", items: lessonItems("l1", [0, 1, 2]) },
      { name: "02-two", items: lessonItems("l2", [3, 0, 1]) },
    ];
    const test = [...SOUND.test];
    [0, 0, 1, 2].forEach((answer, index) => (test[index] = (index % 3 === 0 ? listening : choice)(`three${index}`, answer, 3)));
    expect(writeCourse({ lessons, test, final: SOUND.final })).toEqual([]);
    test[3] = listening("three3", 0, 3);
    expect(writeCourse({ lessons, test, final: SOUND.final })).toEqual([
      {
        file: "fixture",
        message: "the right answer is the first option in 3 of the 4 choice questions with 3 options (75 %; at most 40 %)",
      },
    ]);
  });

  it("leaves two-option questions out of the position count (one of two places always holds half)", () => {
    const lessons = [{ name: "01-one", items: lessonItems("l1", [0, 1, 2]).map((item) => ({ ...item, content: twoOptions(item) })) }];
    expect(writeCourse({ lessons, ...SOUND })).toEqual([]);
  });

  it("names a lesson without a listening exercise", () => {
    const lessons = [
      { name: "01-one", items: lessonItems("l1", [0, 1, 2]) },
      { name: "02-two", items: lessonItems("l2", [3, 1, 2], false) },
    ];
    expect(writeCourse({ lessons, ...SOUND })).toEqual([
      { file: "fixture/module-1/02-two.md", message: "the lesson has no listening exercise (audio or listening_text)" },
    ]);
  });

  it("names a module test or final bank where fewer than a third of the questions are listening", () => {
    const lessons = [{ name: "01-one", items: lessonItems("l1", [0, 1, 2]) }];
    // 10 questions, every fourth listening: 3 of 10. 12 questions, every third: 4 of 12 is a third, enough.
    expect(writeCourse({ lessons, test: bank("t", 10, 4), final: SOUND.final })).toEqual([
      {
        file: "fixture/module-1/test.yaml",
        message: "3 of the bank's 10 questions are listening (audio) questions; a third or more (4) should be",
      },
    ]);
    expect(writeCourse({ lessons, test: SOUND.test, final: bank("f", 12, 5) })).toEqual([
      {
        file: "fixture/final-assessment.yaml",
        message: "3 of the bank's 12 questions are listening (audio) questions; a third or more (4) should be",
      },
    ]);
  });

  it("names a lesson whose explanation is under 250 words, not counting the Markdown's marks", () => {
    const table = "| Present | Past |\n| --- | --- |\n| I am | I **was** |\n\n## ~~Heading~~ `code`\n\n";
    const lessons = [
      { name: "01-one", items: lessonItems("l1", [0, 1, 2]), body: table + words(242) },
      { name: "02-two", items: lessonItems("l2", [3, 0, 1]), body: table + words(241) },
    ];
    expect(countWords(table)).toBe(8);
    expect(writeCourse({ lessons, ...SOUND })).toEqual([
      { file: "fixture/module-1/02-two.md", message: "the explanation has 249 words; a lesson explains in at least 250" },
    ]);
  });

  it("names a course and a bank where the right answer is the single longest option too often (a guesser's cue)", () => {
    const lessons = [
      { name: "01-one", items: lessonItems("l1", [0, 1, 2]) },
      { name: "02-two", items: lessonItems("l2", [3, 0, 1]) },
    ];
    const longest = (item: Item): Item => {
      const { options, answer } = item.content as { options: string[]; answer: number };
      return {
        ...item,
        content: { ...item.content, options: options.map((option, index) => (index === answer ? `${option}, fully` : option)) },
      };
    };
    // The bank: 10 of 10. The course: 10 of its 28 choice questions (6 in lessons, 10 + 12 in the banks), 36 %.
    expect(writeCourse({ lessons, test: SOUND.test.map(longest), final: SOUND.final })).toEqual([
      {
        file: "fixture",
        message:
          "the right answer is the single longest option in 10 of the course's 28 choice questions (36 %; at most 35 %: a guesser who picks the longest option must not pass)",
      },
      {
        file: "fixture/module-1/test.yaml",
        message:
          "the right answer is the single longest option in 10 of the bank's 10 choice questions (100 %; at most 35 %: a guesser who picks the longest option must not pass)",
      },
    ]);
    // Nine of the ten: the course is at 32 %, the bank still over.
    const nine = SOUND.test.map((item, index) => (index === 0 ? item : longest(item)));
    expect(writeCourse({ lessons, test: nine, final: SOUND.final }).map((problem) => problem.file)).toEqual(["fixture/module-1/test.yaml"]);
  });

  it("counts every question of a reading or listening text, in lessons and in banks, in the longest-option share", () => {
    const cued = { question: "Why?", options: ["No", "Yes", "Because the text says so", "Maybe"], answer: 2 };
    const fair = { question: "Who?", options: ["Amara", "Kofi", "Lindiwe", "Sam"], answer: 1 };
    const text = (type: string, questions: unknown[]) => ({ type, content: { questions } });
    const course = {
      slug: "fixture",
      modules: [
        {
          number: 1,
          lessons: [{ exercises: [text("reading_text", [cued, cued, fair]), { type: "multiple_choice", content: fair }] }],
          test: { drawn: 5, questions: [], texts: [text("listening_text", [cued, fair, fair])] },
        },
      ],
      finalAssessment: null,
    } as unknown as CurriculumCourse;
    expect(longestOptionShare(course)).toBe(3 / 7);
  });

  it("names a lesson that states more than 1.5 times the minutes it holds, counted from its words and answers", () => {
    // 260 words of explanation, 3 short examples and five exercises: about 7 minutes of work.
    const lessons = [
      { name: "01-one", items: lessonItems("l1", [0, 1, 2]), minutes: 11 },
      { name: "02-two", items: lessonItems("l2", [3, 0, 1]), minutes: 12 },
    ];
    expect(writeCourse({ lessons, ...SOUND })).toEqual([
      {
        file: "fixture/module-1/02-two.md",
        message: "the lesson states 12 minutes and holds about 7; it may state at most 1.5 times what it holds",
      },
    ]);
  });

  it("accepts one word that rightly fills two blanks of a sentence (each blank is marked on its own)", () => {
    const items = lessonItems("l1", [0, 1, 2]);
    items[3] = blank("l1-d", [["was"], ["went"], ["was"]]);
    expect(writeCourse({ lessons: [{ name: "01-one", items }], test: SOUND.test, final: SOUND.final })).toEqual([]);
  });
});

function twoOptions(item: Item) {
  if (item.type !== "multiple_choice" && item.type !== "audio") return item.content;
  const options = (item.content.options as string[]).slice(0, 2);
  return { ...item.content, options, answer: 0 };
}
