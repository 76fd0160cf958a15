import { useState } from "react";
import { Link, useParams } from "wouter";
import { PageContainer } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useCourse } from "@/features/courses/api/get-course";
import { CourseNotFound } from "@/features/courses/components/course-not-found";
import { useCourseTests } from "@/features/course-tests/api/get-course-tests";
import { CourseTestRow } from "@/features/course-tests/components/course-test-row";
import { CertificateRequirements } from "@/features/course-tests/components/certificate-requirements";
import { ReflectiveTaskForm } from "@/features/course-tests/components/reflective-task-form";
import { useEnrollInCourse } from "@/features/learning/api/enroll-in-course";
import { useCoursePlayer } from "@/features/learning/api/get-course-player";
import { CourseAccessNotice, isPlanCoverage } from "@/features/learning/components/course-access-notice";
import { CourseOutlineList } from "@/features/learning/components/course-outline-list";
import { CoursePlayerHeader } from "@/features/learning/components/course-player-header";
import { LearningLoadError } from "@/features/learning/components/learning-load-error";
import { parseRouteId } from "@/features/learning/learning-paths";
import { useT } from "@/i18n/use-t";
import { ApiError, getErrorMessage, reasonOf } from "@/lib/api-client";

/** The module names by number (index 0 = module 1), from the public course's syllabus. */
const moduleTitlesOf = (syllabus: { number: number; title: string }[] | undefined) => {
  const titles: (string | undefined)[] = [];
  for (const module of syllabus ?? []) titles[module.number - 1] = module.title;
  return titles;
};

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /courses/:id/learn: the enrolled student's course, its modules and lessons, and where to continue. */
export default function CoursePlayerScreen() {
  const { t } = useT();
  const params = useParams<{ id: string }>();
  const courseId = parseRouteId(params.id);
  const player = useCoursePlayer(courseId);
  // The public course names the modules; the player works without it.
  const course = useCourse(courseId);
  // Tests and tasks answer 403 like the player until the student is enrolled: read them once it has loaded.
  const tests = useCourseTests(courseId, { enabled: player.isSuccess });
  const enroll = useEnrollInCourse();
  const [enrollNeedsPlan, setEnrollNeedsPlan] = useState(false);
  const [enrollPlanMessage, setEnrollPlanMessage] = useState<string>();

  if (courseId === undefined || isNotFound(player.error)) return <CourseNotFound />;
  if (player.isPending) return <PageSpinner label={t("learning.player.loading")} />;

  if (player.isError) {
    if (isForbidden(player.error)) {
      // The server checks the enrolment first: "not enrolled" may still turn out to need a plan on Enroll.
      const serverMessage = player.error instanceof ApiError ? player.error.serverMessage : undefined;
      const needsPlan = enrollNeedsPlan || reasonOf(player.error) === "course.subscriptionRequired";
      const planMessage = enrollPlanMessage ?? (isPlanCoverage(reasonOf(player.error)) ? serverMessage : undefined);
      return (
        <CourseAccessNotice
          reason={planMessage ? "plan" : needsPlan ? "subscription" : "enrollment"}
          planMessage={planMessage}
          courseId={courseId}
          courseTitle={course.data?.title}
          isEnrolling={enroll.isPending}
          onEnroll={() =>
            enroll.mutate(courseId, {
              onError: (error) => {
                if (isForbidden(error) && error instanceof ApiError && isPlanCoverage(error.reason))
                  setEnrollPlanMessage(error.serverMessage);
                else if (isForbidden(error)) setEnrollNeedsPlan(true);
                else
                  toast({
                    title: t("learning.player.enrollFailed"),
                    description: getErrorMessage(error, t("learning.player.enrollFailedText")),
                    variant: "destructive",
                  });
              },
            })
          }
        />
      );
    }
    return (
      <LearningLoadError
        title={t("learning.player.loadError")}
        message={getErrorMessage(player.error, t("learning.checkConnection"))}
        onRetry={() => void player.refetch()}
        isRetrying={player.isFetching}
      >
        <Link href="/dashboard" className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t("learning.backToDashboard")}
        </Link>
      </LearningLoadError>
    );
  }

  const finalAssessment = tests.data?.tests.find((test) => test.kind === "final");
  return (
    <PageContainer className="max-w-4xl space-y-10">
      <CoursePlayerHeader player={player.data} />
      {tests.data ? <CertificateRequirements data={tests.data} /> : null}
      <CourseOutlineList
        player={player.data}
        moduleTitles={moduleTitlesOf(course.data?.syllabus)}
        renderAfterModule={(moduleNumber) => {
          const test = tests.data?.tests.find((candidate) => candidate.kind === "module" && candidate.module === moduleNumber);
          const task = tests.data?.reflectiveTasks.find((candidate) => candidate.module === moduleNumber);
          if (!test && !task) return null;
          return (
            <div className="space-y-3">
              {test ? <CourseTestRow courseId={courseId} test={test} /> : null}
              {task ? <ReflectiveTaskForm courseId={courseId} task={task} /> : null}
            </div>
          );
        }}
      />
      {finalAssessment ? <CourseTestRow courseId={courseId} test={finalAssessment} headingLevel={2} /> : null}
      {tests.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {getErrorMessage(tests.error, t("learning.player.testsLoadError"))}
        </p>
      ) : null}
    </PageContainer>
  );
}
