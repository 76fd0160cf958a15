import { PageContainer, PageHeader } from "@/components/layout/page";
import { AdSlot } from "@/features/ads/components/ad-slot";
import { CourseChoiceSummary } from "@/features/billing/components/course-choice-summary";
import { CourseCatalogue } from "@/features/courses/components/course-catalogue";
import { useT } from "@/i18n/use-t";

export default function CourseListScreen() {
  const { t } = useT();
  return (
    <PageContainer>
      <PageHeader eyebrow={t("courses.list.eyebrow")} title={t("courses.list.title")} description={t("courses.list.description")} />
      <div className="mb-8">
        <AdSlot placement="explore" />
      </div>
      <CourseChoiceSummary />
      <CourseCatalogue />
    </PageContainer>
  );
}
