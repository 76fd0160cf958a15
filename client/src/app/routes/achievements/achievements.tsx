import { PageContainer, PageHeader } from "@/components/layout/page";
import { AchievementsPage } from "@/features/achievements/components/achievements-page";

/** /achievements: points, levels, streaks and badges earned from real learning. */
export default function AchievementsScreen() {
  return (
    <PageContainer>
      <PageHeader title="Achievements" description="Points, levels, streaks and badges from every lesson and exercise you complete." />
      <AchievementsPage />
    </PageContainer>
  );
}
