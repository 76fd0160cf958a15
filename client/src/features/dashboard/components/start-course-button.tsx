import { CreditCard, PlayCircle } from "lucide-react";
import { Link, useLocation } from "wouter";
import type { MyCourse } from "@shared/api/profile";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n/use-t";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { useEnrollInCourse } from "../api/enroll-in-course";

const PRICING_FOR_SUBSCRIPTION = "/pricing?reason=subscription";

/**
 * Start Learning on a recommended course: enrols and opens the course; without a plan that includes it,
 * says so in the card with the way to the plans.
 */
export function StartCourseButton({ course }: { course: Pick<MyCourse, "id" | "title"> }) {
  const { t } = useT();
  const enroll = useEnrollInCourse();
  const [, navigate] = useLocation();
  const refusal = enroll.error instanceof ApiError && enroll.error.status === 403 ? enroll.error : undefined;
  const needsPlan = refusal !== undefined;
  // A plan that does not open this course (decision 0038): Basic's one course is chosen on the course's page.
  // The refusal's reason says which; its message (in the interface language) is shown as it is.
  const isOtherCourseChosen = refusal?.reason === "course.oneCourseOnly";
  const refusalText =
    refusal?.serverMessage && refusal.reason !== "course.subscriptionRequired"
      ? `${refusal.serverMessage}.`
      : t("dashboard.startCourse.needsPlan");

  return (
    <div className="mt-auto space-y-3">
      <Button
        variant="secondary"
        className="w-full"
        disabled={enroll.isPending}
        aria-busy={enroll.isPending}
        onClick={() => {
          // mutateAsync, not mutate's callbacks: the refreshed list may move this card before they would run.
          enroll.mutateAsync(course.id).then(
            () => navigate(`/courses/${course.id}/learn`),
            () => undefined, // shown from enroll.error below
          );
        }}
      >
        {enroll.isPending ? <Spinner className="size-4" /> : <PlayCircle aria-hidden="true" className="size-4" />}
        {enroll.isPending ? t("dashboard.startCourse.enrolling") : t("dashboard.courseCard.start")}
        <span className="sr-only">
          : <span lang="en">{course.title}</span>
        </span>
      </Button>
      {enroll.isError ? (
        <div role="alert" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p>{needsPlan ? refusalText : getErrorMessage(enroll.error, t("dashboard.startCourse.error"))}</p>
          {isOtherCourseChosen ? (
            <Link href={`/courses/${course.id}`} className={buttonClasses({ variant: "outline", size: "sm" })}>
              {t("dashboard.startCourse.openCoursePage")}
              <span className="sr-only">
                : <span lang="en">{course.title}</span>
              </span>
            </Link>
          ) : needsPlan ? (
            <Link href={PRICING_FOR_SUBSCRIPTION} className={buttonClasses({ variant: "outline", size: "sm" })}>
              <CreditCard aria-hidden="true" className="size-4" />
              {t("dashboard.startCourse.viewPlans")}
              <span className="sr-only">
                : <span lang="en">{course.title}</span>
              </span>
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
