import { BookOpen, Flame, Medal, Star, Target, TrendingUp, Trophy } from "lucide-react";
import { levelProgress, MILESTONES, POINTS_PER_LEVEL, type MyAchievementsResponse } from "@shared/api/achievements";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cn } from "@/lib/utils";
import { AchievementCard } from "./achievement-card";

const number = (value: number) => value.toLocaleString("en-US");

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
  const { progress, achievements } = record;
  const towardsNext = levelProgress(progress.totalPoints);
  const earned = achievements.filter((achievement) => achievement.earnedAt !== null);
  const next = achievements.filter((achievement) => achievement.earnedAt === null).sort((a, b) => b.progress - a.progress)[0];

  return (
    <div className="space-y-8">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <Stat icon={Star} label="Total points" value={number(progress.totalPoints)} />
        <Stat icon={Trophy} label="Level" value={String(progress.level)} />
        <Stat icon={Flame} label="Current streak" value={`${progress.currentStreak} ${progress.currentStreak === 1 ? "day" : "days"}`} />
        <Stat
          icon={TrendingUp}
          label="Longest streak"
          value={`${progress.longestStreak} ${progress.longestStreak === 1 ? "day" : "days"}`}
        />
        <Stat icon={BookOpen} label="Lessons completed" value={number(progress.lessonsCompleted)} />
        <Stat icon={Target} label="Exercises completed" value={number(progress.exercisesCompleted)} />
        <Stat icon={Medal} label="Average score" value={`${progress.averageScore}%`} />
      </div>

      <section aria-labelledby="level-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="level-heading" className="text-lg font-semibold text-slate-900">
            Level {progress.level}
          </h2>
          <p className="text-sm text-slate-600">
            {number(towardsNext)} / {number(POINTS_PER_LEVEL)} points to level {progress.level + 1}
          </p>
        </div>
        <ProgressBar
          value={(towardsNext / POINTS_PER_LEVEL) * 100}
          label={`Progress to level ${progress.level + 1}`}
          className="mt-3 h-3"
        />
      </section>

      <section aria-labelledby="milestones-heading" className="space-y-3">
        <h2 id="milestones-heading" className="text-lg font-semibold text-slate-900">
          Milestones
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {MILESTONES.map((milestone) => {
            const isReached = milestone.reached(progress);
            return (
              <li
                key={milestone.id}
                className={cn(
                  "rounded-xl border p-4 text-sm",
                  isReached ? "border-amber-200 bg-amber-50" : "border-slate-200 bg-slate-50 text-slate-500",
                )}
              >
                <p className={cn("font-semibold", isReached ? "text-amber-900" : "text-slate-700")}>{milestone.name}</p>
                <p>{milestone.description}</p>
                <p className={cn("mt-2 text-xs font-semibold uppercase", isReached ? "text-amber-800" : "text-slate-500")}>
                  {isReached ? "Reached" : "Locked"}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      {next ? (
        <section aria-labelledby="next-heading" className="space-y-3">
          <h2 id="next-heading" className="text-lg font-semibold text-slate-900">
            Next badge
          </h2>
          <AchievementCard achievement={next} />
        </section>
      ) : null}

      <section aria-labelledby="earned-heading" className="space-y-3">
        <h2 id="earned-heading" className="text-lg font-semibold text-slate-900">
          Earned achievements ({earned.length})
        </h2>
        {earned.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
            No achievements yet: complete your first lesson to earn First Steps.
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
