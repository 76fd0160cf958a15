import type { MyAchievement } from "@shared/api/achievements";
import { formatDate, formatPercent } from "@shared/i18n/format";
import { ProgressBar } from "@/components/ui/progress-bar";
import { ContentText, translateContent } from "@/i18n/content-text";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { ACHIEVEMENT_COLOR, ACHIEVEMENT_ICON } from "./achievement-badge-style";

/**
 * One achievement: its badge, what it asks, its points, and the date it was earned or how far along it is.
 * The name and description are the catalogue's (written by staff, stored on the server): in the interface
 * language when the `content` catalogue has the seeded text, otherwise as written (in English).
 */
export function AchievementCard({ achievement }: { achievement: MyAchievement }) {
  const { t, locale } = useT();
  const Icon = ACHIEVEMENT_ICON[achievement.badgeIcon] ?? ACHIEVEMENT_ICON.trophy;
  const isEarned = achievement.earnedAt !== null;
  return (
    <article
      className={cn("flex h-full gap-4 rounded-2xl border bg-white p-5 shadow-sm", isEarned ? "border-emerald-200" : "border-slate-200")}
    >
      <span
        className={cn(
          "flex size-12 shrink-0 items-center justify-center rounded-full",
          isEarned ? ACHIEVEMENT_COLOR[achievement.badgeColor] : "bg-slate-100 text-slate-400",
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold text-slate-900">
            <ContentText text={achievement.name} />
          </h3>
          <span className="text-sm font-medium text-brand-700">
            {t("certificates.achievementCard.points", { points: achievement.points })}
          </span>
        </div>
        <p className="text-sm text-slate-600">
          <ContentText text={achievement.description} />
        </p>
        {isEarned ? (
          <p className="text-sm font-medium text-emerald-800">
            {t("certificates.achievementCard.earned", { date: formatDate(achievement.earnedAt!, locale, "mediumPadded") })}
          </p>
        ) : (
          <div className="flex items-center gap-3">
            <ProgressBar
              value={achievement.progress}
              label={t("certificates.achievementCard.progressLabel", { name: translateContent(achievement.name).text })}
              className="flex-1"
            />
            <span className="text-xs font-medium text-slate-600">{formatPercent(achievement.progress / 100, locale)}</span>
          </div>
        )}
      </div>
    </article>
  );
}
