import { useT } from "@/i18n/use-t";
import { useMyProgress } from "../api/get-my-progress";
import { LatestAssessmentCard } from "./latest-assessment-card";
import { LearningSummary } from "./learning-summary";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { SkillBars } from "./skill-bars";

function ProgressOverview() {
  const { t } = useT();
  const progress = useMyProgress();
  // Summary and skills come from one answer: one wait and one retry for both.
  if (progress.isPending)
    return <SectionLoading label={t("dashboard.progress.loading")} className="rounded-2xl border border-slate-200 bg-white" />;
  if (progress.isError)
    return (
      <SectionError message={t("dashboard.progress.loadError")} onRetry={() => void progress.refetch()} isRetrying={progress.isFetching} />
    );
  return (
    <>
      <LearningSummary
        lessonsCompleted={progress.data.lessonsCompleted}
        practiceSeconds={progress.data.practiceSeconds}
        certificates={progress.data.certificates}
      />
      <SkillBars skills={progress.data.skills} />
    </>
  );
}

export function ProgressPanel() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <LatestAssessmentCard />
      <div className="min-w-0 space-y-6 lg:col-span-2">
        <ProgressOverview />
      </div>
    </div>
  );
}
