import { useParams } from "wouter";
import { PageContainer } from "@/components/layout/page";
import { SpeechRateContext, speechRateForLevel } from "@/components/exercises/speak";
import { useCourse } from "@/features/courses/api/get-course";
import { CourseNotFound } from "@/features/courses/components/course-not-found";
import { CourseTestScreen } from "@/features/course-tests/components/course-test-screen";
import { coursePlayerPath, parseRouteId } from "@/features/learning/learning-paths";

/** /courses/:id/tests/:testId: a module test or the final assessment, listening at the course level's pace. */
export default function CourseTestRoute() {
  const params = useParams<{ id: string; testId: string }>();
  const courseId = parseRouteId(params.id);
  const testId = parseRouteId(params.testId);
  const course = useCourse(courseId);
  if (courseId === undefined || testId === undefined) return <CourseNotFound />;
  return (
    <SpeechRateContext.Provider value={speechRateForLevel(course.data?.level)}>
      <PageContainer className="max-w-3xl">
        <CourseTestScreen courseId={courseId} testId={testId} coursePath={coursePlayerPath(courseId)} />
      </PageContainer>
    </SpeechRateContext.Provider>
  );
}
