import { ArrowRight, MessagesSquare } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { SAMPLE_LESSON_LINES, SAMPLE_LESSON_PHRASES } from "../data/sample-lesson";
import { isAnswerCorrect } from "../utils/match-answer";
import { SampleLessonLine } from "./sample-lesson-line";

const EMPTY_ANSWERS: readonly string[] = SAMPLE_LESSON_LINES.map(() => "");

/**
 * A taste of a real lesson. Answers are judged only once the learner asks (Check Answers), and from
 * then on after every keystroke, so a fixed answer turns green without pressing the button again.
 */
export function SampleLesson() {
  const { t } = useT();
  const [answers, setAnswers] = useState(EMPTY_ANSWERS);
  const [isChecked, setIsChecked] = useState(false);

  const results = SAMPLE_LESSON_LINES.map((line, index) => isAnswerCorrect(answers[index] ?? "", line.pattern));
  const correctCount = results.filter(Boolean).length;

  function updateAnswer(index: number, value: string) {
    setAnswers((previous) => previous.map((answer, position) => (position === index ? value : answer)));
  }

  function checkAnswers(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsChecked(true);
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <form onSubmit={checkAnswers} noValidate className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <MessagesSquare aria-hidden="true" className="size-5 text-brand-600" />
          {t("home.sampleLesson.title")}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t("home.sampleLesson.intro")}</p>
        <ol className="mt-6 space-y-6">
          {SAMPLE_LESSON_LINES.map((line, index) => (
            <SampleLessonLine
              key={line.id}
              id={line.id}
              teacherLine={line.teacherLine}
              label={t(line.labelId)}
              value={answers[index] ?? ""}
              onChange={(value) => updateAnswer(index, value)}
              isCorrect={isChecked ? results[index] : undefined}
            />
          ))}
        </ol>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg">
            {t("home.sampleLesson.check")}
          </Button>
          <Link href="/courses" className={buttonClasses({ variant: "outline", size: "lg" })}>
            {t("home.sampleLesson.fullLessons")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {/* Always present, so that screen readers announce the score when it appears and as it changes. */}
        <p role="status" className="mt-4 text-sm font-medium text-slate-700">
          {isChecked ? t("home.sampleLesson.score", { correct: correctCount, total: SAMPLE_LESSON_LINES.length }) : ""}
        </p>
      </form>
      <div className="h-fit rounded-3xl border border-dashed border-brand-300 bg-brand-50/60 p-5 sm:p-6">
        <h3 className="font-semibold text-slate-900">{t("home.sampleLesson.phraseBox")}</h3>
        <p className="mt-1 text-sm text-slate-600">{t("home.sampleLesson.phraseHint")}</p>
        <ul className="mt-4 space-y-2">
          {SAMPLE_LESSON_PHRASES.map((phrase) => (
            <li key={phrase} lang="en" className="rounded-lg bg-white px-3 py-2 font-medium text-slate-800 shadow-xs">
              {phrase}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
