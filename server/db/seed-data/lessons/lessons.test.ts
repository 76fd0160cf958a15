import { describe, expect, it } from "vitest";
import { seedCourses } from "../courses";
import { SEED_LESSONS } from "./index";
import type { SeedExercise, SeedLesson } from "./types";

const CEFR_COURSES = ["a1-a2", "b1-b2", "c1-c2"];
const TEFL_COURSES = ["tefl-level-3", "tefl-level-5", "tefl-diploma"];
const EXERCISE_TYPES: SeedExercise["type"][] = ["multiple_choice", "fill_in_blank", "matching", "audio", "speaking", "flashcard"];
const CEFR_DIFFICULTY: Record<string, SeedExercise["difficulty"]> = { "a1-a2": "beginner", "b1-b2": "intermediate", "c1-c2": "advanced" };

const allLessons = SEED_LESSONS.flatMap((course) => course.lessons.map((lesson) => ({ slug: course.courseSlug, lesson })));
const allExercises = allLessons.flatMap(({ slug, lesson }) =>
  lesson.exercises.map((exercise) => ({ where: `${slug} / ${lesson.title} / ${exercise.title}`, slug, exercise })),
);
const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
const hasDuplicates = (values: string[]) => new Set(values).size !== values.length;

function checkExerciseContent(where: string, exercise: SeedExercise) {
  switch (exercise.type) {
    case "multiple_choice":
    case "audio": {
      const { options, answer, question } = exercise.content;
      expect(question.trim().length, where).toBeGreaterThan(0);
      expect(options.length, where).toBeGreaterThanOrEqual(2);
      expect(options.length, where).toBeLessThanOrEqual(6);
      expect(hasDuplicates(options), `${where}: duplicate options`).toBe(false);
      expect(Number.isInteger(answer), where).toBe(true);
      expect(answer, where).toBeGreaterThanOrEqual(0);
      expect(answer, where).toBeLessThan(options.length);
      if (exercise.type === "audio") expect(exercise.content.say.trim().length, where).toBeGreaterThan(0);
      break;
    }
    case "fill_in_blank": {
      const { text, answers } = exercise.content;
      const blanks = text.split("___").length - 1;
      expect(text, `${where}: four or more underscores in a row`).not.toMatch(/_{4,}/);
      expect(blanks, where).toBeGreaterThanOrEqual(1);
      expect(answers.length, `${where}: blanks vs answer lists`).toBe(blanks);
      for (const accepted of answers) {
        expect(accepted.length, `${where}: empty answer list`).toBeGreaterThan(0);
        for (const answer of accepted) expect(answer.trim(), `${where}: blank answer`).not.toBe("");
      }
      break;
    }
    case "matching": {
      const { pairs } = exercise.content;
      expect(pairs.length, where).toBeGreaterThanOrEqual(3);
      expect(pairs.length, where).toBeLessThanOrEqual(6);
      expect(hasDuplicates(pairs.map((pair) => pair.left)), `${where}: duplicate lefts`).toBe(false);
      expect(hasDuplicates(pairs.map((pair) => pair.right)), `${where}: duplicate rights`).toBe(false);
      break;
    }
    case "flashcard": {
      const { cards } = exercise.content;
      expect(cards.length, where).toBeGreaterThanOrEqual(3);
      expect(cards.length, where).toBeLessThanOrEqual(8);
      expect(hasDuplicates(cards.map((card) => card.front)), `${where}: duplicate fronts`).toBe(false);
      for (const card of cards) expect(card.back.trim(), where).not.toBe("");
      break;
    }
    case "speaking": {
      const words = wordCount(exercise.content.phrase);
      expect(words, where).toBeGreaterThanOrEqual(2);
      expect(words, where).toBeLessThanOrEqual(20);
      break;
    }
  }
}

function checkLesson(slug: string, lesson: SeedLesson) {
  const where = `${slug} / ${lesson.title}`;
  expect(lesson.title.length, where).toBeGreaterThanOrEqual(5);
  expect(lesson.title.length, where).toBeLessThanOrEqual(100);
  expect(lesson.description.length, where).toBeGreaterThanOrEqual(10);
  expect(lesson.description.length, where).toBeLessThanOrEqual(300);
  expect(Number.isInteger(lesson.estimatedMinutes) && lesson.estimatedMinutes > 0, where).toBe(true);
  const paragraphs = lesson.explanation.split("\n\n");
  expect(paragraphs.length, `${where}: explanation paragraphs`).toBeGreaterThanOrEqual(2);
  expect(paragraphs.length, `${where}: explanation paragraphs`).toBeLessThanOrEqual(4);
  for (const paragraph of paragraphs) expect(paragraph.trim(), where).toBe(paragraph);
  expect(lesson.explanation, `${where}: explanation is plain text`).not.toMatch(/<[a-z/]|\*\*|`|^#|\n[-*#] /i);
  expect(lesson.examples.length, where).toBeGreaterThanOrEqual(3);
  expect(lesson.examples.length, where).toBeLessThanOrEqual(6);
  expect(lesson.exercises.length, where).toBeGreaterThanOrEqual(4);
  expect(lesson.exercises.length, where).toBeLessThanOrEqual(6);
}

describe("seed lessons", () => {
  it("covers each of the six seeded courses exactly once", () => {
    const slugs = SEED_LESSONS.map((course) => course.courseSlug);
    expect(slugs).toEqual([...CEFR_COURSES, ...TEFL_COURSES]);
    const seeded = new Map(seedCourses.map((course) => [course.slug, course]));
    for (const { slug, lesson } of allLessons) {
      const course = seeded.get(slug);
      expect(course, `${slug} is not a seeded course`).toBeDefined();
      expect(lesson.module, `${slug} / ${lesson.title}: module out of range`).toBeLessThanOrEqual(course?.modules?.length ?? 0);
    }
  });

  it("keeps every lesson within its limits, with unique titles per course", () => {
    for (const course of SEED_LESSONS) {
      expect(hasDuplicates(course.lessons.map((lesson) => lesson.title)), `${course.courseSlug}: duplicate lesson titles`).toBe(false);
      for (const lesson of course.lessons) checkLesson(course.courseSlug, lesson);
    }
  });

  it("keeps every exercise well formed", () => {
    for (const { where, exercise } of allExercises) {
      expect(exercise.title.length, where).toBeGreaterThanOrEqual(5);
      expect(exercise.title.length, where).toBeLessThanOrEqual(100);
      expect(exercise.description.length, where).toBeGreaterThanOrEqual(10);
      expect(exercise.description.length, where).toBeLessThanOrEqual(500);
      expect(Number.isInteger(exercise.points), `${where}: points`).toBe(true);
      expect(exercise.points, where).toBeGreaterThanOrEqual(1);
      expect(exercise.points, where).toBeLessThanOrEqual(100);
      if (exercise.type === "audio") expect(exercise.skill, where).toBe("listening");
      if (exercise.type === "speaking") expect(exercise.skill, where).toBe("speaking");
      if (exercise.type === "fill_in_blank") expect(exercise.skill, where).toBe("writing");
      checkExerciseContent(where, exercise);
    }
  });

  it("gives exercise titles that are unique within each lesson", () => {
    for (const { slug, lesson } of allLessons) {
      expect(hasDuplicates(lesson.exercises.map((exercise) => exercise.title)), `${slug} / ${lesson.title}`).toBe(false);
    }
  });

  it("gives each CEFR course both modules, all six exercise types and one difficulty level", () => {
    for (const course of SEED_LESSONS.filter((c) => CEFR_COURSES.includes(c.courseSlug))) {
      const inModule = (module: number) => course.lessons.filter((lesson) => lesson.module === module).length;
      expect(inModule(1), `${course.courseSlug} module 1`).toBeGreaterThanOrEqual(3);
      expect(inModule(2), `${course.courseSlug} module 2`).toBeGreaterThanOrEqual(3);
      const types = new Set(course.lessons.flatMap((lesson) => lesson.exercises.map((exercise) => exercise.type)));
      expect([...types].sort(), course.courseSlug).toEqual([...EXERCISE_TYPES].sort());
      const difficulties = new Set(course.lessons.flatMap((lesson) => lesson.exercises.map((exercise) => exercise.difficulty)));
      expect([...difficulties], course.courseSlug).toEqual([CEFR_DIFFICULTY[course.courseSlug]]);
    }
  });

  it("gives each TEFL course at least two module 1 lessons at intermediate or advanced difficulty", () => {
    for (const course of SEED_LESSONS.filter((c) => TEFL_COURSES.includes(c.courseSlug))) {
      expect(course.lessons.filter((lesson) => lesson.module === 1).length, course.courseSlug).toBeGreaterThanOrEqual(2);
      for (const lesson of course.lessons) {
        for (const exercise of lesson.exercises)
          expect(["intermediate", "advanced"], `${course.courseSlug} / ${exercise.title}`).toContain(exercise.difficulty);
      }
    }
  });

  it("has at least 30 lessons and 130 exercises in total", () => {
    expect(allLessons.length).toBeGreaterThanOrEqual(30);
    expect(allExercises.length).toBeGreaterThanOrEqual(130);
  });
});
