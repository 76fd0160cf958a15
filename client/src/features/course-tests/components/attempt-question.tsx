import { Fragment } from "react";
import { BLANK } from "@shared/api/learning";
import type { AttemptQuestion as Question } from "@shared/api/course-tests";
import { ChoiceGroup } from "@/components/exercises/choice-group";
import { useT } from "@/i18n/use-t";
import { blankCountOf, type DraftAnswer } from "../attempt-answers";
import { AttemptTextQuestion } from "./attempt-text-question";
import { AttemptWritingQuestion } from "./attempt-writing-question";
import { ListenBox } from "./listen-box";

type AttemptQuestionProps = {
  question: Question;
  number: number;
  total: number;
  answer: DraftAnswer;
  onChange: (answer: DraftAnswer) => void;
  disabled: boolean;
};

/**
 * One drawn question in the test's form: a choice (read or heard), a text with blanks to type, a reading or
 * listening text with its questions, or the final's writing task.
 */
export function AttemptQuestion({ question, number, total, answer, onChange, disabled }: AttemptQuestionProps) {
  const { t } = useT();
  const idPrefix = `question-${question.id}`;
  const { content } = question;
  let body = <p className="text-sm text-slate-600">{t("learning.attemptQuestion.cannotShow")}</p>;
  if (content.type === "multiple_choice" || content.type === "audio") {
    body = (
      <div className="space-y-4">
        {content.type === "audio" ? <ListenBox text={content.say} idPrefix={idPrefix} /> : null}
        {/* The question and its options are the English being tested. */}
        <div lang="en">
          <ChoiceGroup
            name={`${idPrefix}-choice`}
            question={content.question}
            options={content.options}
            value={typeof answer === "number" ? answer : null}
            onChange={onChange}
            feedback={null}
            disabled={disabled}
          />
        </div>
      </div>
    );
  } else if (content.type === "reading_text" || content.type === "listening_text") {
    const choices = typeof answer === "object" && !Array.isArray(answer) && "choices" in answer ? answer.choices : [];
    body = (
      <AttemptTextQuestion
        content={content}
        idPrefix={idPrefix}
        choices={choices}
        onChange={(next) => onChange({ choices: next })}
        disabled={disabled}
      />
    );
  } else if (content.type === "writing_task") {
    const text = typeof answer === "object" && !Array.isArray(answer) && "text" in answer ? answer.text : "";
    body = (
      <AttemptWritingQuestion
        content={content}
        idPrefix={idPrefix}
        text={text}
        onChange={(next) => onChange({ text: next })}
        disabled={disabled}
      />
    );
  } else if (content.type === "fill_in_blank") {
    const parts = content.text.split(BLANK);
    const blanks = Array.isArray(answer) ? answer : Array.from({ length: blankCountOf(content.text) }, () => "");
    const update = (index: number, value: string) => onChange(blanks.map((blank, i) => (i === index ? value : blank)));
    body = (
      <fieldset disabled={disabled} className="min-w-0">
        <legend className="mb-3 text-sm font-medium text-slate-600">{t("learning.attemptQuestion.typeMissingWords")}</legend>
        <p lang="en" className="text-lg leading-[2.75rem] break-words whitespace-pre-wrap text-slate-900">
          {parts.map((part, index) => (
            <Fragment key={index}>
              {part}
              {index < parts.length - 1 ? (
                <input
                  type="text"
                  aria-label={t("learning.attemptQuestion.blank", { number, blank: index + 1 })}
                  value={blanks[index] ?? ""}
                  onChange={(event) => update(index, event.target.value)}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  className="mx-1 inline-block h-11 w-36 max-w-full rounded-lg border border-slate-300 bg-white px-3 align-middle text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-(--focus-ring) disabled:bg-slate-50"
                />
              ) : null}
            </Fragment>
          ))}
        </p>
      </fieldset>
    );
  }
  return (
    <section aria-labelledby={`${idPrefix}-label`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={`${idPrefix}-label`} className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t("learning.attemptQuestion.heading", { number, total })}
      </h2>
      {body}
    </section>
  );
}
