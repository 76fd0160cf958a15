import { PageContainer, PageHeader } from "@/components/layout/page";
import { LessonDemo } from "@/features/phonics/components/lesson-demo";
import { useT } from "@/i18n/use-t";

/** /phonics-demo: the kids phonics lesson demo. */
export default function PhonicsDemoScreen() {
  const { t } = useT();
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("kids.phonicsDemo.eyebrow")}
        title={t("kids.demos.lesson.title")}
        description={t("kids.phonicsDemo.description")}
      />
      <LessonDemo />
    </PageContainer>
  );
}
