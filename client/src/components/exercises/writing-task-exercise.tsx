import { useT } from "@/i18n/use-t";
import { ExerciseForm } from "./exercise-form";
import { useStoredDraft } from "./use-stored-draft";
import { WritingTaskFields } from "./writing-task-fields";
import type { ExerciseBodyProps } from "./types";

/** The message id shown when the text is handed in empty. */
export const WRITE_YOUR_TEXT = "learning.writingTask.writeFirst";

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

  return (
    <ExerciseForm
      idPrefix={idPrefix}
      isChecked={isChecked}
      isSubmitting={isSubmitting}
      submitLabel={t("learning.writingTask.handIn")}
      validate={() => (text.trim() === "" ? WRITE_YOUR_TEXT : null)}
      onValid={() => onSubmit({ text: text.trim() })}
    >
      <WritingTaskFields task={content} boxId={`${idPrefix}-text`} text={text} onChange={setText} readOnly={isChecked || isSubmitting} />
    </ExerciseForm>
  );
}
