import { translateContent } from "@/i18n/content-text";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { reflectiveTaskSchema, type ReflectiveTaskResult, type ReflectiveTaskSummary } from "@shared/api/course-tests";
import { formatDate } from "@shared/i18n/format";
import type { AnyLocale } from "@shared/i18n/locales";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/textarea-field";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useSaveReflectiveTask } from "../api/save-reflective-task";

const MINIMUM_WORDS = 150;

/** Words as the server counts them: runs of non-space characters. */
export const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** English keeps the day-first date this form has always shown ("25 November 2026"); other languages their own. */
const formatHandedIn = (iso: string, locale: AnyLocale) =>
  locale === "en"
    ? new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" })
    : formatDate(iso, locale, "long");

/**
 * A TEFL unit's reflective task: the prompt, its guidance, the trainee's text with a live word count,
 * and Save. Handed in, it says when and can still be improved.
 */
export function ReflectiveTaskForm({ courseId, task }: { courseId: number; task: ReflectiveTaskSummary }) {
  const { t, locale } = useT();
  const save = useSaveReflectiveTask();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [certificate, setCertificate] = useState<ReflectiveTaskResult["certificate"]>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(reflectiveTaskSchema), defaultValues: { text: task.text ?? "" } });
  const words = countWords(watch("text") ?? "");
  const fieldId = `reflective-task-${task.module}`;
  const headingId = `${fieldId}-heading`;
  const submittedAt = savedAt ?? task.submittedAt;

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="space-y-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t("learning.reflectiveTask.title", { module: task.moduleTitle })}
        </h3>
        <p lang="en" className="text-slate-800">
          {task.prompt}
        </p>
        {task.guidance.length > 0 ? (
          <div className="text-sm text-slate-700">
            <p className="font-medium">{t("learning.reflectiveTask.checkList")}</p>
            <ul lang="en" className="mt-1 list-disc space-y-1 pl-5">
              {task.guidance.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {submittedAt ? (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t("learning.reflectiveTask.handedIn", { date: formatHandedIn(submittedAt, locale) })}
        </p>
      ) : null}
      {certificate ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {certificate.grade === null
            ? t("learning.certificateGrade.completionIssued", { number: certificate.certificateNumber })
            : t("learning.reflectiveTask.certificateIssued", {
                number: certificate.certificateNumber,
                grade: translateContent(certificate.grade).text,
              })}{" "}
          <Link href="/certificates" className="font-semibold underline underline-offset-4">
            {t("learning.viewCertificate")}
          </Link>
        </p>
      ) : null}
      <form
        noValidate
        className="space-y-3"
        onSubmit={handleSubmit(({ text }) =>
          save.mutate(
            { courseId, module: task.module, text },
            {
              onSuccess: (saved) => {
                setSavedAt(saved.submittedAt ?? new Date().toISOString());
                // The last condition of the course met here: the certificate was issued with this task.
                if (saved.certificate) setCertificate(saved.certificate);
              },
            },
          ),
        )}
      >
        <TextAreaField
          {...register("text")}
          id={fieldId}
          label={t("learning.reflectiveTask.yourText")}
          rows={10}
          hint={t("learning.reflectiveTask.wordCount", { count: words, minimum: MINIMUM_WORDS })}
          hintPlacement="end"
          error={errors.text?.message}
        />
        <FormAlert message={save.isError ? getErrorMessage(save.error, t("learning.reflectiveTask.saveError")) : null} />
        <SubmitButton isBusy={save.isPending} busyLabel={t("learning.reflectiveTask.saving")} className="w-full sm:w-auto">
          {submittedAt ? t("learning.reflectiveTask.saveChanges") : t("learning.reflectiveTask.handIn")}
        </SubmitButton>
      </form>
    </section>
  );
}
