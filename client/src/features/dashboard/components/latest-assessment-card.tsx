import { format, parseISO } from "date-fns";
import { ClipboardCheck } from "lucide-react";
import { Link } from "wouter";
import { ASSESSMENT_QUESTION_COUNT } from "@shared/constants";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { MyAssessment } from "@shared/api/assessment";
import { PLACEMENT_MAX_ITEMS, PLACEMENT_MIN_ITEMS } from "@shared/api/placement";
import { useMyAssessment } from "../api/get-my-assessment";
import { SectionError, SectionLoading } from "@/components/ui/section-status";

function AssessmentResult({ assessment }: { assessment: MyAssessment }) {
  return (
    <div className="space-y-5">
      <div className="rounded-xl bg-brand-50 p-4">
        <p className="text-sm text-brand-800">Your level</p>
        <p className="text-2xl font-bold text-brand-950">{assessment.level}</p>
        <p className="font-medium text-brand-800">{assessment.levelName}</p>
      </div>
      <dl className="grid grid-cols-2 gap-4 text-sm">
        {assessment.band ? (
          // An adaptive test's right answers say little (it aims its questions where about half are right): the count says how thorough it was.
          <div>
            <dt className="text-slate-600">Questions</dt>
            <dd className="font-semibold text-slate-900">{assessment.itemsAnswered} answered</dd>
          </div>
        ) : (
          <div>
            <dt className="text-slate-600">Score</dt>
            <dd className="font-semibold text-slate-900">
              {assessment.score} out of {ASSESSMENT_QUESTION_COUNT}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">Completed</dt>
          <dd className="font-semibold text-slate-900">
            <time dateTime={assessment.completedAt}>{format(parseISO(assessment.completedAt), "MMM d, yyyy")}</time>
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-3">
        {/* Only the adaptive test's result has a page to go back to; the old fixed test's was shown once. */}
        {assessment.band ? (
          <Link href="/assessment" className={buttonClasses({ className: "w-full" })}>
            See your result
          </Link>
        ) : null}
        <Link href="/assessment" className={buttonClasses({ variant: "outline", className: "w-full" })}>
          Take New Assessment
        </Link>
      </div>
    </div>
  );
}

function NoAssessmentYet() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        You haven't taken the placement assessment yet. Answer {PLACEMENT_MIN_ITEMS} to {PLACEMENT_MAX_ITEMS} short questions, about 10-15
        minutes, to find the courses that fit your level.
      </p>
      <Link href="/assessment" className={buttonClasses({ className: "w-full" })}>
        Take Assessment
      </Link>
    </div>
  );
}

export function LatestAssessmentCard() {
  const assessment = useMyAssessment();

  let content;
  if (assessment.isPending) content = <SectionLoading label="Loading your assessment..." />;
  else if (assessment.isError)
    content = (
      <SectionError
        message="We couldn't load your assessment result."
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
          Latest Assessment
        </CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
