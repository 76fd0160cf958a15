import { BookOpen, Flame, Medal, Star, Target, TrendingUp, Trophy } from "lucide-react";
import { levelProgress, MILESTONES, POINTS_PER_LEVEL, type MyAchievementsResponse } from "@shared/api/achievements";
import { formatNumber, formatPercent } from "@shared/i18n/format";
import { ProgressBar } from "@/components/ui/progress-bar";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { AchievementCard } from "./achievement-card";

/** The milestone badges are defined in shared code with English words: shown through these ids by their id. */
const MILESTONE_TEXT: Record<string, { nameId: string; descriptionId: string }> = {
  "streak-7": { nameId: "certificates.milestones.streak7.name", descriptionId: "certificates.milestones.streak7.description" },
  "lessons-10": { nameId: "certificates.milestones.lessons10.name", descriptionId: "certificates.milestones.lessons10.description" },
  "average-80": { nameId: "certificates.milestones.average80.name", descriptionId: "certificates.milestones.average80.description" },
  "points-5000": { nameId: "certificates.milestones.points5000.name", descriptionId: "certificates.milestones.points5000.description" },
  "longest-30": { nameId: "certificates.milestones.longest30.name", descriptionId: "certificates.milestones.longest30.description" },
};

function Stat({ icon: Icon, label, value }: { icon: typeof Star; label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Icon aria-hidden="true" className="size-4 text-brand-600" />
        {label}
      </p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
    </div>
  );
}

/** The Overview tab: the figures, the level bar, the milestone badges, what was earned and the next badge. */
export function ProgressOverview({ record }: { record: MyAchievementsResponse }) {
  const { t, locale } = useT();
  const number = (value: number) => formatNumber(value, locale);
  const { progress, achievements } = record;
  const towardsNext = levelProgress(progress.totalPoints);
  const earned = achievements.filter((achievement) => achievement.earnedAt !== null);
  const next = achievements.filter((achievement) => achievement.earnedAt === null).sort((a, b) => b.progress - a.progress)[0];

  return (
    <div className="space-y-8">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <Stat icon={Star} label={t("certificates.progress.totalPoints")} value={number(progress.totalPoints)} />
        <Stat icon={Trophy} label={t("certificates.progress.level")} value={number(progress.level)} />
        <Stat
          icon={Flame}
          label={t("certificates.progress.currentStreak")}
          value={t("certificates.progress.days", { count: progress.currentStreak })}
        />
        <Stat
          icon={TrendingUp}
          label={t("certificates.progress.longestStreak")}
          value={t("certificates.progress.days", { count: progress.longestStreak })}
        />
        <Stat icon={BookOpen} label={t("certificates.progress.lessonsCompleted")} value={number(progress.lessonsCompleted)} />
        <Stat icon={Target} label={t("certificates.progress.exercisesCompleted")} value={number(progress.exercisesCompleted)} />
        <Stat icon={Medal} label={t("certificates.progress.averageScore")} value={formatPercent(progress.averageScore / 100, locale)} />
      </div>

      <section aria-labelledby="level-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="level-heading" className="text-lg font-semibold text-slate-900">
            {t("certificates.progress.levelTitle", { level: progress.level })}
          </h2>
          <p className="text-sm text-slate-600">
            {t("certificates.progress.pointsToNext", {
              points: number(towardsNext),
              perLevel: number(POINTS_PER_LEVEL),
              next: progress.level + 1,
            })}
          </p>
        </div>
        <ProgressBar
          value={(towardsNext / POINTS_PER_LEVEL) * 100}
          label={t("certificates.progress.barLabel", { next: progress.level + 1 })}
          className="mt-3 h-3"
        />
      </section>

      <section aria-labelledby="milestones-heading" className="space-y-3">
        <h2 id="milestones-heading" className="text-lg font-semibold text-slate-900">
          {t("certificates.progress.milestones")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {MILESTONES.map((milestone) => {
            const isReached = milestone.reached(progress);
            const text = MILESTONE_TEXT[milestone.id];
            return (
              <li
                key={milestone.id}
                className={cn(
                  "rounded-xl border p-4 text-sm",
                  isReached ? "border-amber-200 bg-amber-50" : "border-slate-200 bg-slate-50 text-slate-500",
                )}
              >
                <p className={cn("font-semibold", isReached ? "text-amber-900" : "text-slate-700")}>
                  {text ? t(text.nameId) : milestone.name}
                </p>
                <p>{text ? t(text.descriptionId) : milestone.description}</p>
                <p className={cn("mt-2 text-xs font-semibold uppercase", isReached ? "text-amber-800" : "text-slate-500")}>
                  {isReached ? t("certificates.progress.reached") : t("certificates.progress.locked")}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      {next ? (
        <section aria-labelledby="next-heading" className="space-y-3">
          <h2 id="next-heading" className="text-lg font-semibold text-slate-900">
            {t("certificates.progress.nextBadge")}
          </h2>
          <AchievementCard achievement={next} />
        </section>
      ) : null}

      <section aria-labelledby="earned-heading" className="space-y-3">
        <h2 id="earned-heading" className="text-lg font-semibold text-slate-900">
          {t("certificates.progress.earnedTitle", { count: earned.length })}
        </h2>
        {earned.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
            {t("certificates.progress.earnedEmpty")}
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {earned.map((achievement) => (
              <li key={achievement.id}>
                <AchievementCard achievement={achievement} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
