import type { FeedbackItem, StudentQuestion } from "@shared/api/learning";
import { useT } from "@/i18n/use-t";
import { ChoiceGroup } from "./choice-group";

/** The message id shown when Check answer is pressed with a question of a text left unanswered. */
export const ANSWER_EVERY_QUESTION = "learning.textQuestions.answerEvery";

type TextQuestionsProps = {
  idPrefix: string;
  questions: StudentQuestion[];
  /** The chosen option of each question, null while unanswered. */
  answers: (number | null)[];
  onChange: (answers: (number | null)[]) => void;
  /** After a check: one item per question, each marked on its options. */
  feedback: FeedbackItem[] | null;
  disabled: boolean;
};

/** A text's comprehension questions, numbered, each a group of options (marked in place after the check). */
export function TextQuestions({ idPrefix, questions, answers, onChange, feedback, disabled }: TextQuestionsProps) {
  const { t } = useT();
  return (
    <section aria-labelledby={`${idPrefix}-questions`} className="space-y-4">
      <h4 id={`${idPrefix}-questions`} className="text-base font-semibold text-slate-900">
        {t("learning.textQuestions.title", { count: questions.length })}
      </h4>
      <ol className="space-y-6">
        {questions.map((question, index) => (
          <li key={index} className="flex gap-3">
            <span aria-hidden="true" className="mt-0.5 text-lg font-semibold text-brand-700 tabular-nums">
              {index + 1}.
            </span>
            <div className="min-w-0 flex-1">
              <ChoiceGroup
                name={`${idPrefix}-question-${index}`}
                question={question.question}
                options={question.options}
                value={answers[index] ?? null}
                onChange={(choice) => onChange(questions.map((_, other) => (other === index ? choice : (answers[other] ?? null))))}
                feedback={feedback?.[index] ?? null}
                disabled={disabled}
              />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
