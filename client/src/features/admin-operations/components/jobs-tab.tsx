import type { JobView } from "@shared/api/admin-inbox";
import { Play } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useJobs } from "../api/get-jobs";
import { useRunJob } from "../api/run-job";
import { useViewerTime } from "@/lib/viewer-time";
import { describeSchedule } from "@/lib/describe-schedule";

const RUN_TONES = { running: "info", succeeded: "success", failed: "danger" } as const satisfies Record<string, BadgeTone>;
const RUN_LABELS = { running: "Running", succeeded: "Succeeded", failed: "Failed" };

/** The admin page's Jobs tab: the scheduled jobs, their last runs, and a run now for the safe ones. */
export function JobsTab() {
  const jobs = useJobs();
  return (
    <section className="space-y-5">
      {jobs.isPending ? (
        <SectionLoading label="Loading jobs..." />
      ) : jobs.isError ? (
        <SectionError message="The jobs could not be loaded." onRetry={() => void jobs.refetch()} isRetrying={jobs.isFetching} />
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2" aria-label="Jobs">
          {jobs.data.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "daily at 05:17 SAST" (in the viewer's zone, as every time here), "every minute"; an unusual cron stays as written. */
function ScheduleWords({ job }: { job: JobView }) {
  const { timeZone } = useViewerTime();
  const words = describeSchedule(job.schedule, job.timeZone, timeZone);
  return words ? <span title={job.schedule}>{words}</span> : <code>{job.schedule}</code>;
}

function JobCard({ job }: { job: JobView }) {
  const { moment } = useViewerTime();
  const run = useRunJob();
  const runNow = () =>
    run.mutate(job.id, {
      onSuccess: ({ result }) =>
        result === "failed"
          ? toast({ variant: "destructive", title: `${job.id} failed`, description: "See the error in its last run." })
          : result === "skipped"
            ? toast({ title: `${job.id} is already running` })
            : toast({ title: `${job.id} ran`, description: "The run is recorded below." }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Not run", description: getErrorMessage(error, "The job could not be run.") }),
    });

  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-mono text-base font-semibold break-words text-slate-900">{job.id}</h3>
          <p className="text-sm text-slate-600">{job.description}</p>
          <p className="mt-1 text-xs text-slate-500">
            Schedule: <ScheduleWords job={job} />
          </p>
        </div>
        {job.safeToRunTwice ? (
          <Button size="sm" disabled={run.isPending} aria-busy={run.isPending} onClick={runNow}>
            {run.isPending ? <Spinner className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
            {run.isPending ? "Running..." : "Run now"}
            {/* The job's name completes the button's name without hiding its visible words (WCAG 2.5.3). */}
            <span className="sr-only">: {job.id}</span>
          </Button>
        ) : (
          <span className="text-xs text-slate-500">Scheduled only</span>
        )}
      </div>
      {job.lastRuns.length === 0 ? (
        <p className="text-sm text-slate-600">No runs yet.</p>
      ) : (
        <ol className="space-y-1 text-sm" aria-label={`Last runs of ${job.id}`}>
          {job.lastRuns.map((jobRun) => (
            <li key={`${jobRun.slot}-${jobRun.startedAt}`} className="flex flex-wrap items-center gap-2">
              <Badge tone={RUN_TONES[jobRun.status]}>{RUN_LABELS[jobRun.status]}</Badge>
              <span className="text-slate-700">{moment(jobRun.startedAt)}</span>
              {jobRun.finishedAt ? (
                <span className="text-xs text-slate-500">
                  ({Math.max(0, new Date(jobRun.finishedAt).getTime() - new Date(jobRun.startedAt).getTime())} ms)
                </span>
              ) : null}
              {jobRun.slot.startsWith("manual-") ? <span className="text-xs text-slate-500">manual</span> : null}
              {jobRun.error ? <span className="w-full text-xs break-words text-red-700">{jobRun.error}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
