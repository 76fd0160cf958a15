import { Clock, CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, Redirect, useParams } from "wouter";
import { type ExerciseResultResponse, type LessonDetail, type StudentExercise, type UserAnswers } from "@shared/api/learning";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { SpeechRateContext, speechRateForLevel } from "@/components/exercises/speak";
import { useCourse } from "@/features/courses/api/get-course";
import { useLesson } from "@/features/learning/api/get-lesson";
import { useSubmitExerciseResult } from "@/features/learning/api/submit-exercise-result";
import { CourseAccessNotice, isPlanCoverage } from "@/features/learning/components/course-access-notice";
import { CourseCompleteDialog } from "@/features/learning/components/course-complete-dialog";
import { LearningLoadError } from "@/features/learning/components/learning-load-error";
import { LessonBreadcrumb } from "@/features/learning/components/lesson-breadcrumb";
import { LessonExercises } from "@/features/learning/components/lesson-exercises";
import { LessonExplanation } from "@/features/learning/components/lesson-explanation";
import { LessonCompletePanel } from "@/features/learning/components/lesson-complete-panel";
import { LessonNavigation } from "@/features/learning/components/lesson-navigation";
import { coursePlayerPath, lessonPath, parseRouteId } from "@/features/learning/learning-paths";
import { resultCelebration } from "@/features/learning/result-celebration";
import { useLessonTimer } from "@/features/learning/use-lesson-timer";
import { useT } from "@/i18n/use-t";
import { ApiError, getErrorMessage } from "@/lib/api-client";

type CourseCertificate = NonNullable<ExerciseResultResponse["certificate"]>;

function LessonContent({ lesson, courseLevel }: { lesson: LessonDetail; courseLevel: string | undefined }) {
  const { t } = useT();
  const submitResult = useSubmitExerciseResult();
  // Active time on this page is the lesson's share of the dashboard's practice time.
  useLessonTimer(lesson.id, { enabled: true });
  // The server says "completed" on every result once the lesson is done: the moment is when it happens.
  const wasCompleted = useRef(lesson.isCompleted);
  /** Set when a result finishes the lesson: the course progress it brought. */
  const [finishedAt, setFinishedAt] = useState<{ courseProgress: number } | null>(null);
  const [certificate, setCertificate] = useState<CourseCertificate | null>(null);

  useEffect(() => {
    if (lesson.isCompleted) wasCompleted.current = true;
  }, [lesson.isCompleted]);

  async function submit(exercise: StudentExercise, userAnswers: UserAnswers, timeSpent: number) {
    const result = await submitResult.mutateAsync({ exerciseId: exercise.id, userAnswers, timeSpent });
    const lessonJustCompleted = result.lessonCompleted && !wasCompleted.current;
    if (result.lessonCompleted) wasCompleted.current = true;
    if (lessonJustCompleted) setFinishedAt({ courseProgress: result.courseProgress });
    // The result that finishes the course: its own screen, with the certificate and the next step.
    if (result.certificate) setCertificate(result.certificate);
    // New achievements are shown with the answer that earned them, not in a corner toast that outlives it
    // and can sit over the next exercise's wrong answer.
    return { ...result, celebration: resultCelebration(result) };
  }

  return (
    <PageContainer className="max-w-3xl space-y-10">
      <DocumentTitle title={`${lesson.title} · ${lesson.courseTitle}`} />
      <header className="space-y-4">
        <LessonBreadcrumb lesson={lesson} />
        <h1 lang="en" className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {lesson.title}
        </h1>
        {lesson.description ? (
          <p lang="en" className="text-lg text-slate-600">
            {lesson.description}
          </p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {t("learning.minutes", { count: lesson.estimatedMinutes })}
          </span>
          {lesson.isCompleted ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 font-semibold text-emerald-900">
              <CircleCheck aria-hidden="true" className="size-4" />
              {t("learning.lesson.completed")}
            </span>
          ) : null}
        </p>
      </header>
      <LessonExplanation lesson={lesson} />
      {/* A new lesson starts at its own first open exercise. */}
      <LessonExercises key={lesson.id} exercises={lesson.exercises} onSubmit={submit} courseLevel={courseLevel} />
      {finishedAt ? <LessonCompletePanel lesson={lesson} courseProgress={finishedAt.courseProgress} /> : null}
      {/* Once the panel offers the next lesson, the navigation below keeps only the way back. */}
      <LessonNavigation lesson={lesson} isForwardOffered={finishedAt !== null} />
      <CourseCompleteDialog courseId={lesson.courseId} certificate={certificate} onClose={() => setCertificate(null)} />
    </PageContainer>
  );
}

/** /courses/:id/lessons/:lessonId: the explanation, the examples and the exercises of one lesson. */
export default function LessonScreen() {
  const { t } = useT();
  const params = useParams<{ id: string; lessonId: string }>();
  const courseId = parseRouteId(params.id);
  const lessonId = parseRouteId(params.lessonId);
  const lesson = useLesson(courseId === undefined ? undefined : lessonId);
  const course = useCourse(courseId);

  if (courseId === undefined || lessonId === undefined || (lesson.error instanceof ApiError && lesson.error.status === 404)) {
    return (
      <LearningLoadError title={t("learning.lesson.notFound")} message={t("learning.lesson.notFoundText")}>
        {courseId !== undefined ? (
          <Link href={coursePlayerPath(courseId)} className={buttonClasses({ size: "lg" })}>
            {t("learning.backToCourse")}
          </Link>
        ) : (
          <Link href="/dashboard" className={buttonClasses({ size: "lg" })}>
            {t("learning.backToDashboard")}
          </Link>
        )}
      </LearningLoadError>
    );
  }
  if (lesson.isPending) return <PageSpinner label={t("learning.lesson.loading")} />;
  if (lesson.isError) {
    if (lesson.error instanceof ApiError && lesson.error.status === 403) {
      // Enrolling (or the plan it needs) is the course player's job: it knows which one is missing.
      if (lesson.error.reason === "course.subscriptionRequired") return <CourseAccessNotice reason="subscription" courseId={courseId} />;
      if (isPlanCoverage(lesson.error.reason))
        return <CourseAccessNotice reason="plan" planMessage={lesson.error.serverMessage} courseId={courseId} />;
      return <Redirect to={coursePlayerPath(courseId)} replace />;
    }
    return (
      <LearningLoadError
        title={t("learning.lesson.loadError")}
        message={getErrorMessage(lesson.error, t("learning.checkConnection"))}
        onRetry={() => void lesson.refetch()}
        isRetrying={lesson.isFetching}
      >
        <Link href={coursePlayerPath(courseId)} className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t("learning.backToCourse")}
        </Link>
      </LearningLoadError>
    );
  }
  // An address that pairs the lesson with another course: the lesson's own course wins.
  if (lesson.data.courseId !== courseId) return <Redirect to={lessonPath(lesson.data.courseId, lesson.data.id)} replace />;
  return (
    // Listening exercises speak at the course level's pace (the course's level arrives with its page data).
    <SpeechRateContext.Provider value={speechRateForLevel(course.data?.level)}>
      <LessonContent key={lesson.data.id} lesson={lesson.data} courseLevel={course.data?.level} />
    </SpeechRateContext.Provider>
  );
}
