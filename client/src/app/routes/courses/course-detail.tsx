import { useParams } from "wouter";
import { PageContainer } from "@/components/layout/page";
import { AdSlot } from "@/features/ads/components/ad-slot";
import { PageSpinner } from "@/components/ui/spinner";
import { useSubscriptionPlans } from "@/features/billing/api/get-subscription-plans";
import { CourseChoicePanel } from "@/features/billing/components/course-choice-panel";
import { IncludedInPlan } from "@/features/billing/components/included-in-plan";
import { parseCourseId, useCourse } from "@/features/courses/api/get-course";
import { CourseDetailHeader } from "@/features/courses/components/course-detail-header";
import { EnrollAction } from "@/features/courses/components/enroll-action";
import { CourseFacts } from "@/features/courses/components/course-facts";
import { CourseNotFound } from "@/features/courses/components/course-not-found";
import { CourseSyllabus } from "@/features/courses/components/course-syllabus";
import { getEnrollmentPlanName } from "@/features/courses/enrollment-plan";
import { useT } from "@/i18n/use-t";

export default function CourseDetailScreen() {
  const { t } = useT();
  const params = useParams<{ id: string }>();
  const courseId = parseCourseId(params.id);
  const { data: course, isPending, isError } = useCourse(courseId);
  // Plans load beside the course, for the plan that includes it; Enroll Now does not wait for them.
  const { data: plans } = useSubscriptionPlans("adult");

  if (courseId === undefined || isError) return <CourseNotFound />;
  if (isPending) return <PageSpinner label={t("courses.detail.loading")} />;

  const planName = getEnrollmentPlanName(course.level);
  const plan = plans?.find((candidate) => candidate.name === planName);

  return (
    <>
      <CourseDetailHeader course={course} enrollAction={<EnrollAction courseId={course.id} />} />
      <PageContainer className="grid gap-10 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <CourseChoicePanel course={course} />
          <CourseSyllabus course={course} />
          <AdSlot placement="course_page" />
        </div>
        <aside className="space-y-6 lg:sticky lg:top-6 lg:self-start">
          <CourseFacts course={course} />
          {plan ? <IncludedInPlan plan={plan} /> : null}
          <AdSlot placement="sidebar" />
        </aside>
      </PageContainer>
    </>
  );
}
