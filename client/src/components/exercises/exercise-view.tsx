import { AlertCircle, Award, RotateCcw, Trophy } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { BestResult, Difficulty, ExerciseSkill, ExerciseType, StudentExercise, UserAnswers } from "@shared/api/learning";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { AudioExercise } from "./audio-exercise";
import { ExerciseFeedback } from "./exercise-feedback";
import { FillInBlankExercise } from "./fill-in-blank-exercise";
import { FlashcardExercise } from "./flashcard-exercise";
import { ListeningTextExercise } from "./listening-text-exercise";
import { MatchingExercise } from "./matching-exercise";
import { MultipleChoiceExercise } from "./multiple-choice-exercise";
import { ReadingTextExercise } from "./reading-text-exercise";
import { betterResult, describeResult, formatScore } from "./result-summary";
import { SpeakingExercise } from "./speaking-exercise";
import { SpeakingReview } from "./speaking-review";
import { SpeakingTaskExercise } from "./speaking-task-exercise";
import type { ExerciseBodyProps, ExerciseGrade, SubmitAnswers } from "./types";
import { WritingReview } from "./writing-review";
import { WritingTaskExercise } from "./writing-task-exercise";

/** The type names of the staff screens (which stay in English); learners see TYPE_LABEL_IDS translated. */
export const TYPE_LABELS: Record<ExerciseType, string> = {
  multiple_choice: "Multiple choice",
  fill_in_blank: "Fill in the blanks",
  matching: "Matching",
  audio: "Listening",
  speaking: "Speaking",
  flashcard: "Flashcards",
  reading_text: "Reading text",
  listening_text: "Listening text",
  writing_task: "Writing task",
  speaking_task: "Speaking task",
};

/** Message ids of the type chips. */
export const TYPE_LABEL_IDS: Record<ExerciseType, string> = {
  multiple_choice: "common.exercise.type.multipleChoice",
  fill_in_blank: "common.exercise.type.fillInBlank",
  matching: "common.exercise.type.matching",
  audio: "common.exercise.type.listening",
  speaking: "common.exercise.type.speaking",
  flashcard: "common.exercise.type.flashcards",
  reading_text: "learning.exerciseType.readingText",
  listening_text: "learning.exerciseType.listeningText",
  writing_task: "learning.exerciseType.writingTask",
  speaking_task: "learning.exerciseType.speakingTask",
};

const SKILL_LABEL_IDS: Record<ExerciseSkill, string> = {
  reading: "common.exercise.skill.reading",
  writing: "common.exercise.skill.writing",
  speaking: "common.exercise.skill.speaking",
  listening: "common.exercise.skill.listening",
};

const DIFFICULTY_LABEL_IDS: Record<Difficulty, string> = {
  beginner: "common.exercise.difficulty.beginner",
  intermediate: "common.exercise.difficulty.intermediate",
  advanced: "common.exercise.difficulty.advanced",
};

/**
 * The types whose controls show each answer right or wrong in place (the options, the blanks, the pairs):
 * a list below would only say it a second time. Speaking and flashcards have no such place, so they keep it;
 * writing and speaking tasks have a review of their own (TaskReview).
 */
const MARKED_IN_PLACE: ReadonlySet<ExerciseType> = new Set([
  "multiple_choice",
  "audio",
  "fill_in_blank",
  "matching",
  "reading_text",
  "listening_text",
  "writing_task",
  "speaking_task",
]);

/** The skill a type's chip already names ("Listening", "Speaking"): its skill chip would only repeat it. */
const SKILL_NAMED_BY_TYPE: Partial<Record<ExerciseType, ExerciseSkill>> = {
  audio: "listening",
  speaking: "speaking",
  reading_text: "reading",
  listening_text: "listening",
  writing_task: "writing",
  speaking_task: "speaking",
};

export type ExerciseViewProps = {
  exercise: StudentExercise;
  /** Checks an attempt: the results API on a lesson, the author's own grading in the admin preview. */
  onSubmit: SubmitAnswers;
  /** The level of the exercise title, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
};

type Common = Omit<ExerciseBodyProps<ExerciseType>, "content" | "onSubmit"> & { onSubmit: (answers: UserAnswers) => void };

function ExerciseBody({ exercise, ...common }: Common & { exercise: StudentExercise }) {
  const { t } = useT();
  const { content } = exercise;
  switch (content.type) {
    case "multiple_choice":
      return <MultipleChoiceExercise content={content} {...common} />;
    case "fill_in_blank":
      return <FillInBlankExercise content={content} {...common} />;
    case "matching":
      return <MatchingExercise content={content} {...common} />;
    case "audio":
      return <AudioExercise content={content} {...common} />;
    case "speaking":
      return <SpeakingExercise content={content} {...common} />;
    case "flashcard":
      return <FlashcardExercise content={content} {...common} />;
    case "reading_text":
      return <ReadingTextExercise content={content} {...common} />;
    case "listening_text":
      return <ListeningTextExercise content={content} {...common} />;
    case "writing_task":
      return <WritingTaskExercise content={content} {...common} />;
    case "speaking_task":
      return <SpeakingTaskExercise content={content} {...common} />;
    default:
      return <p className="text-sm text-slate-600">{t("common.exerciseView.cannotShow")}</p>;
  }
}

/** What a writing or speaking task's result brings besides the score: the feedback and the model answer. */
function TaskReview({ exercise, result }: { exercise: StudentExercise; result: ExerciseGrade }) {
  const { content } = exercise;
  if (!result.review) return null;
  if (content.type === "writing_task")
    return (
      <WritingReview
        writing={result.review.writing}
        rubric={content.rubric}
        modelAnswer={result.review.modelAnswer}
        isSpellingChecked={result.isSpellingChecked !== false}
      />
    );
  if (content.type === "speaking_task")
    return <SpeakingReview minSeconds={content.minSeconds} feedback={result.feedback} modelAnswer={result.review.modelAnswer} />;
  return null;
}

/**
 * One exercise of any of the ten types: the student answers, Check answer sends it through `onSubmit`,
 * and the result shows at once (a sentence announced to screen readers, with any achievement it unlocked;
 * each item marked right or wrong once, with the expected answer), with Try again and the best result so far.
 */
export function ExerciseView({ exercise, onSubmit, headingLevel = 3 }: ExerciseViewProps) {
  const { t } = useT();
  const idPrefix = `exercise-${useId().replace(/[^a-zA-Z0-9-]/g, "")}`;
  const titleId = `${idPrefix}-title`;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<ExerciseGrade | null>(null);
  const [sessionBest, setSessionBest] = useState<BestResult | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resultHeading = useRef<HTMLParagraphElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const type = exercise.content.type;
  const best = betterResult(exercise.best, sessionBest);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  useEffect(() => {
    // After Try again: the first control of the fresh attempt, so keyboard users start where they left.
    if (attempt > 0) body.current?.querySelector<HTMLElement>("input, select, button:not([disabled])")?.focus();
  }, [attempt]);

  async function submit(userAnswers: UserAnswers) {
    setIsSubmitting(true);
    setError(null);
    try {
      const grade = await onSubmit(userAnswers);
      setResult(grade);
      setSessionBest((previous) => betterResult(previous, { score: grade.score, maxScore: grade.maxScore, passed: grade.passed }));
    } catch (caught) {
      setError(getErrorMessage(caught, t("common.exerciseView.checkFailed")));
    } finally {
      setIsSubmitting(false);
    }
  }

  function retry() {
    setResult(null);
    setError(null);
    setAttempt((count) => count + 1);
  }

  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-5">
      <header className="space-y-2">
        <ul className="flex flex-wrap gap-2 text-xs font-semibold" aria-label={t("common.exerciseView.about")}>
          <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{t(TYPE_LABEL_IDS[type])}</li>
          {/* A speaking exercise practises speaking: the skill chip only when it says something the type does not. */}
          {SKILL_NAMED_BY_TYPE[type] !== exercise.skill ? (
            <li className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{t(SKILL_LABEL_IDS[exercise.skill])}</li>
          ) : null}
          <li className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{t(DIFFICULTY_LABEL_IDS[exercise.difficulty])}</li>
          <li className="rounded-full bg-accent-400/25 px-2.5 py-1 text-brand-950">
            {t("common.exerciseView.points", { count: exercise.points })}
          </li>
        </ul>
        <Heading id={titleId} lang="en" className="text-xl font-semibold break-words text-slate-900">
          {exercise.title}
        </Heading>
        {exercise.description ? (
          <p lang="en" className="text-slate-600">
            {exercise.description}
          </p>
        ) : null}
        {best ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <Trophy aria-hidden="true" className="size-4 text-accent-600" />
            {t("common.exerciseView.bestResult")} <span className="font-semibold">{formatScore(type, best)}</span>{" "}
            <span>{best.passed ? t("common.exerciseView.passed") : t("common.exerciseView.notPassedYet")}</span>
          </p>
        ) : null}
      </header>

      <div ref={body}>
        <ExerciseBody
          key={attempt}
          exercise={exercise}
          exerciseId={exercise.id}
          idPrefix={`${idPrefix}-${attempt}`}
          feedback={result?.feedback ?? null}
          isSubmitting={isSubmitting}
          onSubmit={(answers) => void submit(answers)}
        />
      </div>

      {error ? (
        <p role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {error}
        </p>
      ) : null}

      {/* Always present, so that screen readers announce the result when it appears. */}
      <div role="status" aria-live="polite">
        {result ? (
          <div
            className={cn(
              "flex flex-wrap items-center justify-between gap-2 rounded-xl p-4",
              result.passed ? "bg-emerald-100 text-emerald-950" : "bg-amber-100 text-amber-950",
            )}
          >
            <p ref={resultHeading} tabIndex={-1} className="text-lg font-bold">
              {describeResult(type, result)}
            </p>
            {result.pointsEarned ? (
              <p className="text-sm font-semibold">{t("common.exerciseView.pointsEarned", { count: result.pointsEarned })}</p>
            ) : null}
            {/* Achievements belong to the answer that earned them: shown with it, gone with it (never over the next one). */}
            {result.celebration ? (
              <p className="flex w-full items-start gap-2 border-t border-current/15 pt-2 text-sm">
                <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <span>
                  <span className="font-bold">{result.celebration.title}</span> {result.celebration.description}
                </span>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      {result ? (
        <div className="space-y-4">
          {MARKED_IN_PLACE.has(type) ? null : <ExerciseFeedback type={type} feedback={result.feedback} />}
          <TaskReview exercise={exercise} result={result} />
          <Button size="lg" variant={result.passed ? "outline" : "primary"} onClick={retry} className="w-full sm:w-auto">
            <RotateCcw aria-hidden="true" className="size-5" />
            {t("common.exerciseView.tryAgain")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
