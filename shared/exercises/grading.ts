// Grading of the exercise types from the stored content. Pure: the server grades every result with
// it, and the authoring preview uses it to check an answer as a student would see it checked.
import { PASS_RATIO, SPEAKING_PASS_SIMILARITY, userAnswerSchemas, type ExerciseType, type FeedbackItem } from "../api/learning";
import { parseExerciseContent } from "./student-view";
import { countWords } from "./word-count";

export type Grade = { score: number; maxScore: number; passed: boolean; feedback: FeedbackItem[] };

export type GradeOutcome = { ok: true; grade: Grade } | { ok: false; message: string };

/** Lower case, trimmed, inner spaces collapsed, typographic apostrophes and quotes made plain. */
export const normaliseAnswer = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();

const wordsOf = (text: string) =>
  normaliseAnswer(text)
    .replace(/[^\p{L}\p{N}'\s-]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);

/** 1 - word-level edit distance / the longer length: 1 for the same words, 0 for nothing in common. */
export function wordSimilarity(expected: string, said: string): number {
  const a = wordsOf(expected);
  const b = wordsOf(said);
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return 1 - previous[b.length]! / Math.max(a.length, b.length);
}

const passes = (score: number, maxScore: number) => maxScore > 0 && score / maxScore >= PASS_RATIO;

const choiceGrade = (question: string, options: string[], answer: number, chosen: number): Grade => {
  const isCorrect = chosen === answer;
  const feedback = [{ label: question, isCorrect, given: options[chosen] ?? "", expected: options[answer]! }];
  return { score: isCorrect ? 1 : 0, maxScore: 1, passed: isCorrect, feedback };
};

/** A text's comprehension questions: one point each (an answer left out is wrong), passed at PASS_RATIO. */
export const gradeQuestions = (questions: { question: string; options: string[]; answer: number }[], chosen: number[]): Grade => {
  const feedback = questions.map(
    (question, index) => choiceGrade(question.question, question.options, question.answer, chosen[index] ?? -1).feedback[0]!,
  );
  const score = feedback.filter((item) => item.isCorrect).length;
  return { score, maxScore: feedback.length, passed: passes(score, feedback.length), feedback };
};

/**
 * Grades `userAnswers` against the stored content of an exercise of `type`. A malformed answer (the
 * wrong shape for the type) is refused with a message; a well-formed wrong answer is graded wrong.
 */
export function gradeExercise(type: ExerciseType, content: unknown, userAnswers: unknown): GradeOutcome {
  const answerSchema = userAnswerSchemas[type] as (typeof userAnswerSchemas)[ExerciseType] | undefined;
  if (!answerSchema) return { ok: false, message: "Please select a valid exercise type" };
  const answers = answerSchema.safeParse(userAnswers);
  if (!answers.success) return { ok: false, message: answers.error.issues[0]?.message ?? "User answers must be a valid JSON object" };
  const grade = gradeParsed(type, content, answers.data);
  return grade ? { ok: true, grade } : { ok: false, message: "This exercise cannot be graded" };
}

function gradeParsed(type: ExerciseType, content: unknown, answers: Record<string, unknown>): Grade | null {
  switch (type) {
    case "multiple_choice":
    case "audio": {
      const parsed = parseExerciseContent(type, content);
      return parsed && choiceGrade(parsed.question, parsed.options, parsed.answer, answers.answer as number);
    }
    case "fill_in_blank": {
      const parsed = parseExerciseContent("fill_in_blank", content);
      if (!parsed) return null;
      const given = answers.answers as string[];
      const feedback = parsed.answers.map((accepted, index) => {
        const answer = given[index] ?? "";
        const isCorrect = accepted.some((option) => normaliseAnswer(option) === normaliseAnswer(answer));
        return { label: `Blank ${index + 1}`, isCorrect, given: answer, expected: accepted[0]! };
      });
      const score = feedback.filter((item) => item.isCorrect).length;
      return { score, maxScore: feedback.length, passed: passes(score, feedback.length), feedback };
    }
    case "matching": {
      const parsed = parseExerciseContent("matching", content);
      if (!parsed) return null;
      // A Map, not the object: a left such as "constructor" must not read Object.prototype.
      const matches = new Map(Object.entries(answers.matches as Record<string, string>));
      const feedback = parsed.pairs.map((pair) => {
        const given = matches.get(pair.left) ?? "";
        return { label: pair.left, isCorrect: normaliseAnswer(given) === normaliseAnswer(pair.right), given, expected: pair.right };
      });
      const score = feedback.filter((item) => item.isCorrect).length;
      return { score, maxScore: feedback.length, passed: passes(score, feedback.length), feedback };
    }
    case "speaking": {
      const parsed = parseExerciseContent("speaking", content);
      if (!parsed) return null;
      const transcript = answers.transcript as string;
      const similarity = wordSimilarity(parsed.phrase, transcript);
      const passed = similarity >= SPEAKING_PASS_SIMILARITY;
      return {
        score: Math.round(similarity * 100),
        maxScore: 100,
        passed,
        feedback: [{ label: "Your phrase", isCorrect: passed, given: transcript, expected: parsed.phrase }],
      };
    }
    case "flashcard": {
      const parsed = parseExerciseContent("flashcard", content);
      if (!parsed) return null;
      const known = new Set((answers.known as string[]).map(normaliseAnswer));
      const feedback = parsed.cards.map((card) => {
        const isKnown = known.has(normaliseAnswer(card.front));
        return { label: card.front, isCorrect: isKnown, given: isKnown ? "Knew it" : "Still learning", expected: card.back };
      });
      const score = feedback.filter((item) => item.isCorrect).length;
      // Flashcards are for learning: going through every card (which is what sending them means) passes.
      return { score, maxScore: feedback.length, passed: true, feedback };
    }
    case "reading_text":
    case "listening_text": {
      const parsed = parseExerciseContent(type, content);
      return parsed && gradeQuestions(parsed.questions, answers.answers as number[]);
    }
    case "writing_task": {
      // The text is handed in when it is the task's length; spelling and repetition are the server's feedback.
      const parsed = parseExerciseContent("writing_task", content);
      if (!parsed) return null;
      const words = countWords(answers.text as string);
      const isCorrect = words >= parsed.minWords && words <= parsed.maxWords;
      return {
        score: isCorrect ? 1 : 0,
        maxScore: 1,
        passed: isCorrect,
        feedback: [{ label: "Length", isCorrect, given: `${words} words`, expected: `${parsed.minWords}-${parsed.maxWords} words` }],
      };
    }
    case "speaking_task": {
      // The learner judges their own answer against the checklist; the recording stays in their browser.
      const parsed = parseExerciseContent("speaking_task", content);
      if (!parsed) return null;
      const ticks = answers.checklist as boolean[];
      const seconds = answers.recordedSeconds as number;
      const points = parsed.checklist.map((point, index) => {
        const ticked = ticks[index] === true;
        return { label: point, isCorrect: ticked, given: ticked ? "Ticked" : "Not ticked", expected: "Ticked" };
      });
      const score = points.filter((item) => item.isCorrect).length;
      const longEnough = seconds >= parsed.minSeconds;
      return {
        score,
        maxScore: points.length,
        passed: longEnough && score * 2 >= points.length,
        feedback: [
          { label: "Length of your answer", isCorrect: longEnough, given: `${seconds} s`, expected: `at least ${parsed.minSeconds} s` },
          ...points,
        ],
      };
    }
    default:
      return null;
  }
}
