import { PageContainer, PageHeader } from "@/components/layout/page";
import { AdSlot } from "@/features/ads/components/ad-slot";
import { CourseChoiceSummary } from "@/features/billing/components/course-choice-summary";
import { CourseCatalogue } from "@/features/courses/components/course-catalogue";

export default function CourseListScreen() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Courses"
        title="Our Courses"
        description="English courses for every CEFR level from A1 to C2, plus UK-accredited TEFL certification. Not sure where to start? Take the free placement assessment."
      />
      <div className="mb-8">
        <AdSlot placement="explore" />
      </div>
      <CourseChoiceSummary />
      <CourseCatalogue />
    </PageContainer>
  );
}
