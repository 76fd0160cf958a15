import { BookOpenCheck } from "lucide-react";
import { Link } from "wouter";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { useAuth } from "@/lib/auth";
import { useMyPlanForCourses } from "../api/choose-course";

/**
 * Above the course list, for a Basic student only: which course the plan opens, and how to change it
 * (on another course's page). Nothing for anyone else, and nothing asked for a visitor.
 */
export function CourseChoiceSummary() {
  const { user } = useAuth();
  const { t } = useT();
  const query = useMyPlanForCourses({ enabled: user !== null && !user.isAdmin });
  const subscription = query.data?.subscription;
  if (!user || user.isAdmin || !subscription?.courseChoice || subscription.plan.courseAccess !== "one_course") return null;
  if (subscription.displayStatus === "expired" || subscription.displayStatus === "refund_pending") return null;
  const { course } = subscription.courseChoice;
  const plan = subscription.plan.name;
  return (
    <section
      aria-label={t("billing.courseChoiceSummary.regionLabel")}
      className="mb-8 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-950"
    >
      <BookOpenCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      {course ? (
        <>
          <span className="min-w-0 break-words">
            <Trans
              id="billing.courseChoiceSummary.yourCourse"
              values={{ title: course.title }}
              components={[
                <Link href={`/courses/${course.id}`} className="rounded font-semibold text-brand-800 underline underline-offset-2" />,
              ]}
            />
          </span>
          <span className="text-brand-900">{t("billing.courseChoiceSummary.changeHint", { plan })}</span>
        </>
      ) : (
        <span>{t("billing.courseChoiceSummary.noneChosen", { plan })}</span>
      )}
    </section>
  );
}
