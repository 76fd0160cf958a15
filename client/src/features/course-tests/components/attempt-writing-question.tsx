import type { AttemptQuestion } from "@shared/api/course-tests";
import { WritingTaskFields } from "@/components/exercises/writing-task-fields";
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
  return (
    <div className="space-y-4">
      <WritingTaskFields
        task={content}
        boxId={`${idPrefix}-text`}
        text={text}
        onChange={onChange}
        readOnly={disabled}
        note={t("learning.attemptQuestion.writingKept")}
      />
    </div>
  );
}
