// The curriculum as files (content/courses/<course-slug>/…): what each file must hold. The exercise
// contents are checked by the same schemas as an admin's authoring (shared/api/learning.ts).
import { z } from "zod";
import { DIFFICULTIES, EXERCISE_TYPES } from "../constants";
import { EXERCISE_SKILLS, exerciseContentSchemas } from "../api/learning";
import { CEFR_BANDS } from "../placement/bands";
import { wordsOf } from "../exercises/word-count";

/** Types a question bank's `questions` may hold: one right answer, marked without a person. */
export const BANK_QUESTION_TYPES = ["multiple_choice", "fill_in_blank", "audio"] as const;
/**
 * Types a bank's `texts` may hold: a reading or listening text with its questions, one point a question.
 * Each attempt asks one text of each type the bank holds besides its `drawn` questions (issue 43).
 */
export const BANK_TEXT_TYPES = ["reading_text", "listening_text"] as const;

const line = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, `${label} needs at least ${min} characters`)
    .max(max, `${label} is at most ${max} characters`);

const exerciseBase = {
  title: line("An exercise's title", 3, 120),
  description: line("An exercise's instructions", 5, 300),
  difficulty: z.enum(DIFFICULTIES),
  skill: z.enum(EXERCISE_SKILLS),
  points: z.number().int().min(5).max(50).default(10),
};

/** One exercise: its type's content must pass the authoring schema of that type. */
export const contentExerciseSchema = z
  .object({ type: z.enum(EXERCISE_TYPES), ...exerciseBase, content: z.unknown() })
  .superRefine((exercise, context) => {
    const parsed = exerciseContentSchemas[exercise.type].safeParse(exercise.content);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        context.addIssue({ code: "custom", message: issue.message, path: ["content", ...issue.path] });
    }
  });
export type ContentExercise = z.output<typeof contentExerciseSchema>;

// Words that stand for "someone" or "something" in a dictionary entry (make sb do sth): no example uses them.
const PLACEHOLDERS = new Set(["sb", "sth", "someone", "something", "somebody", "one's", "oneself", "your", "etc"]);
const stem = (word: string) => (word.length > 4 ? word.slice(0, word.length - 2) : word);

/**
 * True when the example uses the term or a form of it: some word of the term (a placeholder such as "sb"
 * aside) begins a word of the example, its ending left off (apply: applied; carry out: carried out).
 */
export const exampleUsesTerm = (term: string, example: string) => {
  const termWords = wordsOf(term.toLowerCase().replace(/\([^)]*\)/g, " ")).filter((word) => !PLACEHOLDERS.has(word));
  const exampleWords = wordsOf(example.toLowerCase());
  return termWords.some((word) => exampleWords.some((candidate) => candidate.startsWith(stem(word))));
};

/** A key word or phrase of a lesson, its CEFR level and an example sentence that uses it. */
export const vocabularyItemSchema = z
  .strictObject({
    term: line("A key word's term", 1, 80),
    level: z.enum(CEFR_BANDS, { error: `A key word's level is one of ${CEFR_BANDS.join(", ")}` }),
    example: line("A key word's example", 3, 200),
  })
  .refine((item) => exampleUsesTerm(item.term, item.example), {
    message: "A key word's example must use the term (or a form of it)",
    path: ["example"],
  });

/** A lesson file's front matter; its Markdown body is the explanation. */
export const lessonFrontMatterSchema = z.strictObject({
  title: line("The lesson's title", 5, 100),
  description: line("The lesson's description", 10, 300),
  /** What a learner at the level really spends (content:check compares it with the estimate: estimate-minutes.ts). */
  minutes: z.number().int().min(10).max(180),
  examples: z
    .array(line("An example", 3, 300))
    .min(3, "Give at least 3 examples")
    .max(10),
  /** "Key words and phrases": 6 to 14 (a lesson written before issue 43 may have none yet). */
  vocabulary: z
    .array(vocabularyItemSchema)
    .max(14, "Give 6 to 14 key words and phrases")
    .refine((items) => items.length === 0 || items.length >= 6, "Give 6 to 14 key words and phrases")
    .refine((items) => new Set(items.map((item) => item.term.toLowerCase())).size === items.length, "Each key word appears once")
    .default([]),
  exercises: z
    .array(contentExerciseSchema)
    .min(5, "A lesson needs at least 5 exercises")
    .refine((exercises) => new Set(exercises.map((exercise) => exercise.type)).size >= 3, "Mix at least 3 exercise types in a lesson"),
});
export type LessonFrontMatter = z.output<typeof lessonFrontMatterSchema>;

const canDo = z.array(line("A can-do statement", 10, 300)).min(1);

/** module.yaml: the module's title, what it is for, and (CEFR) the can-do statements it teaches to. */
export const moduleFileSchema = z.strictObject({
  title: line("The module's title", 3, 100),
  description: line("The module's description", 10, 500),
  /** CEFR courses: the Council of Europe's can-do statements, per skill, this module works towards. */
  canDo: z.strictObject({ reading: canDo, listening: canDo, speaking: canDo, writing: canDo }).optional(),
  /** TEFL courses: what a trainee can do after the unit, and the unit's reflective written task. */
  outcomes: z
    .array(line("An outcome", 10, 300))
    .min(2)
    .optional(),
  reflectiveTask: z
    .strictObject({ prompt: line("The reflective task", 40, 1500), guidance: z.array(line("A point of guidance", 10, 300)).min(2) })
    .optional(),
  /** Who wrote the module and who gave it a second reading, by role (never a name); never the same. */
  authoring: z
    .strictObject({ writer: line("The writer's role", 3, 160), reviewer: line("The reviewer's role", 3, 160) })
    .refine((authoring) => authoring.writer.toLowerCase() !== authoring.reviewer.toLowerCase(), {
      message: "A module's reviewer is not its writer",
      path: ["reviewer"],
    })
    .optional(),
});
export type ModuleFile = z.output<typeof moduleFileSchema>;

/** A bank item's content must pass the authoring schema of its type. */
const checkBankContent = (item: { type: keyof typeof exerciseContentSchemas; content: unknown }, context: z.RefinementCtx) => {
  const parsed = exerciseContentSchemas[item.type].safeParse(item.content);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) context.addIssue({ code: "custom", message: issue.message, path: ["content", ...issue.path] });
  }
};
export const bankQuestionSchema = z
  .object({ type: z.enum(BANK_QUESTION_TYPES), skill: z.enum(EXERCISE_SKILLS), content: z.unknown() })
  .superRefine(checkBankContent);
export type BankQuestion = z.output<typeof bankQuestionSchema>;
export const bankTextSchema = z
  .object({ type: z.enum(BANK_TEXT_TYPES), skill: z.enum(EXERCISE_SKILLS), content: z.unknown() })
  .superRefine(checkBankContent);
export type BankText = z.output<typeof bankTextSchema>;

/** A final assessment's writing task: kept for a teacher's marking with its automatic feedback, not scored. */
export const bankWritingTaskSchema = z
  .object({ type: z.literal("writing_task"), skill: z.literal("writing"), content: z.unknown() })
  .superRefine(checkBankContent);
export type BankWritingTask = z.output<typeof bankWritingTaskSchema>;

/**
 * test.yaml (a module test) and final-assessment.yaml: `drawn` questions out of a larger bank, the reading
 * and listening texts an attempt asks one of each of, and (a final) the writing task every attempt asks.
 */
export const questionBankSchema = z
  .strictObject({
    drawn: z.number().int().min(5).max(60),
    questions: z.array(bankQuestionSchema),
    texts: z.array(bankTextSchema).max(12).default([]),
    writingTask: bankWritingTaskSchema.optional(),
  })
  .refine((bank) => bank.questions.length >= bank.drawn * 2, "The bank needs at least twice as many questions as a test draws");
export type QuestionBank = z.output<typeof questionBankSchema>;

/** What every attempt asks whole besides the drawn questions: the bank's texts, then a final's writing task. */
export const askedWholeOf = (bank: QuestionBank): (BankText | BankWritingTask)[] => [
  ...bank.texts,
  ...(bank.writingTask ? [bank.writingTask] : []),
];
