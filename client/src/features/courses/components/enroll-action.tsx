import { ArrowRight, Award, GraduationCap, RotateCcw } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { buildLoginPath } from "@/lib/redirect";
import { useEnrollInCourse } from "../api/enroll-in-course";
import { useMyCourses } from "../api/get-my-courses";

/** Where a student without a plan goes: pricing, with a note saying why (see the pricing screen). */
export const PRICING_FOR_SUBSCRIPTION = "/pricing?reason=subscription";

const coursePlayerPath = (courseId: number) => `/courses/${courseId}/learn`;

/**
 * The course page's call to action. A visitor signs in first and comes back here; a signed-in student
 * enrols and goes to the course (without a plan that includes it, to pricing); an enrolled student
 * continues where they are; a student who finished it is led to the certificate.
 */
export function EnrollAction({ courseId }: { courseId: number }) {
  const { t } = useT();
  const { user, isLoading } = useAuth();
  const myCourses = useMyCourses({ enabled: user !== null });
  const enroll = useEnrollInCourse();
  const [, navigate] = useLocation();
  const primary = buttonClasses({ variant: "accent", size: "lg" });

  if (!isLoading && !user) {
    return (
      <Link href={buildLoginPath(`/courses/${courseId}`)} className={primary}>
        <GraduationCap aria-hidden="true" className="size-5" />
        {t("courses.enroll.enrollNow")}
      </Link>
    );
  }

  const enrolment = myCourses.data?.enrolled.find((course) => course.id === courseId);
  if (enrolment?.completedAt) {
    // A finished course: its certificate first, the lessons still there to review.
    return (
      <>
        <Link href="/certificates" className={primary}>
          <Award aria-hidden="true" className="size-5" />
          {t("courses.enroll.viewCertificate")}
        </Link>
        <Link href={coursePlayerPath(courseId)} className={buttonClasses({ variant: "inverse", size: "lg" })}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {t("courses.enroll.review")}
        </Link>
      </>
    );
  }
  if (enrolment) {
    return (
      <Link href={coursePlayerPath(courseId)} className={primary}>
        {t("courses.enroll.continue")}
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    );
  }

  function startEnrolment() {
    enroll.mutate(courseId, {
      onSuccess: () => navigate(coursePlayerPath(courseId)),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) navigate(PRICING_FOR_SUBSCRIPTION);
        else if (error instanceof ApiError && error.status === 401) navigate(buildLoginPath(`/courses/${courseId}`));
        else
          toast({
            title: t("courses.enroll.failed"),
            description: getErrorMessage(error, t("courses.enroll.failedRetry")),
            variant: "destructive",
          });
      },
    });
  }

  // While the account (or whether they are enrolled) is being read, the button waits rather than guess.
  const isChecking = isLoading || myCourses.isPending;
  return (
    <Button variant="accent" size="lg" onClick={startEnrolment} disabled={isChecking || enroll.isPending} aria-busy={enroll.isPending}>
      {enroll.isPending ? <Spinner className="size-5" /> : <GraduationCap aria-hidden="true" className="size-5" />}
      {enroll.isPending ? t("courses.enroll.enrolling") : t("courses.enroll.enrollNow")}
    </Button>
  );
}
