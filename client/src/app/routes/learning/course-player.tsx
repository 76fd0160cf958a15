import { useState } from "react";
import { Link, useParams } from "wouter";
import { ENROLL_NEEDS_SUBSCRIPTION } from "@shared/api/learning";
import { PageContainer } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useCourse } from "@/features/courses/api/get-course";
import { CourseNotFound } from "@/features/courses/components/course-not-found";
import { useEnrollInCourse } from "@/features/learning/api/enroll-in-course";
import { useCoursePlayer } from "@/features/learning/api/get-course-player";
import { CourseAccessNotice, isPlanCoverageMessage } from "@/features/learning/components/course-access-notice";
import { CourseOutlineList } from "@/features/learning/components/course-outline-list";
import { CoursePlayerHeader } from "@/features/learning/components/course-player-header";
import { LearningLoadError } from "@/features/learning/components/learning-load-error";
import { parseRouteId } from "@/features/learning/learning-paths";
import { ApiError, getErrorMessage } from "@/lib/api-client";

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
  const params = useParams<{ id: string }>();
  const courseId = parseRouteId(params.id);
  const player = useCoursePlayer(courseId);
  // The public course names the modules; the player works without it.
  const course = useCourse(courseId);
  const enroll = useEnrollInCourse();
  const [enrollNeedsPlan, setEnrollNeedsPlan] = useState(false);
  const [enrollPlanMessage, setEnrollPlanMessage] = useState<string>();

  if (courseId === undefined || isNotFound(player.error)) return <CourseNotFound />;
  if (player.isPending) return <PageSpinner label="Loading your course..." />;

  if (player.isError) {
    if (isForbidden(player.error)) {
      // The server checks the enrolment first: "not enrolled" may still turn out to need a plan on Enroll.
      const serverMessage = player.error instanceof ApiError ? player.error.serverMessage : undefined;
      const needsPlan = enrollNeedsPlan || serverMessage === ENROLL_NEEDS_SUBSCRIPTION;
      const planMessage = enrollPlanMessage ?? (isPlanCoverageMessage(serverMessage) ? serverMessage : undefined);
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
                if (isForbidden(error) && error instanceof ApiError && isPlanCoverageMessage(error.serverMessage))
                  setEnrollPlanMessage(error.serverMessage);
                else if (isForbidden(error)) setEnrollNeedsPlan(true);
                else
                  toast({
                    title: "Enrollment failed",
                    description: getErrorMessage(error, "Please try again in a moment."),
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
        title="We couldn't load this course"
        message={getErrorMessage(player.error, "Please check your connection and try again.")}
        onRetry={() => void player.refetch()}
        isRetrying={player.isFetching}
      >
        <Link href="/dashboard" className={buttonClasses({ variant: "outline", size: "lg" })}>
          Back to the dashboard
        </Link>
      </LearningLoadError>
    );
  }

  return (
    <PageContainer className="max-w-4xl space-y-10">
      <CoursePlayerHeader player={player.data} />
      <CourseOutlineList player={player.data} moduleTitles={moduleTitlesOf(course.data?.syllabus)} />
    </PageContainer>
  );
}
