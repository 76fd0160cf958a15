import { BLANK } from "@shared/api/learning";
import type { AttemptQuestion } from "@shared/api/course-tests";

/** A question's answer while the student works: the chosen option, or the typed blanks. */
export type DraftAnswer = number | string[] | undefined;

export const blankCountOf = (text: string) => text.split(BLANK).length - 1;

export function isAnswered(answer: DraftAnswer) {
  if (answer === undefined) return false;
  if (typeof answer === "number") return true;
  return answer.some((blank) => blank.trim() !== "");
}

/**
 * The answers as the server takes them, one per question in the order asked: { answer } for a choice,
 * { answers } for blanks, null for a question left unanswered (marked wrong).
 */
export function toSubmittedAnswers(questions: AttemptQuestion[], drafts: DraftAnswer[]): unknown[] {
  return questions.map((question, index) => {
    const draft = drafts[index];
    if (!isAnswered(draft)) return null;
    if (question.content.type === "fill_in_blank") {
      const blanks = Array.isArray(draft) ? draft : [];
      return { answers: Array.from({ length: blankCountOf(question.content.text) }, (_, blank) => (blanks[blank] ?? "").trim()) };
    }
    return { answer: draft };
  });
}

/** The words a question is remembered by in the result: its question, or its text with the gaps. */
export function questionText(question: AttemptQuestion) {
  const { content } = question;
  if (content.type === "fill_in_blank") return content.text;
  if ("question" in content) return content.question;
  return "";
}
