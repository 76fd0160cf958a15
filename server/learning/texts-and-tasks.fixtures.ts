// Exercises of the four text and task types (issue 43), written into a seeded lesson by the API tests.
import type { ExerciseContent, ExerciseSkill, ExerciseType } from "../../shared/api/learning";
import { exerciseContentSchemas } from "../../shared/api/learning";
import { exercises } from "../../shared/schema/learning";
import type { TestApp } from "../test/test-app";

const questions = [
  { question: "Where did Lindiwe go?", options: ["To the market", "To the beach", "To school"], answer: 1 },
  { question: "Who went with her?", options: ["Her brother", "Her teacher", "Nobody"], answer: 0 },
  { question: "How was the weather?", options: ["Rainy", "Cold", "Sunny"], answer: 2 },
];

export const READING: ExerciseContent<"reading_text"> = {
  genre: "message",
  title: "A day out",
  text: "Hi Sam,\n\nOn Saturday I went to the beach with my brother. It was sunny and warm all day.\n\nLindiwe",
  questions,
};

export const LISTENING: ExerciseContent<"listening_text"> = {
  genre: "conversation",
  title: "After the weekend",
  speakers: [
    { name: "Sam", voice: "male" },
    { name: "Lindiwe", voice: "female" },
  ],
  lines: [
    { speaker: "Sam", text: "Did you go out on Saturday?" },
    { speaker: "Lindiwe", text: "Yes, I went to the beach with my brother. It was sunny." },
  ],
  questions,
};

const MODEL_ANSWER =
  "Hi Zanele, I had a lovely weekend in Knysna. On Saturday we walked along the lagoon and ate fish at a small restaurant. " +
  "On Sunday it rained, so we visited a museum. See you soon!";

export const WRITING: ExerciseContent<"writing_task"> = {
  genre: "message",
  prompt: "Write a message to your friend Zanele about your weekend in Knysna. Say where you went and what you did.",
  minWords: 20,
  maxWords: 60,
  rubric: [
    { criterion: "task", descriptor: "Says where you went and what you did." },
    { criterion: "organisation", descriptor: "Opens and closes like a message." },
    { criterion: "range", descriptor: "Uses past tenses and a few time words." },
    { criterion: "accuracy", descriptor: "Few mistakes that make the message hard to read." },
  ],
  modelAnswer: MODEL_ANSWER,
};

export const SPEAKING: ExerciseContent<"speaking_task"> = {
  kind: "describe",
  prompt: "Describe the picture: where are the people and what are they doing?",
  picture: "🏖️ A family on a beach",
  checklist: ["Say where they are", "Say what two people are doing", "Describe the weather", "Give your opinion"],
  modelAnswer: "The family is on a beach. The father is swimming and the girl is building a sandcastle. It is sunny. It looks fun.",
  minSeconds: 20,
};

const SKILLS = { reading_text: "reading", listening_text: "listening", writing_task: "writing", speaking_task: "speaking" } as const;

/** Adds an exercise of `type` to the lesson, after its own ones; the stored row. */
export const addExercise = async (testApp: TestApp, lessonId: number, type: keyof typeof SKILLS, content: object, position = 100) => {
  // The fixture must be what an author could write: checked by the authoring schema.
  exerciseContentSchemas[type].parse(content);
  const skill: ExerciseSkill = SKILLS[type];
  const [row] = await testApp.db
    .insert(exercises)
    .values({
      lessonId,
      title: `A ${type.replace("_", " ")}`,
      description: "Issue 43's types",
      type: type as ExerciseType,
      difficulty: "beginner",
      skill,
      points: 10,
      content: content as Record<string, unknown>,
      position,
    })
    .returning();
  return row!;
};
