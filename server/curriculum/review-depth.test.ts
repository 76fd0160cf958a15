import { describe, expect, it } from "vitest";
import type { CurriculumCourse, CurriculumLesson } from "./load-curriculum";
import { DEPTH_COURSES, depthFigures, findShallowCourse, findUnheardNames } from "./review-depth";

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");
const questions = (count: number, question = "What happened next?") =>
  Array.from({ length: count }, () => ({ question, options: ["a", "b", "c", "d"], answer: 0 }));
const reading = (count: number) => ({
  type: "reading_text",
  content: { genre: "story", title: "A day", text: words(count), questions: questions(5) },
});
const listening = (lines: string[], question = "What happened next?") => ({
  type: "listening_text",
  content: {
    genre: "conversation",
    title: "A call",
    speakers: [
      { name: "Sofia", voice: "female" },
      { name: "Ravi", voice: "male" },
    ],
    lines: lines.map((text, index) => ({ speaker: index % 2 ? "Ravi" : "Sofia", text })),
    questions: questions(4, question),
  },
});
const writing = { type: "writing_task", content: { genre: "story", prompt: "Write a story.", minWords: 100, maxWords: 150 } };
const vocabulary = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ term: `term${index}`, level: "B1", example: `term${index} here.` }));

const lesson = (file: string, exercises: unknown[], vocabularyCount = 8) =>
  ({
    file,
    exercises,
    vocabulary: vocabulary(vocabularyCount),
    minutes: 20,
    body: "",
    title: file,
    examples: [],
  }) as unknown as CurriculumLesson;

type Bank = { drawn: number; questions: unknown[]; texts: unknown[]; writingTask?: unknown } | null;
const bank = (texts: unknown[], writingTask?: unknown): Bank => ({
  drawn: 5,
  questions: [],
  texts,
  ...(writingTask ? { writingTask } : {}),
});
const FULL_BANK = bank([reading(250), listening([words(80), words(80)])]);
const FULL_FINAL = bank([reading(250), listening([words(80), words(80)])], writing);

const course = (
  slug: string,
  lessons: CurriculumLesson[],
  authoring = true,
  { test = FULL_BANK, finalAssessment = FULL_FINAL }: { test?: Bank; finalAssessment?: Bank } = {},
): CurriculumCourse =>
  ({
    slug,
    finalAssessment,
    modules: [{ number: 1, title: "One", lessons, test, ...(authoring ? { authoring: { writer: "writer", reviewer: "reader" } } : {}) }],
  }) as unknown as CurriculumCourse;

describe("a course at full depth", () => {
  it("counts lessons with a text of the level's length, listening texts, writing tasks and key words", () => {
    const deep = course("b1-b2", [
      lesson("one.md", [reading(250)]),
      lesson("two.md", [listening([words(70), words(70)])]),
      lesson("three.md", [reading(150), writing], 3),
    ]);
    expect(depthFigures(deep, "B1-B2")).toEqual({ lessons: 3, withText: 2, withListeningText: 1, writingTasks: 1, vocabulary: 19 });
  });

  it("refuses, for a course in DEPTH_COURSES, too few hours, a lesson without a text or key words, and a module without a writing task or its readers", () => {
    DEPTH_COURSES.push("deep-course");
    try {
      const shallow = course("deep-course", [lesson("one.md", [reading(250)]), lesson("two.md", [reading(100)], 2)], false);
      expect(findShallowCourse(shallow, "B1-B2", 20).map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
        "deep-course: the course holds 20 guided hours by the count; at least 35",
        "deep-course: 0 of 2 lessons have a listening text; a third or more",
        "deep-course/module-1/module.yaml: the module does not record its writer and reviewer",
        "two.md: the module's last lesson has no writing task",
        "two.md: the lesson has no text of 200-450 words with three or more questions",
        "two.md: the lesson lists 2 key words; at least 6",
      ]);
      const deep = course("deep-course", [
        lesson("one.md", [reading(250)]),
        lesson("two.md", [listening([words(80), words(80)]), writing]),
      ]);
      expect(findShallowCourse(deep, "B1-B2", 35)).toEqual([]);
      // Each module test and the final ask a reading and a listening text of the level; the final a writing task.
      const shallowTests = course(
        "deep-course",
        [lesson("one.md", [reading(250)]), lesson("two.md", [listening([words(80), words(80)]), writing])],
        true,
        {
          test: bank([reading(120), listening([words(80), words(80)])]),
          finalAssessment: bank([reading(250)]),
        },
      );
      expect(findShallowCourse(shallowTests, "B1-B2", 35).map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
        "deep-course/module-1/test.yaml: the bank has no reading text of 200-450 words with three or more questions",
        "deep-course/final-assessment.yaml: the bank has no listening text of 120-450 words with three or more questions",
        "deep-course/final-assessment.yaml: the final assessment has no writing task",
      ]);
      // A course not in the list is only counted, never refused.
      expect(findShallowCourse(course("other", [lesson("one.md", [])]), "B1-B2", 1)).toEqual([]);
    } finally {
      DEPTH_COURSES.pop();
    }
  });

  it("names a listening question that mentions someone the dialogue never names", () => {
    const said = ["Hi Ravi, it's Sofia. My flight was cancelled.", "Oh no, Sofia! What did Elena say?"];
    expect(findUnheardNames(course("b1-b2", [lesson("one.md", [listening(said, "Why was Sofia's flight cancelled?")])]))).toEqual([]);
    const problems = findUnheardNames(course("b1-b2", [lesson("one.md", [listening(said, "What did Chen tell Sofia?")])]));
    expect(problems).toHaveLength(4);
    expect(problems[3]).toEqual({ file: "one.md", message: "exercise 1, question 4: names Chen, which the listening never says" });
    // A test's listening texts too.
    const inTest = findUnheardNames(course("b1-b2", [], true, { test: bank([listening(said, "What did Chen tell Sofia?")]) }));
    expect(inTest[0]).toEqual({
      file: "b1-b2/module-1/test.yaml",
      message: "text 1, question 1: names Chen, which the listening never says",
    });
  });
});
