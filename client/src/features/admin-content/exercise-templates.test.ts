import { describe, expect, it } from "vitest";
import { exerciseContentSchemas, type ExerciseType } from "@shared/api/learning";
import { EXERCISE_TYPES } from "@shared/constants";
import { exerciseFormDefaults, exerciseFormSchema, toExerciseInput } from "./exercise-form-schema";
import { CONTENT_TEMPLATES, isUntouchedTemplate, templateText } from "./exercise-templates";
import { lessonFormSchema, toLessonInput } from "./lesson-form-schema";

describe("content templates", () => {
  it.each(EXERCISE_TYPES)("the %s template is valid content of its type", (type: ExerciseType) => {
    expect(exerciseContentSchemas[type].safeParse(CONTENT_TEMPLATES[type]).success).toBe(true);
  });

  it("knows an untouched template from written content", () => {
    expect(isUntouchedTemplate(templateText("matching"))).toBe(true);
    expect(isUntouchedTemplate("")).toBe(true);
    expect(isUntouchedTemplate(templateText("matching").replace("hot", "warm"))).toBe(false);
  });
});

describe("exercise form", () => {
  const values = { ...exerciseFormDefaults(undefined), title: "Choose the verb", description: "Pick the word that is a verb." };

  it("sends the content as the object its JSON holds", () => {
    const parsed = exerciseFormSchema.parse(values);
    expect(toExerciseInput(parsed)).toEqual({
      title: "Choose the verb",
      description: "Pick the word that is a verb.",
      type: "multiple_choice",
      difficulty: "beginner",
      skill: "reading",
      points: 10,
      content: CONTENT_TEMPLATES.multiple_choice,
    });
  });

  it("names the content's problem beside the other fields' problems", () => {
    const result = exerciseFormSchema.safeParse({ ...values, title: "Tiny", contentText: "[1, 2]" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["title", "Title must be at least 5 characters"],
      ["contentText", "Content must be a valid JSON object"],
    ]);
    const wrongShape = exerciseFormSchema.safeParse({ ...values, type: "speaking" });
    expect(wrongShape.error?.issues.map((issue) => issue.message)).toEqual(["Phrase is required"]);
  });
});

describe("lesson form", () => {
  it("turns the examples' lines into a list, skipping blank lines", () => {
    const parsed = lessonFormSchema.parse({
      title: "Telephone calls",
      description: "Answering and making calls at work.",
      content: "We say who we are first.",
      module: "4",
      estimatedMinutes: "30",
      examplesText: " Hello, this is Sipho. \n\n Could I speak to Anna?\n",
      isPublished: false,
    });
    expect(toLessonInput(parsed)).toEqual({
      title: "Telephone calls",
      description: "Answering and making calls at work.",
      content: "We say who we are first.",
      module: 4,
      estimatedMinutes: 30,
      examples: ["Hello, this is Sipho.", "Could I speak to Anna?"],
      isPublished: false,
    });
  });
});
