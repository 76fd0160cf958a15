import { CircleCheck, Circle } from "lucide-react";
import type { CourseTestsResponse } from "@shared/api/course-tests";
import { FINAL_PASS_PERCENT } from "@shared/api/course-tests";
import { useT, type Translate } from "@/i18n/use-t";
import { CertificateGrading } from "./certificate-grading";

type Requirement = { label: string; isMet: boolean };

/** The certificate's conditions as the student stands: what a progress of 100 % means. */
export function certificateRequirements(
  requirements: CourseTestsResponse["requirements"],
  hasFinal: boolean,
  t: Translate,
  passMark: number = FINAL_PASS_PERCENT,
): Requirement[] {
  const items: Requirement[] = [
    {
      label: t("learning.certificateNeeds.lessons", { completed: requirements.lessonsCompleted, total: requirements.lessonsTotal }),
      isMet: requirements.lessonsTotal > 0 && requirements.lessonsCompleted >= requirements.lessonsTotal,
    },
  ];
  if (hasFinal)
    items.push({
      label: requirements.finalPassed
        ? t("learning.certificateNeeds.final", { passMark })
        : t("learning.certificateNeeds.finalNotYet", { passMark }),
      isMet: requirements.finalPassed,
    });
  if (requirements.tasksTotal > 0)
    items.push({
      label: t("learning.certificateNeeds.tasks", { submitted: requirements.tasksSubmitted, total: requirements.tasksTotal }),
      isMet: requirements.tasksSubmitted >= requirements.tasksTotal,
    });
  return items;
}

/** "Your certificate needs": the list of conditions, each ticked when it is met, then how it will be graded. */
export function CertificateRequirements({ data }: { data: CourseTestsResponse }) {
  const { t } = useT();
  const { grading } = data;
  const hasFinal = grading.kind === "graded";
  const items = certificateRequirements(data.requirements, hasFinal, t, hasFinal ? grading.finalPassPercent : undefined);
  return (
    <section aria-labelledby="certificate-needs-heading" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="certificate-needs-heading" className="text-lg font-semibold text-slate-900">
        {t("learning.certificateNeeds.title")}
      </h2>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.label} className="flex items-start gap-2 text-slate-800">
            {item.isMet ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-300" />
            )}
            <span>
              {item.label}
              <span className="sr-only"> {item.isMet ? t("learning.certificateNeeds.done") : t("learning.certificateNeeds.toDo")}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        {/* A course of under an hour states no hours (decision 0055): never "about 0 hours". */}
        {data.guidedHours > 0 ? t("learning.certificateNeeds.hours", { hours: data.guidedHours }) : t("learning.certificateNeeds.allDone")}
      </p>
      <CertificateGrading grading={grading} />
    </section>
  );
}
