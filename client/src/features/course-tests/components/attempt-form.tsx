import { useState } from "react";
import type { CourseTestAttempt } from "@shared/api/course-tests";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { useT } from "@/i18n/use-t";
import { isAnswered, textQuestionCount, type DraftAnswer } from "../attempt-answers";
import { AttemptQuestion } from "./attempt-question";

type AttemptFormProps = {
  attempt: CourseTestAttempt;
  isSubmitting: boolean;
  error: string | null;
  onSubmit: (drafts: DraftAnswer[]) => void;
};

/**
 * Every drawn question in one scrollable form, a count of those answered, and Submit: with questions
 * left unanswered it asks first, since an unanswered question scores nothing.
 */
export function AttemptForm({ attempt, isSubmitting, error, onSubmit }: AttemptFormProps) {
  const { t } = useT();
  const [drafts, setDrafts] = useState<DraftAnswer[]>(() => attempt.questions.map(() => undefined));
  const [isConfirming, setIsConfirming] = useState(false);
  const total = attempt.questions.length;
  const answered = drafts.filter((draft, index) => isAnswered(draft, textQuestionCount(attempt.questions[index]!))).length;
  const unanswered = total - answered;

  if (total === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        {t("learning.attemptForm.noQuestions")}
      </p>
    );
  }

  const submit = () => onSubmit(drafts);
  const progress = t("learning.attemptForm.progress", { answered, total });

  return (
    <form
      noValidate
      aria-label={attempt.title}
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (unanswered > 0) setIsConfirming(true);
        else submit();
      }}
    >
      <p className="sticky top-0 z-10 rounded-lg bg-white/95 py-2 text-sm font-semibold text-slate-700 shadow-[0_1px_0_rgb(226_232_240)]">
        {progress}
      </p>
      {attempt.questions.map((question, index) => (
        <AttemptQuestion
          key={question.id}
          question={question}
          number={index + 1}
          total={total}
          answer={drafts[index]}
          disabled={isSubmitting}
          onChange={(answer) => setDrafts((previous) => previous.map((draft, i) => (i === index ? answer : draft)))}
        />
      ))}
      <FormAlert message={error} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <ConfirmDialog
          open={isConfirming}
          onOpenChange={setIsConfirming}
          trigger={
            <Button
              size="lg"
              disabled={isSubmitting}
              aria-busy={isSubmitting}
              className="w-full sm:w-auto"
              onClick={(event) => {
                // Everything answered: no question to ask (a prevented click does not open the dialog).
                if (unanswered === 0) {
                  event.preventDefault();
                  submit();
                }
              }}
            >
              {isSubmitting ? t("learning.attemptForm.submitting") : t("learning.attemptForm.submit")}
            </Button>
          }
          title={t("learning.attemptForm.confirmTitle")}
          description={t("learning.attemptForm.confirmText", { unanswered, total })}
          confirmLabel={t("learning.attemptForm.submitAnyway")}
          busyLabel={t("learning.attemptForm.submitting")}
          dismissLabel={t("learning.attemptForm.keepAnswering")}
          isBusy={isSubmitting}
          onConfirm={() => {
            setIsConfirming(false);
            submit();
          }}
        />
        <span className="text-sm text-slate-600">{progress}</span>
      </div>
    </form>
  );
}
