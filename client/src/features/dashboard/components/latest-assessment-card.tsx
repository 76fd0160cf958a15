import { ClipboardCheck } from "lucide-react";
import { Link } from "wouter";
import { ASSESSMENT_QUESTION_COUNT } from "@shared/constants";
import { formatDate } from "@shared/i18n/format";
import { useT } from "@/i18n/use-t";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { MyAssessment } from "@shared/api/assessment";
import { PLACEMENT_MAX_ITEMS, PLACEMENT_MIN_ITEMS } from "@shared/api/placement";
import { useMyAssessment } from "../api/get-my-assessment";
import { SectionError, SectionLoading } from "@/components/ui/section-status";

function AssessmentResult({ assessment }: { assessment: MyAssessment }) {
  const { t, locale } = useT();
  return (
    <div className="space-y-5">
      <div className="rounded-xl bg-brand-50 p-4">
        <p className="text-sm text-brand-800">{t("dashboard.assessment.yourLevel")}</p>
        <p className="text-2xl font-bold text-brand-950">{assessment.level}</p>
        <p className="font-medium text-brand-800">{assessment.levelName}</p>
      </div>
      <dl className="grid grid-cols-2 gap-4 text-sm">
        {assessment.band ? (
          // An adaptive test's right answers say little (it aims its questions where about half are right): the count says how thorough it was.
          <div>
            <dt className="text-slate-600">{t("dashboard.assessment.questions")}</dt>
            <dd className="font-semibold text-slate-900">{t("dashboard.assessment.answered", { count: assessment.itemsAnswered })}</dd>
          </div>
        ) : (
          <div>
            <dt className="text-slate-600">{t("dashboard.assessment.score")}</dt>
            <dd className="font-semibold text-slate-900">
              {t("dashboard.assessment.scoreValue", { score: assessment.score, total: ASSESSMENT_QUESTION_COUNT })}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">{t("dashboard.assessment.completed")}</dt>
          <dd className="font-semibold text-slate-900">
            <time dateTime={assessment.completedAt}>{formatDate(assessment.completedAt, locale, "medium")}</time>
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-3">
        {/* Only the adaptive test's result has a page to go back to; the old fixed test's was shown once. */}
        {assessment.band ? (
          <Link href="/assessment" className={buttonClasses({ className: "w-full" })}>
            {t("dashboard.assessment.seeResult")}
          </Link>
        ) : null}
        <Link href="/assessment" className={buttonClasses({ variant: "outline", className: "w-full" })}>
          {t("dashboard.assessment.takeNew")}
        </Link>
      </div>
    </div>
  );
}

function NoAssessmentYet() {
  const { t } = useT();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t("dashboard.assessment.none", { min: PLACEMENT_MIN_ITEMS, max: PLACEMENT_MAX_ITEMS })}</p>
      <Link href="/assessment" className={buttonClasses({ className: "w-full" })}>
        {t("dashboard.assessment.take")}
      </Link>
    </div>
  );
}

export function LatestAssessmentCard() {
  const { t } = useT();
  const assessment = useMyAssessment();

  let content;
  if (assessment.isPending) content = <SectionLoading label={t("dashboard.assessment.loading")} />;
  else if (assessment.isError)
    content = (
      <SectionError
        message={t("dashboard.assessment.loadError")}
        onRetry={() => void assessment.refetch()}
        isRetrying={assessment.isFetching}
      />
    );
  else if (assessment.data) content = <AssessmentResult assessment={assessment.data} />;
  else content = <NoAssessmentYet />;

  return (
    <Card className="h-fit min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ClipboardCheck aria-hidden="true" className="size-5 text-brand-600" />
          {t("dashboard.assessment.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
