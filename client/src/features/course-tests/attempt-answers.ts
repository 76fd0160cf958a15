import { BLANK } from "@shared/api/learning";
import type { AttemptQuestion } from "@shared/api/course-tests";

/**
 * A question's answer while the student works: the chosen option, the typed blanks, a text's chosen
 * option for each of its questions, or a writing task's text.
 */
export type DraftAnswer = number | string[] | { choices: (number | null)[] } | { text: string } | undefined;

export const blankCountOf = (text: string) => text.split(BLANK).length - 1;

/** Something is given: it is sent (a text's questions left open are marked wrong). */
function hasAnswer(answer: DraftAnswer) {
  if (answer === undefined) return false;
  if (typeof answer === "number") return true;
  if (Array.isArray(answer)) return answer.some((blank) => blank.trim() !== "");
  if ("choices" in answer) return answer.choices.some((choice) => choice !== null);
  return answer.text.trim() !== "";
}

/**
 * Counted as answered (the form's count, and the warning before submitting): a text only when each of its
 * `questionCount` questions has a choice.
 */
export function isAnswered(answer: DraftAnswer, questionCount = 0) {
  if (typeof answer === "object" && !Array.isArray(answer) && "choices" in answer)
    return answer.choices.filter((choice) => choice !== null).length >= questionCount;
  return hasAnswer(answer);
}

/** How many of a text's questions, or 0 for any other question. */
export const textQuestionCount = (question: AttemptQuestion) =>
  question.content.type === "reading_text" || question.content.type === "listening_text" ? question.content.questions.length : 0;

/**
 * The answers as the server takes them, one per question in the order asked: { answer } for a choice,
 * { answers } for blanks or a text's questions (-1 for one left unanswered: marked wrong), { text } for a
 * writing task, null for a question left unanswered (marked wrong).
 */
export function toSubmittedAnswers(questions: AttemptQuestion[], drafts: DraftAnswer[]): unknown[] {
  return questions.map((question, index) => {
    const draft = drafts[index];
    if (!hasAnswer(draft)) return null;
    const { content } = question;
    if (content.type === "fill_in_blank") {
      const blanks = Array.isArray(draft) ? draft : [];
      return { answers: Array.from({ length: blankCountOf(content.text) }, (_, blank) => (blanks[blank] ?? "").trim()) };
    }
    if (content.type === "reading_text" || content.type === "listening_text") {
      const choices = typeof draft === "object" && "choices" in draft ? draft.choices : [];
      return { answers: content.questions.map((_, number) => choices[number] ?? -1) };
    }
    if (content.type === "writing_task") return { text: typeof draft === "object" && "text" in draft ? draft.text.trim() : "" };
    return { answer: draft };
  });
}

/** The words a question is remembered by in the result: its question, its text with the gaps, a text's title or a task's prompt. */
export function questionText(question: AttemptQuestion) {
  const { content } = question;
  if (content.type === "fill_in_blank") return content.text;
  if (content.type === "reading_text" || content.type === "listening_text") return content.title;
  if (content.type === "writing_task") return content.prompt;
  if ("question" in content) return content.question;
  return "";
}
