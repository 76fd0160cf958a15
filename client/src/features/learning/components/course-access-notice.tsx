import { BookOpen, CreditCard, GraduationCap, Lock } from "lucide-react";
import { Link } from "wouter";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { useT } from "@/i18n/use-t";
import type { ErrorReason } from "@shared/api/errors";

export const PRICING_FOR_SUBSCRIPTION = "/pricing?reason=subscription";

/** The 403 reasons that mean "your plan does not include this course" (Basic's one course, Premium's TEFL courses). */
export const isPlanCoverage = (reason: ErrorReason | undefined) =>
  reason === "course.oneCourseOnly" || reason === "course.teflNeedsPremium";

type CourseAccessNoticeProps = {
  /** Why the server said 403: no plan at all, a plan that does not include this course, or no enrolment yet. */
  reason: "subscription" | "plan" | "enrollment";
  /** For `plan`: the server's own words (which course the plan opens, or which plan the course needs). */
  planMessage?: string;
  courseId: number;
  courseTitle?: string;
  /** Enrols and reloads; only for `enrollment`. */
  onEnroll?: () => void;
  isEnrolling?: boolean;
};

/** The player's or lesson's answer to a student who may not study the course yet, with the way in. */
export function CourseAccessNotice({ reason, planMessage, courseId, courseTitle, onEnroll, isEnrolling = false }: CourseAccessNoticeProps) {
  const { t } = useT();
  const needsPlan = reason !== "enrollment";
  const title =
    reason === "plan"
      ? t("learning.courseAccess.planTitle")
      : needsPlan
        ? t("learning.courseAccess.subscriptionTitle")
        : t("learning.courseAccess.enrollmentTitle");
  let text: string;
  if (reason === "plan") text = t("learning.courseAccess.planMessage", { message: planMessage ?? t("learning.courseAccess.planTitle") });
  else if (needsPlan)
    text = courseTitle
      ? t("learning.courseAccess.subscriptionTextNamed", { course: courseTitle })
      : t("learning.courseAccess.subscriptionText");
  else
    text = courseTitle
      ? t("learning.courseAccess.enrollmentTextNamed", { course: courseTitle })
      : t("learning.courseAccess.enrollmentText");
  return (
    <PageContainer className="flex min-h-[55vh] flex-col items-center justify-center text-center">
      <DocumentTitle title={title} />
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        {needsPlan ? <Lock aria-hidden="true" className="size-7" /> : <GraduationCap aria-hidden="true" className="size-7" />}
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-slate-600">{text}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {needsPlan ? (
          <Link href={PRICING_FOR_SUBSCRIPTION} className={buttonClasses({ size: "lg" })}>
            <CreditCard aria-hidden="true" className="size-5" />
            {t("learning.courseAccess.viewPlans")}
          </Link>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onEnroll?.();
            }}
          >
            <SubmitButton size="lg" isBusy={isEnrolling} busyLabel={t("learning.courseAccess.enrolling")} className="w-full">
              <GraduationCap aria-hidden="true" className="size-5" />
              {t("learning.courseAccess.enroll")}
            </SubmitButton>
          </form>
        )}
        <Link href={`/courses/${courseId}`} className={buttonClasses({ variant: "outline", size: "lg" })}>
          <BookOpen aria-hidden="true" className="size-5" />
          {t("learning.courseAccess.courseDetails")}
        </Link>
      </div>
    </PageContainer>
  );
}
