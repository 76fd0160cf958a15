/**
 * The independent count of a learner's time: what a lesson or a test really takes, from what it holds,
 * never from the minutes its file states. `npm run content:check` prints it per course and refuses a
 * lesson that states more than 1.5 times it; the server states a course's hours from it (decision 0073).
 *
 * - Reading at 100 words a minute: the explanation, the examples, the key words with their examples,
 *   every question, option, sentence and card, and every reading text.
 * - 45 seconds for each question, blank or matching pair; 30 seconds for each flashcard.
 * - Listening: the spoken words at the level's pace, heard twice, plus 45 seconds for its question.
 * - A phrase to say: 45 seconds. A speaking task: 3 minutes.
 * - A writing task: 5 minutes to plan, then the middle of its word range at 10 words a minute.
 * Tests and reflective tasks are counted by guidedLearningHours (shared/api/course-tests.ts), the rule the
 * course pages and certificates use, from the lessons' stated minutes.
 */
export const READING_WORDS_PER_MINUTE = 100;
export const SECONDS_PER_ANSWER = 45;
export const SECONDS_PER_CARD = 30;
export const SPEAKING_TASK_MINUTES = 3;
export const WRITING_PLAN_MINUTES = 5;
export const WRITING_WORDS_PER_MINUTE = 10;
/** A lesson may state at most this many times its counted minutes (and no less than the count over it). */
export const STATED_MINUTES_TOLERANCE = 1.5;

/** Words a minute the listening is spoken at, by the course's level (docs/learning.md's pace by level). */
export const speechPaceOf = (level: string) => (/^A/.test(level) ? 110 : /^B/.test(level) ? 130 : 150);

export const countTextWords = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;

const wordsIn = (...texts: (string | undefined)[]) => texts.reduce((sum, text) => sum + (text ? countTextWords(text) : 0), 0);

type Choice = { question: string; options: string[] };
type Line = { text: string };
export type EstimatedExercise = { type: string; content: unknown };
export type EstimatedLesson = {
  body: string;
  examples?: string[];
  vocabulary?: { term: string; example: string }[];
  exercises: EstimatedExercise[];
};

const readingSeconds = (words: number) => (words / READING_WORDS_PER_MINUTE) * 60;
const choiceSeconds = (choices: Choice[]) =>
  choices.reduce((sum, choice) => sum + readingSeconds(wordsIn(choice.question, ...choice.options)) + SECONDS_PER_ANSWER, 0);

/** Seconds one exercise takes a learner at this speech pace (words a minute). */
export const estimateExerciseSeconds = ({ type, content }: EstimatedExercise, pace: number): number => {
  const listen = (words: number) => (words / pace) * 60 * 2;
  const item = content as Record<string, unknown>;
  switch (type) {
    case "multiple_choice":
      return choiceSeconds([item as Choice]);
    case "audio":
      return listen(wordsIn(item.say as string)) + choiceSeconds([item as Choice]);
    case "fill_in_blank": {
      const blanks = (item.answers as unknown[]).length;
      return readingSeconds(wordsIn(item.text as string)) + blanks * SECONDS_PER_ANSWER;
    }
    case "matching": {
      const pairs = item.pairs as { left: string; right: string }[];
      return pairs.reduce((sum, pair) => sum + readingSeconds(wordsIn(pair.left, pair.right)) + SECONDS_PER_ANSWER, 0);
    }
    case "speaking":
      return readingSeconds(wordsIn(item.phrase as string)) + SECONDS_PER_ANSWER;
    case "flashcard": {
      const cards = item.cards as { front: string; back: string }[];
      return cards.reduce((sum, card) => sum + readingSeconds(wordsIn(card.front, card.back)) + SECONDS_PER_CARD, 0);
    }
    case "reading_text":
      return readingSeconds(wordsIn(item.title as string, item.text as string)) + choiceSeconds(item.questions as Choice[]);
    case "listening_text":
      return listen(wordsIn(...(item.lines as Line[]).map((line) => line.text))) + choiceSeconds(item.questions as Choice[]);
    case "writing_task": {
      const middle = ((item.minWords as number) + (item.maxWords as number)) / 2;
      return readingSeconds(wordsIn(item.prompt as string)) + (WRITING_PLAN_MINUTES + middle / WRITING_WORDS_PER_MINUTE) * 60;
    }
    case "speaking_task":
      return readingSeconds(wordsIn(item.prompt as string)) + SPEAKING_TASK_MINUTES * 60;
    default:
      return SECONDS_PER_ANSWER;
  }
};

/** Whole minutes (at least 1) a learner spends on a lesson: its reading and every exercise. */
export const estimateLessonMinutes = (lesson: EstimatedLesson, pace: number) => {
  const reading = readingSeconds(
    wordsIn(lesson.body, ...(lesson.examples ?? []), ...(lesson.vocabulary ?? []).flatMap((entry) => [entry.term, entry.example])),
  );
  const seconds = lesson.exercises.reduce((sum, exercise) => sum + estimateExerciseSeconds(exercise, pace), reading);
  return Math.max(1, Math.round(seconds / 60));
};

/** True when a lesson's stated minutes are no more than 1.5 times the count. */
export const isStatedWithinCount = (stated: number, counted: number) => stated <= Math.ceil(counted * STATED_MINUTES_TOLERANCE);

/**
 * What the texts and writing task of a test's bank add to one attempt, which asks one reading text, one
 * listening text and one writing task (each drawn among its kind): for each kind the bank holds, the mean
 * of its items' questions (a writing task has none) and minutes.
 */
export const textsPerAttempt = (texts: EstimatedExercise[], pace: number) => {
  let questions = 0;
  let seconds = 0;
  for (const type of ["reading_text", "listening_text", "writing_task"]) {
    const ofType = texts.filter((text) => text.type === type);
    if (ofType.length === 0) continue;
    questions +=
      ofType.reduce((sum, text) => sum + ((text.content as { questions?: unknown[] }).questions?.length ?? 0), 0) / ofType.length;
    seconds += ofType.reduce((sum, text) => sum + estimateExerciseSeconds(text, pace), 0) / ofType.length;
  }
  return { questions: Math.round(questions), minutes: Math.round(seconds / 60) };
};
