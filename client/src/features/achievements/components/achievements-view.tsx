import type { AchievementCategory, MyAchievementsResponse } from "@shared/api/achievements";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AchievementCard } from "./achievement-card";
import { ProgressOverview } from "./progress-overview";

const CATEGORY_TABS: { value: AchievementCategory; label: string; empty: string }[] = [
  { value: "lessons", label: "Lessons", empty: "No lesson achievements yet." },
  { value: "exercises", label: "Exercises", empty: "No exercise achievements yet." },
  { value: "streak", label: "Streaks", empty: "No streak achievements yet." },
];

/** The four tabs of /achievements over one record (the student's own, or the visitors' sample). */
export function AchievementsView({ record }: { record: MyAchievementsResponse }) {
  return (
    <Tabs defaultValue="overview" className="space-y-6">
      <TabsList aria-label="Achievement categories" className="sm:w-auto">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        {CATEGORY_TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
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
              <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{tab.empty}</p>
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
