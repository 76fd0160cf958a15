import { PenLine } from "lucide-react";
import type { ReactNode } from "react";
import { WRITING_TEXT_MAX_CHARACTERS, type RubricRow, type TextGenre } from "@shared/api/learning";
import { countWords } from "@shared/exercises/word-count";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useT } from "@/i18n/use-t";
import { GENRE_LABEL_IDS } from "./genre-text";
import { RubricList } from "./writing-review";
import { WordCountLine } from "./word-count-line";

/** Paragraphs of a prompt (a blank line between them). */
const promptParagraphs = (prompt: string) =>
  prompt
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

type WritingTaskFieldsProps = {
  task: { genre: TextGenre; prompt: string; minWords: number; maxWords: number; rubric: RubricRow[] };
  /** The id of the text box (its word count is `${boxId}-count`). */
  boxId: string;
  text: string;
  onChange: (text: string) => void;
  readOnly: boolean;
  /** A line under the task's length (in a test: that the text is kept for the teacher, not scored). */
  note?: ReactNode;
};

/**
 * A writing task as the learner writes it, in a lesson or a test: the prompt and its genre, its length, how
 * a teacher marks it, and a box with a live word count against the task's range.
 */
export function WritingTaskFields({ task, boxId, text, onChange, readOnly, note }: WritingTaskFieldsProps) {
  const { t } = useT();
  return (
    <>
      <div className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <PenLine aria-hidden="true" className="size-4" />
          {t("learning.writingTask.write", { genre: t(GENRE_LABEL_IDS[task.genre]) })}
        </p>
        <div lang="en" className="space-y-2 text-base leading-relaxed break-words text-slate-900 sm:text-lg">
          {promptParagraphs(task.prompt).map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
        <p className="text-sm font-semibold text-slate-800">
          {t("learning.writingTask.range", { min: task.minWords, max: task.maxWords })}
        </p>
        {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      </div>
      <details className="group rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-semibold text-slate-900">{t("learning.writingTask.howMarked")}</summary>
        <div className="mt-3">
          <RubricList rubric={task.rubric} />
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
          readOnly={readOnly}
          maxLength={WRITING_TEXT_MAX_CHARACTERS}
          aria-describedby={`${boxId}-count`}
          // The school's spelling feedback after handing in teaches; the browser's underlines would give it away before.
          spellCheck={false}
          autoCorrect="off"
          className="text-base leading-relaxed"
        />
        <WordCountLine id={`${boxId}-count`} words={countWords(text)} minWords={task.minWords} maxWords={task.maxWords} />
      </div>
    </>
  );
}
