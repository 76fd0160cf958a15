import { PlaceholderPage } from "@/components/layout/page";

export default function AchievementsScreen() {
  return <PlaceholderPage title="Achievements" description="Track your points, streaks and badges as you learn." />;
}
