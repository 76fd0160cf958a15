import { Award, Lock } from "lucide-react";
import { Link } from "wouter";
import { MASTERY_RULE, PHONICS_BADGES } from "@shared/phonics/mastery";
import { buttonClasses } from "@/components/ui/button";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { useLeaderboard } from "../api/get-leaderboard";
import { usePhonicsProgress } from "../api/get-phonics-progress";
import { usePracticeTime } from "../api/get-practice-time";
import { BADGE_TEXT_IDS } from "../lib/mastery-text";
import { usePracticeTimeText } from "../lib/practice-time-text";
import { AVATAR_EMOJI } from "./child-avatars";
import { usePhonicsLearner } from "./phonics-learner";
import { SoundProgressList } from "./sound-progress-list";
import { VoicePractice } from "./voice-practice";

const MASTERED = MASTERY_RULE[0]!;

/** The learner's practice time, the same figure as the parent's card, with what it covers. */
function PracticeTimeSummary({ childId }: { childId: number | null }) {
  const { t } = useT();
  const text = usePracticeTimeText();
  const practiceTime = usePracticeTime(childId, { enabled: true });
  return (
    <section aria-labelledby="practice-time" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h3 id="practice-time" className="text-lg font-semibold text-slate-900">
        {t("kids.practiceTime.title")}
      </h3>
      {practiceTime.isPending ? (
        <SectionLoading label={t("kids.dashboard.practiceTimeLoading")} className="min-h-12" />
      ) : practiceTime.isError ? (
        <SectionError
          className="mt-2"
          message={t("kids.dashboard.practiceTimeFailed")}
          onRetry={() => void practiceTime.refetch()}
          isRetrying={practiceTime.isFetching}
        />
      ) : (
        <p className="mt-1 text-slate-800">
          <span className="text-2xl font-bold">{text.format(practiceTime.data.weeklySeconds)}</span>{" "}
          <span className="text-sm text-slate-600">({text.covers})</span>
        </p>
      )}
    </section>
  );
}

function Leaderboard() {
  const { t } = useT();
  const leaderboard = useLeaderboard({ enabled: true });
  return (
    <section aria-labelledby="leaderboard" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h3 id="leaderboard" className="text-lg font-semibold text-slate-900">
        {t("kids.leaderboard.title")}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t("kids.leaderboard.lead")}</p>
      {leaderboard.isPending ? (
        <SectionLoading label={t("kids.leaderboard.loading")} />
      ) : leaderboard.isError ? (
        <SectionError
          className="mt-3"
          message={t("kids.leaderboard.loadFailed")}
          onRetry={() => void leaderboard.refetch()}
          isRetrying={leaderboard.isFetching}
        />
      ) : leaderboard.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("kids.leaderboard.empty")}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {leaderboard.data.map((entry) => (
            <li key={entry.rank} className="flex items-center gap-3 text-slate-800">
              <span className="w-6 font-bold">{entry.rank}.</span>
              <span aria-hidden="true">{AVATAR_EMOJI[entry.avatar]}</span>
              <span lang="en" className="flex-1">
                {entry.nickname}
              </span>
              <span className="font-semibold">{t("kids.leaderboard.points", { points: entry.points })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The progress dashboard embedded in /phonics: per sound, badges, voice practice and the leaderboard. */
export function ProgressDashboard() {
  const { t } = useT();
  const learner = usePhonicsLearner();
  const progress = usePhonicsProgress(learner.childId, { enabled: learner.isSignedIn && learner.hasFullAccess });

  if (!learner.hasFullAccess) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <Lock aria-hidden="true" className="mx-auto size-8 text-slate-400" />
        <p className="mt-3 text-slate-700">{t("kids.dashboard.needsPlan")}</p>
        <Link href="/kids" className={buttonClasses({ className: "mt-4" })}>
          {t("kids.dashboard.seeKidsPlans")}
        </Link>
      </div>
    );
  }
  if (progress.isPending) return <SectionLoading label={t("kids.dashboard.loading")} />;
  if (progress.isError)
    return (
      <SectionError message={t("kids.dashboard.loadFailed")} onRetry={() => void progress.refetch()} isRetrying={progress.isFetching} />
    );

  const mastered = progress.data.filter((item) => item.masteryLevel === "mastered").length;
  const bestStreak = Math.max(0, ...progress.data.map((item) => item.streakCount));
  return (
    <div className="space-y-6">
      <PracticeTimeSummary childId={learner.childId} />
      <section aria-labelledby="phonics-badges" className="space-y-3">
        <h3 id="phonics-badges" className="text-lg font-semibold text-slate-900">
          {t("kids.dashboard.badges", { count: mastered })}
        </h3>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {PHONICS_BADGES.map((badge) => {
            const isUnlocked = badge.isUnlocked(mastered, bestStreak);
            return (
              <li
                key={badge.id}
                className={cn(
                  "rounded-xl border p-3 text-sm",
                  isUnlocked ? "border-amber-200 bg-amber-50" : "border-slate-200 bg-slate-50 text-slate-500",
                )}
              >
                <Award aria-hidden="true" className={cn("size-6", isUnlocked ? "text-amber-600" : "text-slate-400")} />
                <p className="mt-1 font-semibold">{t(BADGE_TEXT_IDS[badge.id].name)}</p>
                <p>{t(BADGE_TEXT_IDS[badge.id].description)}</p>
                <p className="mt-1 text-xs font-semibold uppercase">
                  {isUnlocked ? t("kids.dashboard.unlocked") : t("kids.dashboard.locked")}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
      <VoicePractice />
      <section aria-labelledby="sound-progress" className="space-y-3">
        <h3 id="sound-progress" className="text-lg font-semibold text-slate-900">
          {t("kids.dashboard.soundsPractised")}
        </h3>
        <p className="text-sm text-slate-600">
          {t("kids.dashboard.masteryRule", { attempts: MASTERED.attempts, accuracy: MASTERED.accuracy, days: MASTERED.rightDays })}
        </p>
        <SoundProgressList items={progress.data} />
      </section>
      <Leaderboard />
    </div>
  );
}
