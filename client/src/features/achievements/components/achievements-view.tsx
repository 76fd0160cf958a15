import type { AchievementCategory, MyAchievementsResponse } from "@shared/api/achievements";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useT } from "@/i18n/use-t";
import { AchievementCard } from "./achievement-card";
import { ProgressOverview } from "./progress-overview";

const CATEGORY_TABS: { value: AchievementCategory; labelId: string; emptyId: string }[] = [
  { value: "lessons", labelId: "certificates.achievements.tabs.lessons", emptyId: "certificates.achievements.tabs.lessonsEmpty" },
  { value: "exercises", labelId: "certificates.achievements.tabs.exercises", emptyId: "certificates.achievements.tabs.exercisesEmpty" },
  { value: "streak", labelId: "certificates.achievements.tabs.streaks", emptyId: "certificates.achievements.tabs.streaksEmpty" },
];

/** The four tabs of /achievements over one record (the student's own, or the visitors' sample). */
export function AchievementsView({ record }: { record: MyAchievementsResponse }) {
  const { t } = useT();
  return (
    <Tabs defaultValue="overview" className="space-y-6">
      <TabsList aria-label={t("certificates.achievements.tabs.label")} className="sm:w-auto">
        <TabsTrigger value="overview">{t("certificates.achievements.tabs.overview")}</TabsTrigger>
        {CATEGORY_TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {t(tab.labelId)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <ProgressOverview record={record} />
      </TabsContent>
      {CATEGORY_TABS.map((tab) => {
        const inCategory = record.achievements.filter((achievement) => achievement.category === tab.value);
        return (
          <TabsContent key={tab.value} value={tab.value}>
            {inCategory.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t(tab.emptyId)}</p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {inCategory.map((achievement) => (
                  <li key={achievement.id}>
                    <AchievementCard achievement={achievement} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
