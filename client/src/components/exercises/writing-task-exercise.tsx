import { PenLine } from "lucide-react";
import { WRITING_TEXT_MAX_CHARACTERS } from "@shared/api/learning";
import { countWords } from "@shared/exercises/word-count";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useT } from "@/i18n/use-t";
import { ExerciseForm } from "./exercise-form";
import { GENRE_LABEL_IDS } from "./genre-text";
import { RubricList } from "./writing-review";
import { useStoredDraft } from "./use-stored-draft";
import { WordCountLine } from "./word-count-line";
import type { ExerciseBodyProps } from "./types";

/** The message id shown when the text is handed in empty. */
export const WRITE_YOUR_TEXT = "learning.writingTask.writeFirst";

/** Paragraphs of a prompt (a blank line between them). */
const promptParagraphs = (prompt: string) =>
  prompt
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A writing task: the prompt and its genre, how it will be marked, a box with a live word count against
 * the task's range, and Hand in. The draft is kept on the device while it is written. The feedback (length,
 * spelling, repeated words, the model answer) follows in ExerciseView once the server has it.
 */
export function WritingTaskExercise({
  content,
  exerciseId,
  idPrefix,
  feedback,
  isSubmitting,
  onSubmit,
}: ExerciseBodyProps<"writing_task">) {
  const { t } = useT();
  const [text, setText] = useStoredDraft(`writing-draft:${window.location.pathname}:${exerciseId}`);
  const isChecked = feedback !== null;
  const words = countWords(text);
  const boxId = `${idPrefix}-text`;

  return (
    <ExerciseForm
      idPrefix={idPrefix}
      isChecked={isChecked}
      isSubmitting={isSubmitting}
      submitLabel={t("learning.writingTask.handIn")}
      validate={() => (text.trim() === "" ? WRITE_YOUR_TEXT : null)}
      onValid={() => onSubmit({ text: text.trim() })}
    >
      <div className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <PenLine aria-hidden="true" className="size-4" />
          {t("learning.writingTask.write", { genre: t(GENRE_LABEL_IDS[content.genre]) })}
        </p>
        <div lang="en" className="space-y-2 text-base leading-relaxed break-words text-slate-900 sm:text-lg">
          {promptParagraphs(content.prompt).map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
        <p className="text-sm font-semibold text-slate-800">
          {t("learning.writingTask.range", { min: content.minWords, max: content.maxWords })}
        </p>
      </div>
      <details className="group rounded-xl border border-slate-200 bg-white p-4">
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
          onChange={(event) => setText(event.target.value)}
          readOnly={isChecked || isSubmitting}
          maxLength={WRITING_TEXT_MAX_CHARACTERS}
          aria-describedby={`${boxId}-count`}
          // The school's spelling feedback after handing in teaches; the browser's underlines would give it away before.
          spellCheck={false}
          autoCorrect="off"
          className="text-base leading-relaxed"
        />
        <WordCountLine id={`${boxId}-count`} words={words} minWords={content.minWords} maxWords={content.maxWords} />
      </div>
    </ExerciseForm>
  );
}
