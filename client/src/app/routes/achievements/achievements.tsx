import { PageContainer, PageHeader } from "@/components/layout/page";
import { AchievementsPage } from "@/features/achievements/components/achievements-page";
import { useT } from "@/i18n/use-t";

/** /achievements: points, levels, streaks and badges earned from real learning. */
export default function AchievementsScreen() {
  const { t } = useT();
  return (
    <PageContainer>
      <PageHeader title={t("certificates.achievements.title")} description={t("certificates.achievements.description")} />
      <AchievementsPage />
    </PageContainer>
  );
}
