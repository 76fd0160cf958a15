import { CircleCheck, CircleX } from "lucide-react";
import { Input } from "@/components/ui/input";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";

type SampleLessonLineProps = {
  id: string;
  teacherLine: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Undefined until the learner presses Check Answers: no judgement while they are still typing. */
  isCorrect: boolean | undefined;
};

/** One turn of the dialogue: the teacher's line, then the learner's reply and its verdict. */
export function SampleLessonLine({ id, teacherLine, label, value, onChange, isCorrect }: SampleLessonLineProps) {
  const { t } = useT();
  const isChecked = isCorrect !== undefined;
  const feedbackId = `${id}-feedback`;
  return (
    <li className="space-y-3">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          E
        </span>
        <p className="rounded-2xl rounded-tl-sm bg-brand-50 px-4 py-2.5 text-slate-800">
          <span className="sr-only">{t("home.sampleLesson.emmaSays")} </span>
          <span lang="en">{teacherLine}</span>
        </p>
      </div>
      <div className="sm:pl-12">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={isChecked ? !isCorrect : undefined}
          aria-describedby={isChecked ? feedbackId : undefined}
          className={cn(
            "mt-1.5",
            isCorrect === true && "border-green-600 bg-green-50 focus:border-green-600 focus:outline-green-600",
            isCorrect === false && "bg-red-50",
          )}
        />
        {isChecked ? (
          <p
            id={feedbackId}
            className={cn("mt-1.5 flex items-center gap-1.5 text-sm font-medium", isCorrect ? "text-green-700" : "text-red-700")}
          >
            {isCorrect ? <CircleCheck aria-hidden="true" className="size-4" /> : <CircleX aria-hidden="true" className="size-4" />}
            {isCorrect ? t("home.sampleLesson.correct") : t("home.sampleLesson.tryAgain")}
          </p>
        ) : null}
      </div>
    </li>
  );
}
