import { z } from "zod";
import type { FieldErrors, Resolver } from "react-hook-form";
import { createExerciseSchema, type AdminExercise, type CreateExerciseInput } from "@shared/api/admin-content";
import { exerciseContentSchemas, type ExerciseContent, type ExerciseType } from "@shared/api/learning";
import { EXERCISE_TYPES } from "@shared/constants";
import { blankText, sentenceFromBlankText, type BlankDraft } from "./exercise-blanks";
import { difficultyOfCourseLevel, SKILL_OF_TYPE } from "./exercise-suggestions";

const { title, description, type, difficulty, skill, points } = createExerciseSchema.shape;

/** One line of a list (an option, an accepted answer): an object, as react-hook-form's field arrays want. */
export type LineDraft = { text: string };
type ChoiceDraft = { question: string; options: LineDraft[]; answer: string };

/**
 * The types written only in the curriculum files (issue 43: texts and tasks). The form keeps their stored
 * content as it is (read-only, shown in the preview) and does not offer them for a new exercise.
 */
export const FILE_AUTHORED_TYPES = [
  "reading_text",
  "listening_text",
  "writing_task",
  "speaking_task",
] as const satisfies readonly ExerciseType[];
export type FileAuthoredType = (typeof FILE_AUTHORED_TYPES)[number];
export const isFileAuthored = (exerciseType: ExerciseType): exerciseType is FileAuthoredType =>
  (FILE_AUTHORED_TYPES as readonly ExerciseType[]).includes(exerciseType);

/** What each type's form holds. Every type keeps its own draft, so switching type and back loses nothing. */
export type ContentDrafts = {
  multiple_choice: ChoiceDraft;
  fill_in_blank: { sentence: string; blanks: BlankDraft[] };
  matching: { pairs: { left: string; right: string }[] };
  audio: ChoiceDraft & { say: string };
  speaking: { phrase: string };
  flashcard: { cards: { front: string; back: string }[] };
} & { [Type in FileAuthoredType]: { stored: ExerciseContent<Type> | null } };

export type ExerciseFormValues = {
  title: string;
  description: string;
  type: ExerciseType;
  difficulty: AdminExercise["difficulty"];
  skill: AdminExercise["skill"];
  points: number;
  content: ContentDrafts;
};

export const MARK_THE_RIGHT_OPTION = "Mark the right option";
export const SENTENCE_REQUIRED = "Sentence is required";
export const MARK_A_BLANK = "Mark at least one word as a blank";

const lines = (count: number): LineDraft[] => Array.from({ length: count }, () => ({ text: "" }));

const EMPTY_DRAFTS: ContentDrafts = {
  multiple_choice: { question: "", options: lines(3), answer: "" },
  fill_in_blank: { sentence: "", blanks: [] },
  matching: {
    pairs: [
      { left: "", right: "" },
      { left: "", right: "" },
    ],
  },
  audio: { say: "", question: "", options: lines(3), answer: "" },
  speaking: { phrase: "" },
  flashcard: { cards: [{ front: "", back: "" }] },
  reading_text: { stored: null },
  listening_text: { stored: null },
  writing_task: { stored: null },
  speaking_task: { stored: null },
};

const toLines = (texts: string[]) => texts.map((text) => ({ text }));

/** A stored exercise's content as its type's draft. */
const draftOf = ({ type: exerciseType, content }: AdminExercise): Partial<ContentDrafts> => {
  switch (exerciseType) {
    case "multiple_choice":
    case "audio": {
      const { options, answer, question } = content as ExerciseContent<"multiple_choice">;
      const choice = { question, options: toLines(options), answer: String(answer) };
      return exerciseType === "audio"
        ? { audio: { ...choice, say: (content as ExerciseContent<"audio">).say } }
        : { multiple_choice: choice };
    }
    case "fill_in_blank":
      return { fill_in_blank: sentenceFromBlankText(content as ExerciseContent<"fill_in_blank">) };
    case "matching":
      return { matching: { pairs: (content as ExerciseContent<"matching">).pairs.map((pair) => ({ ...pair })) } };
    case "speaking":
      return { speaking: { phrase: (content as ExerciseContent<"speaking">).phrase } };
    case "flashcard":
      return { flashcard: { cards: (content as ExerciseContent<"flashcard">).cards.map((card) => ({ ...card })) } };
    // A text or task: kept as stored, edited in the curriculum file.
    case "reading_text":
      return { reading_text: { stored: structuredClone(content as ExerciseContent<"reading_text">) } };
    case "listening_text":
      return { listening_text: { stored: structuredClone(content as ExerciseContent<"listening_text">) } };
    case "writing_task":
      return { writing_task: { stored: structuredClone(content as ExerciseContent<"writing_task">) } };
    case "speaking_task":
      return { speaking_task: { stored: structuredClone(content as ExerciseContent<"speaking_task">) } };
  }
};

/** An exercise's values; a new one starts as a multiple choice at its course's level, with that type's skill. */
export const exerciseFormDefaults = (exercise: AdminExercise | undefined, courseLevel?: string): ExerciseFormValues =>
  exercise
    ? {
        title: exercise.title,
        description: exercise.description,
        type: exercise.type,
        difficulty: exercise.difficulty,
        skill: exercise.skill,
        points: exercise.points,
        content: { ...structuredClone(EMPTY_DRAFTS), ...draftOf(exercise) },
      }
    : {
        title: "",
        description: "",
        type: "multiple_choice",
        difficulty: difficultyOfCourseLevel(courseLevel),
        skill: SKILL_OF_TYPE.multiple_choice,
        points: 10,
        content: structuredClone(EMPTY_DRAFTS),
      };

/** The content object of the chosen type, as the API and the student's view take it (not yet checked). */
export const toContent = (exerciseType: ExerciseType, drafts: ContentDrafts): Record<string, unknown> => {
  switch (exerciseType) {
    case "multiple_choice":
    case "audio": {
      const { options, answer, ...rest } = drafts[exerciseType];
      return { ...rest, options: options.map((option) => option.text), answer: answer === "" ? undefined : Number(answer) };
    }
    case "fill_in_blank": {
      const { sentence, blanks } = drafts.fill_in_blank;
      return { text: blankText(sentence, blanks), answers: blanks.map((blank) => blank.answers.map((answer) => answer.text)) };
    }
    case "reading_text":
    case "listening_text":
    case "writing_task":
    case "speaking_task":
      return structuredClone(drafts[exerciseType].stored ?? {}) as Record<string, unknown>;
    default:
      return structuredClone(drafts[exerciseType]) as Record<string, unknown>;
  }
};

/** Lists whose own message (how many, all different) shows under the list: react-hook-form's `root`. */
const LISTS = new Set(["options", "pairs", "cards"]);

/**
 * Where the form shows a message about the content's field `path` (as the shared schema or the server
 * names it: ["options", 1], ["answers", 0, 2]): the draft field of the same thing.
 */
export const formPathOf = (exerciseType: ExerciseType, path: readonly PropertyKey[]): string => {
  const base = `content.${exerciseType}`;
  const [head, index, inner] = path.map(String);
  if (exerciseType === "fill_in_blank") {
    if (head === "text") return `${base}.sentence`;
    if (head === "answers") {
      if (index === undefined) return `${base}.blanks.root`;
      return inner === undefined ? `${base}.blanks.${index}.answers.root` : `${base}.blanks.${index}.answers.${inner}.text`;
    }
  }
  if (head !== undefined && LISTS.has(head)) {
    if (index === undefined) return `${base}.${head}.root`;
    return head === "options" ? `${base}.options.${index}.text` : `${base}.${head}.${index}.${inner ?? "root"}`;
  }
  return head === undefined ? base : `${base}.${head}`;
};

const commonSchema = z.object({ title, description, type, difficulty, skill, points: points.unwrap() });

/** The form's own checks, before the shared schema: what a person did not do yet, in the form's words. */
const formIssues = (values: ExerciseFormValues): [string, string][] => {
  const issues: [string, string][] = [];
  if (values.type === "multiple_choice" || values.type === "audio") {
    if (values.content[values.type].answer === "") issues.push([`content.${values.type}.answer`, MARK_THE_RIGHT_OPTION]);
  }
  if (values.type === "fill_in_blank") {
    const { sentence, blanks } = values.content.fill_in_blank;
    if (!sentence.trim()) issues.push(["content.fill_in_blank.sentence", SENTENCE_REQUIRED]);
    else if (blanks.length === 0) issues.push(["content.fill_in_blank.sentence", MARK_A_BLANK]);
  }
  return issues;
};

const setError = (errors: Record<string, unknown>, path: string, message: string) => {
  const keys = path.split(".");
  let node = errors;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  // The first message about a field is the one shown.
  node[keys.at(-1)!] ??= { type: "validation", message };
};

/** Every problem of the form, keyed by the field that shows it (dotted paths). */
export const validateExerciseForm = (values: ExerciseFormValues): [string, string][] => {
  const issues: [string, string][] = [];
  const common = commonSchema.safeParse(values);
  for (const issue of common.error?.issues ?? []) issues.push([issue.path.join("."), issue.message]);
  if (!EXERCISE_TYPES.includes(values.type)) return issues;
  const own = formIssues(values);
  issues.push(...own);
  const result = exerciseContentSchemas[values.type].safeParse(toContent(values.type, values.content));
  for (const issue of result.error?.issues ?? []) {
    const field = formPathOf(values.type, issue.path);
    // The form's own message already says it ("Mark the right option" rather than an index).
    if (!own.some(([ownField]) => ownField === field)) issues.push([field, issue.message]);
  }
  return issues;
};

/** react-hook-form's resolver: the server's rules and messages, each under the field it concerns. */
export const exerciseFormResolver: Resolver<ExerciseFormValues> = async (values) => {
  const issues = validateExerciseForm(values);
  if (issues.length === 0) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [path, message] of issues) setError(errors, path, message);
  return { values: {}, errors: errors as FieldErrors<ExerciseFormValues> };
};

/** What the API receives: the common fields and the chosen type's content, trimmed by the shared schema. */
export const toExerciseInput = (values: ExerciseFormValues): CreateExerciseInput => {
  const common = commonSchema.parse(values);
  const content = exerciseContentSchemas[values.type].parse(toContent(values.type, values.content));
  return { ...common, content };
};
