import { PenLine } from "lucide-react";
import { WRITING_TEXT_MAX_CHARACTERS } from "@shared/api/learning";
import type { AttemptQuestion } from "@shared/api/course-tests";
import { countWords } from "@shared/exercises/word-count";
import { GENRE_LABEL_IDS } from "@/components/exercises/genre-text";
import { WordCountLine } from "@/components/exercises/word-count-line";
import { RubricList } from "@/components/exercises/writing-review";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useT } from "@/i18n/use-t";

type WritingContent = Extract<AttemptQuestion["content"], { type: "writing_task" }>;

type AttemptWritingQuestionProps = {
  content: WritingContent;
  idPrefix: string;
  text: string;
  onChange: (text: string) => void;
  disabled: boolean;
};

/**
 * The final assessment's writing task: the prompt, how a teacher marks it, a box with a live word count.
 * The text is kept for the teacher's marking with its automatic feedback; it is not part of the score.
 */
export function AttemptWritingQuestion({ content, idPrefix, text, onChange, disabled }: AttemptWritingQuestionProps) {
  const { t } = useT();
  const boxId = `${idPrefix}-text`;
  return (
    <div className="space-y-4">
      <div className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <PenLine aria-hidden="true" className="size-4" />
          {t("learning.writingTask.write", { genre: t(GENRE_LABEL_IDS[content.genre]) })}
        </p>
        <p lang="en" className="text-base leading-relaxed break-words whitespace-pre-line text-slate-900 sm:text-lg">
          {content.prompt}
        </p>
        <p className="text-sm font-semibold text-slate-800">
          {t("learning.writingTask.range", { min: content.minWords, max: content.maxWords })}
        </p>
        <p className="text-sm text-slate-700">{t("learning.attemptQuestion.writingKept")}</p>
      </div>
      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-semibold text-slate-900">{t("learning.writingTask.howMarked")}</summary>
        <div className="mt-3">
          <RubricList rubric={content.rubric} />
        </div>
      </details>
      <div className="space-y-1.5">
        <Label htmlFor={boxId}>{t("learning.writingTask.yourText")}</Label>
        <Textarea
          id={boxId}
          lang="en"
          rows={12}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          readOnly={disabled}
          maxLength={WRITING_TEXT_MAX_CHARACTERS}
          aria-describedby={`${boxId}-count`}
          // An assessment: the browser's spelling underlines would mark the text before the teacher does.
          spellCheck={false}
          autoCorrect="off"
          className="text-base leading-relaxed"
        />
        <WordCountLine id={`${boxId}-count`} words={countWords(text)} minWords={content.minWords} maxWords={content.maxWords} />
      </div>
    </div>
  );
}
