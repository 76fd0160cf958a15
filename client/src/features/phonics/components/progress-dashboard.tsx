import { Award, Lock } from "lucide-react";
import { Link } from "wouter";
import { MASTERY_LABELS, PHONICS_BADGES } from "@shared/phonics/mastery";
import { buttonClasses } from "@/components/ui/button";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { cn } from "@/lib/utils";
import { useLeaderboard } from "../api/get-leaderboard";
import { usePhonicsProgress } from "../api/get-phonics-progress";
import { AVATAR_EMOJI } from "./child-avatars";
import { usePhonicsLearner } from "./phonics-learner";
import { VoicePractice } from "./voice-practice";

const MASTERY_TONE = {
  beginner: "bg-slate-100 text-slate-700",
  intermediate: "bg-sky-100 text-sky-800",
  advanced: "bg-emerald-100 text-emerald-800",
  mastered: "bg-amber-100 text-amber-900",
} as const;

const minutes = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`);

function Leaderboard() {
  const leaderboard = useLeaderboard({ enabled: true });
  return (
    <section aria-labelledby="leaderboard" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h3 id="leaderboard" className="text-lg font-semibold text-slate-900">
        Leaderboard (last 30 days)
      </h3>
      <p className="mt-1 text-sm text-slate-600">Children appear under a nickname their parent chose, never their name.</p>
      {leaderboard.isPending ? (
        <SectionLoading label="Loading the leaderboard..." />
      ) : leaderboard.isError ? (
        <SectionError
          className="mt-3"
          message="The leaderboard could not be loaded."
          onRetry={() => void leaderboard.refetch()}
          isRetrying={leaderboard.isFetching}
        />
      ) : leaderboard.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No one is on the leaderboard yet: parents choose whether their child appears.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {leaderboard.data.map((entry) => (
            <li key={entry.rank} className="flex items-center gap-3 text-slate-800">
              <span className="w-6 font-bold">{entry.rank}.</span>
              <span aria-hidden="true">{AVATAR_EMOJI[entry.avatar]}</span>
              <span className="flex-1">{entry.nickname}</span>
              <span className="font-semibold">{entry.points} points</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The progress dashboard embedded in /phonics: per sound, badges, voice practice and the leaderboard. */
export function ProgressDashboard() {
  const learner = usePhonicsLearner();
  const progress = usePhonicsProgress(learner.childId, { enabled: learner.isSignedIn && learner.hasFullAccess });

  if (!learner.hasFullAccess) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <Lock aria-hidden="true" className="mx-auto size-8 text-slate-400" />
        <p className="mt-3 text-slate-700">The progress dashboard and voice practice come with a kids plan or the free 7-day trial.</p>
        <Link href="/kids" className={buttonClasses({ className: "mt-4" })}>
          See the kids plans
        </Link>
      </div>
    );
  }
  if (progress.isPending) return <SectionLoading label="Loading progress..." />;
  if (progress.isError)
    return (
      <SectionError message="The progress could not be loaded." onRetry={() => void progress.refetch()} isRetrying={progress.isFetching} />
    );

  const mastered = progress.data.filter((item) => item.masteryLevel === "mastered").length;
  const bestStreak = Math.max(0, ...progress.data.map((item) => item.streakCount));
  return (
    <div className="space-y-6">
      <section aria-labelledby="phonics-badges" className="space-y-3">
        <h3 id="phonics-badges" className="text-lg font-semibold text-slate-900">
          Badges · {mastered} {mastered === 1 ? "sound" : "sounds"} mastered
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
                <p className="mt-1 font-semibold">{badge.name}</p>
                <p>{badge.description}</p>
                <p className="mt-1 text-xs font-semibold uppercase">{isUnlocked ? "Unlocked" : "Locked"}</p>
              </li>
            );
          })}
        </ul>
      </section>
      <VoicePractice />
      <section aria-labelledby="sound-progress" className="space-y-3">
        <h3 id="sound-progress" className="text-lg font-semibold text-slate-900">
          Sounds practised
        </h3>
        {progress.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
            No sounds practised yet: play a game or try voice practice.
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {progress.data.map((item) => (
              <li key={item.sound} aria-label={`Sound ${item.sound}`} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex items-center justify-between">
                  <span className="text-2xl font-extrabold text-slate-900">{item.sound}</span>
                  <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", MASTERY_TONE[item.masteryLevel])}>
                    {MASTERY_LABELS[item.masteryLevel]}
                  </span>
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-1 text-sm text-slate-700">
                  <dt>Accuracy</dt>
                  <dd className="font-medium">{item.accuracy}%</dd>
                  <dt>Attempts</dt>
                  <dd className="font-medium">
                    {item.successfulAttempts} of {item.attempts} right
                  </dd>
                  <dt>Streak</dt>
                  <dd className="font-medium">{item.streakCount}</dd>
                  <dt>Time</dt>
                  <dd className="font-medium">{minutes(item.totalTimeSpent)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Leaderboard />
    </div>
  );
}
