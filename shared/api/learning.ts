// Contracts of the learning engine: the exercise content shapes (the authoring contract), what a student
// sees of an exercise (never the answers), what they send, and what the server answers.
import { z } from "zod";
import { type DIFFICULTIES, type EXERCISE_TYPES } from "../constants";
import { countWords } from "../exercises/word-count";
import type { CefrBand } from "../placement/bands";
import type { AchievementSummary } from "./achievements";
import type { CertificateGrade, CertificateKind } from "./certificates";

export const EXERCISE_SKILLS = ["reading", "writing", "speaking", "listening"] as const;
export type ExerciseSkill = (typeof EXERCISE_SKILLS)[number];
export type ExerciseType = (typeof EXERCISE_TYPES)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A result passes at 60 % of the maximum; a speaking attempt at 0.8 word-level similarity. */
export const PASS_RATIO = 0.6;
export const SPEAKING_PASS_SIMILARITY = 0.8;
export const MODULE_NUMBERS = [1, 2, 3, 4, 5] as const;
/** A blank in a fill_in_blank text. */
export const BLANK = "___";

// ---- Authoring: the content of each type, answers included (stored, never sent to students) ----

const text = (label: string, max = 500) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionsAndAnswer = {
  options: z
    .array(text("Each option", 200), { error: "Options must be a list" })
    .min(2, "Give 2 to 6 options")
    .max(6, "Give 2 to 6 options"),
  answer: z
    .number({ error: "Answer must be the index of the right option" })
    .int("Answer must be the index of the right option")
    .min(0, "Answer must be the index of the right option"),
};
const answerWithinOptions = (content: { options: string[]; answer: number }) => content.answer < content.options.length;
const ANSWER_OUT_OF_OPTIONS = { message: "Answer must be the index of one of the options", path: ["answer"] };

const uniqueBy = <T>(items: T[], key: (item: T) => string) => new Set(items.map((item) => key(item).toLowerCase())).size === items.length;

// ---- Texts and tasks (issue 43): a reading or listening text with its questions, a writing task, a speaking task ----

/** What kind of text a reading or listening text (or a writing task) is: the page sets it out as its genre. */
export const TEXT_GENRES = [
  "message",
  "email",
  "notice",
  "advertisement",
  "article",
  "story",
  "report",
  "opinion",
  "review",
  "interview",
  "conversation",
  "announcement",
  "talk",
  "blog",
  "letter",
  "instructions",
] as const;
export type TextGenre = (typeof TEXT_GENRES)[number];
/** The voice a listening text's speaker is spoken in (the browser's speech until recorded audio exists). */
export const SPEAKER_VOICES = ["female", "male"] as const;
export type SpeakerVoice = (typeof SPEAKER_VOICES)[number];
/** A writing task's rubric: the four CEFR-aligned criteria, each described once. */
export const RUBRIC_CRITERIA = ["task", "organisation", "range", "accuracy"] as const;
export type RubricCriterion = (typeof RUBRIC_CRITERIA)[number];
/** What a speaking task asks for: describe a picture or scene, answer a question, give an opinion. */
export const SPEAKING_TASK_KINDS = ["describe", "answer", "opinion"] as const;
export type SpeakingTaskKind = (typeof SPEAKING_TASK_KINDS)[number];
/** The longest text a learner may hand in for a writing task (characters). */
export const WRITING_TEXT_MAX_CHARACTERS = 8000;
/** The longest a speaking task's recording may be reported as (seconds). */
export const SPEAKING_RECORDING_MAX_SECONDS = 600;

const genre = z.enum(TEXT_GENRES, { error: `Genre must be one of: ${TEXT_GENRES.join(", ")}` });

/** One comprehension question of a reading or listening text: the shape of a multiple_choice exercise. */
const comprehensionQuestionSchema = z
  .strictObject({ question: text("Each question"), ...optionsAndAnswer })
  .refine(answerWithinOptions, ANSWER_OUT_OF_OPTIONS);
const comprehensionQuestions = z
  .array(comprehensionQuestionSchema, { error: "Questions must be a list" })
  .min(3, "Give 3 to 8 questions")
  .max(8, "Give 3 to 8 questions");

const readingTextSchema = z.strictObject({
  genre,
  title: text("Title", 120),
  text: text("Text", 6000),
  questions: comprehensionQuestions,
});

const listeningTextSchema = z
  .strictObject({
    genre,
    title: text("Title", 120),
    speakers: z
      .array(
        z.strictObject({
          name: text("Each speaker's name", 40),
          voice: z.enum(SPEAKER_VOICES, { error: "Each speaker's voice must be female or male" }),
        }),
        { error: "Speakers must be a list" },
      )
      .min(1, "Give 1 or 2 speakers")
      .max(2, "Give 1 or 2 speakers")
      .refine((speakers) => uniqueBy(speakers, (speaker) => speaker.name), "Each speaker needs a different name"),
    lines: z
      .array(z.strictObject({ speaker: text("Each line's speaker", 40), text: text("Each line", 1200) }), { error: "Lines must be a list" })
      .min(1, "Give 1 to 80 lines")
      .max(80, "Give 1 to 80 lines"),
    questions: comprehensionQuestions,
  })
  .refine((content) => content.lines.every((line) => content.speakers.some((speaker) => speaker.name === line.speaker)), {
    message: "Each line's speaker must be one of the speakers",
    path: ["lines"],
  });

const writingTaskSchema = z
  .strictObject({
    genre,
    prompt: text("Prompt", 1500),
    minWords: z
      .number({ error: "Give the least number of words (20 to 600)" })
      .int("Give the least number of words (20 to 600)")
      .min(20, "Give the least number of words (20 to 600)")
      .max(600, "Give the least number of words (20 to 600)"),
    maxWords: z
      .number({ error: "Give the most words (at most 700)" })
      .int("Give the most words (at most 700)")
      .max(700, "Give the most words (at most 700)"),
    rubric: z
      .array(
        z.strictObject({
          criterion: z.enum(RUBRIC_CRITERIA, { error: `Each criterion must be one of: ${RUBRIC_CRITERIA.join(", ")}` }),
          descriptor: text("Each criterion's descriptor", 400),
        }),
        { error: "The rubric must be a list" },
      )
      .length(RUBRIC_CRITERIA.length, `The rubric describes each of ${RUBRIC_CRITERIA.join(", ")} once`)
      .refine(
        (rubric) => RUBRIC_CRITERIA.every((criterion) => rubric.some((row) => row.criterion === criterion)),
        `The rubric describes each of ${RUBRIC_CRITERIA.join(", ")} once`,
      ),
    modelAnswer: text("Model answer", 6000),
  })
  .refine((task) => task.maxWords >= task.minWords, { message: "The most words must be at least the least", path: ["maxWords"] })
  .refine(
    (task) => {
      const words = countWords(task.modelAnswer);
      return words >= task.minWords && words <= task.maxWords;
    },
    { message: "The model answer's length must be within the task's number of words", path: ["modelAnswer"] },
  );

const speakingTaskSchema = z.strictObject({
  kind: z.enum(SPEAKING_TASK_KINDS, { error: `Kind must be one of: ${SPEAKING_TASK_KINDS.join(", ")}` }),
  prompt: text("Prompt", 600),
  picture: text("Picture", 300).optional(),
  checklist: z
    .array(text("Each checklist point", 200), { error: "The checklist must be a list" })
    .min(2, "Give 2 to 6 checklist points")
    .max(6, "Give 2 to 6 checklist points"),
  modelAnswer: text("Model answer", 2000),
  minSeconds: z
    .number({ error: "The shortest answer is 10 to 180 seconds" })
    .int("The shortest answer is 10 to 180 seconds")
    .min(10, "The shortest answer is 10 to 180 seconds")
    .max(180, "The shortest answer is 10 to 180 seconds")
    .default(30),
});

export const exerciseContentSchemas = {
  multiple_choice: z.strictObject({ question: text("Question"), ...optionsAndAnswer }).refine(answerWithinOptions, ANSWER_OUT_OF_OPTIONS),
  fill_in_blank: z
    .strictObject({
      text: text("Text", 1000).refine((value) => value.includes(BLANK), `Text must contain at least one blank written as ${BLANK}`),
      answers: z
        .array(z.array(text("Each accepted answer", 100)).min(1, "Each blank needs at least one accepted answer"), {
          error: "Answers must be a list per blank",
        })
        .min(1, "Each blank needs at least one accepted answer"),
    })
    .refine((content) => content.text.split(BLANK).length - 1 === content.answers.length, {
      message: "Give one list of accepted answers per blank",
      path: ["answers"],
    }),
  matching: z.strictObject({
    pairs: z
      .array(z.strictObject({ left: text("Each left item", 200), right: text("Each right item", 200) }), { error: "Pairs must be a list" })
      .min(2, "Give 2 to 8 pairs")
      .max(8, "Give 2 to 8 pairs")
      .refine(
        (pairs) => uniqueBy(pairs, (pair) => pair.left) && uniqueBy(pairs, (pair) => pair.right),
        "Each left and each right item must be different",
      ),
  }),
  audio: z
    .strictObject({ say: text("The text to speak", 500), question: text("Question"), ...optionsAndAnswer })
    .refine(answerWithinOptions, ANSWER_OUT_OF_OPTIONS),
  speaking: z.strictObject({ phrase: text("Phrase", 300) }),
  flashcard: z.strictObject({
    cards: z
      .array(z.strictObject({ front: text("Each card's front", 200), back: text("Each card's back", 300) }), {
        error: "Cards must be a list",
      })
      .min(1, "Give 1 to 12 cards")
      .max(12, "Give 1 to 12 cards")
      .refine((cards) => uniqueBy(cards, (card) => card.front), "Each card's front must be different"),
  }),
  reading_text: readingTextSchema,
  listening_text: listeningTextSchema,
  writing_task: writingTaskSchema,
  speaking_task: speakingTaskSchema,
} satisfies Record<ExerciseType, z.ZodType>;

export type ExerciseContent<Type extends ExerciseType = ExerciseType> = z.infer<(typeof exerciseContentSchemas)[Type]>;

// ---- What a student sees of an exercise: the answers stripped ----

export type StudentContent =
  | { type: "multiple_choice"; question: string; options: string[] }
  | { type: "fill_in_blank"; text: string; blanks: number }
  | { type: "matching"; lefts: string[]; rights: string[] }
  | { type: "audio"; say: string; question: string; options: string[] }
  | { type: "speaking"; phrase: string }
  | { type: "flashcard"; cards: { front: string; back: string }[] }
  | { type: "reading_text"; genre: TextGenre; title: string; text: string; questions: StudentQuestion[] }
  /**
   * The lines are sent: the browser speaks them until recorded audio exists; the page shows the transcript
   * only after the questions are answered, or at once when the browser has no voice.
   */
  | {
      type: "listening_text";
      genre: TextGenre;
      title: string;
      speakers: ListeningSpeaker[];
      lines: ListeningLine[];
      questions: StudentQuestion[];
    }
  /** No model answer before the attempt (it comes in the result's review). */
  | { type: "writing_task"; genre: TextGenre; prompt: string; minWords: number; maxWords: number; rubric: RubricRow[] }
  /** No model answer before the attempt (it comes in the result's review). */
  | { type: "speaking_task"; kind: SpeakingTaskKind; prompt: string; picture: string | null; checklist: string[]; minSeconds: number };

/** A comprehension question as the student sees it: no answer. */
export type StudentQuestion = { question: string; options: string[] };
export type ListeningSpeaker = { name: string; voice: SpeakerVoice };
export type ListeningLine = { speaker: string; text: string };
export type RubricRow = { criterion: RubricCriterion; descriptor: string };

export type BestResult = { score: number; maxScore: number; passed: boolean };

export type StudentExercise = {
  id: number;
  title: string;
  description: string;
  type: ExerciseType;
  difficulty: Difficulty;
  skill: ExerciseSkill;
  points: number;
  position: number;
  content: StudentContent;
  /** The student's best attempt so far, or null before the first one. */
  best: BestResult | null;
};

// ---- What a student sends ----

export const USER_ANSWERS_REQUIRED = "User answers must be provided";
export const USER_ANSWERS_NOT_OBJECT = "User answers must be a valid JSON object";

/** POST /api/exercises/:id/results. A `score` or `passed` in the body is ignored: the server grades. */
export const submitResultSchema = z.object({
  userAnswers: z.unknown().superRefine((value, context) => {
    if (value === undefined || value === null) context.addIssue({ code: "custom", message: USER_ANSWERS_REQUIRED });
    else if (typeof value !== "object" || Array.isArray(value)) context.addIssue({ code: "custom", message: USER_ANSWERS_NOT_OBJECT });
  }),
  timeSpent: z.coerce.number({ error: "Time spent must be a number of seconds" }).int().min(0).max(86_400).optional(),
});

/** A reading or listening text's answers: the index of the option chosen for each question. */
const textAnswers = z
  .array(z.number({ error: "Each answer must be the number of an option" }).int("Each answer must be the number of an option"), {
    error: "Please answer the questions",
  })
  .max(8, "A text has at most 8 questions");

/** The answer each type expects inside `userAnswers`. */
export const userAnswerSchemas = {
  multiple_choice: z.object({ answer: z.number({ error: "Please choose an answer" }).int("Please choose an answer") }),
  fill_in_blank: z.object({ answers: z.array(z.string().max(200), { error: "Please fill in the blanks" }).max(20) }),
  matching: z.object({ matches: z.record(z.string().max(200), z.string().max(200), { error: "Please match the items" }) }),
  audio: z.object({ answer: z.number({ error: "Please choose an answer" }).int("Please choose an answer") }),
  speaking: z.object({ transcript: z.string({ error: "Please say or type the phrase" }).max(1000) }),
  flashcard: z.object({ known: z.array(z.string().max(200), { error: "Please go through the cards" }).max(50) }),
  /** One option index per question, in the order asked (a question left out is wrong). */
  reading_text: z.object({ answers: textAnswers }),
  listening_text: z.object({ answers: textAnswers }),
  writing_task: z.object({
    text: z
      .string({ error: "Please write your text" })
      .trim()
      .min(1, "Please write your text")
      .max(WRITING_TEXT_MAX_CHARACTERS, `Your text must be at most ${WRITING_TEXT_MAX_CHARACTERS} characters`),
  }),
  /**
   * The recording stays in the browser: only its length and the learner's own checklist are sent. A length
   * under the task's minSeconds (0 included) does not pass: the answer must have been spoken for that long.
   */
  speaking_task: z.object({
    recordedSeconds: z
      .number({ error: "Please record your answer" })
      .int("Please record your answer")
      .min(0, "Please record your answer")
      .max(SPEAKING_RECORDING_MAX_SECONDS, `A recording is at most ${SPEAKING_RECORDING_MAX_SECONDS} seconds`),
    checklist: z
      .array(z.boolean({ error: "Tick each checklist point or leave it unticked" }), { error: "Please go through the checklist" })
      .max(6, "A speaking task has at most 6 checklist points"),
  }),
} satisfies Record<ExerciseType, z.ZodType>;

export type UserAnswers<Type extends ExerciseType = ExerciseType> = z.infer<(typeof userAnswerSchemas)[Type]>;

// ---- What the server answers ----

/** One item of the feedback: right or wrong, and what was expected (shown once the attempt is made). */
export type FeedbackItem = { label: string; isCorrect: boolean; given: string; expected: string };

export type ProgressSummary = {
  totalPoints: number;
  level: number;
  lessonsCompleted: number;
  exercisesCompleted: number;
  averageScore: number;
  currentStreak: number;
  longestStreak: number;
  lastActivityDate: string | null;
};

/** The automatic feedback on a writing task (the server's: spelling needs a dictionary). */
export type WritingFeedback = {
  wordCount: number;
  minWords: number;
  maxWords: number;
  /** At most 20, each word once, in the order first written. */
  misspelled: { word: string; suggestions: string[] }[];
  /** Content words used 4 times or more (not the, a, is...), most used first. */
  repeated: { word: string; count: number }[];
};
/** What a writing or speaking task's result adds: the model answer to compare, and a writing task's feedback. */
export type ExerciseReview = { modelAnswer: string; writing: WritingFeedback | null };

export type ExerciseResultResponse = {
  score: number;
  maxScore: number;
  passed: boolean;
  /** Points added by this attempt: an exercise's points are earned once, on its first pass. */
  pointsEarned: number;
  feedback: FeedbackItem[];
  lessonCompleted: boolean;
  /** 0-100: completed lessons / published lessons of the course. */
  courseProgress: number;
  progress: ProgressSummary;
  /** Achievements this attempt earned (each is earned once); their points are in progress.totalPoints. */
  newAchievements: AchievementSummary[];
  /** The certificate this attempt earned by completing the course (issued once), else null; a completion record has no grade. */
  certificate: { certificateNumber: string; courseName: string; kind: CertificateKind; grade: CertificateGrade | null } | null;
  /** writing_task and speaking_task: the model answer (and the writing feedback); null for the other types. */
  review: ExerciseReview | null;
};

/** GET /api/courses/:id/lessons: the published outline; `isCompleted` for an enrolled student. */
export type LessonOutlineItem = {
  id: number;
  title: string;
  description: string;
  module: number;
  position: number;
  estimatedMinutes: number;
  exerciseCount: number;
  isCompleted?: boolean;
};

/** POST /api/courses/:id/enroll (201 new, 200 already enrolled) and GET /api/courses/:id/enrollment. */
export type Enrollment = { courseId: number; enrolledAt: string; progress: number; completedAt: string | null };

/** GET /api/lessons/:id */
export type LessonDetail = {
  id: number;
  courseId: number;
  courseTitle: string;
  title: string;
  description: string;
  module: number;
  position: number;
  estimatedMinutes: number;
  /** The explanation: HTML of the lesson editor's allow-list, sanitised when it was written. */
  content: string;
  examples: string[];
  /** "Key words and phrases": the lesson's vocabulary (an admin-authored lesson may have none). */
  vocabulary: VocabularyItem[];
  exercises: StudentExercise[];
  isCompleted: boolean;
  previousLessonId: number | null;
  nextLessonId: number | null;
  /** The next lesson's title, for "Next lesson: ..." when this one is finished. */
  nextLessonTitle: string | null;
};

/** A key word or phrase of a lesson: its CEFR level and an example that uses it. */
export type VocabularyItem = { term: string; level: CefrBand; example: string };

/** GET /api/courses/:id/learn: what the course player needs in one read. */
export type CoursePlayer = {
  course: { id: number; title: string; level: string };
  enrollment: Enrollment;
  lessons: (LessonOutlineItem & { isCompleted: boolean })[];
  nextLessonId: number | null;
};

export const ENROLL_NEEDS_SUBSCRIPTION = "An active subscription is required to start this course";
/** 403 of the player, a lesson or a result for a student who has not enrolled in the course. */
export const NOT_ENROLLED = "Enroll in this course to study its lessons";

// ---- Practice time (one definition: see server/learning/practice-time.ts) ----

/** The longest a browser may report at once: it reports about every minute of active study on a lesson page. */
export const LESSON_TIME_REPORT_MAX_SECONDS = 600;
export const LESSON_TIME_INVALID = "Seconds must be a whole number from 1 to 600";

/** POST /api/lessons/:id/time: seconds of active study on the lesson's page since the last report. */
export const recordLessonTimeSchema = z.object({
  seconds: z
    .number({ error: LESSON_TIME_INVALID })
    .int(LESSON_TIME_INVALID)
    .min(1, LESSON_TIME_INVALID)
    .max(LESSON_TIME_REPORT_MAX_SECONDS, LESSON_TIME_INVALID),
});
