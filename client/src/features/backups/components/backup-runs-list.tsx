import { Download } from "lucide-react";
import type { BackupRunView, OffsiteCopyStatus } from "@shared/api/backups";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useViewerTime } from "@/lib/viewer-time";
import { runDownloadUrl, useDownloadBackup } from "../api/download-backup";
import { useBackupRuns } from "../api/get-backup-runs";

const KIND_LABELS: Record<BackupRunView["kind"], string> = { daily: "Daily", weekly: "Weekly", manual: "Manual", emergency: "Emergency" };
const STATUS_TONES: Record<BackupRunView["status"], BadgeTone> = { succeeded: "success", failed: "danger", running: "warning" };

export function formatBytes(bytes: number | null) {
  if (bytes === null) return "-";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const OFFSITE_LABELS: Record<OffsiteCopyStatus, string> = {
  uploading: "Uploading",
  succeeded: "Stored",
  failed: "Failed",
  removed: "Removed (retention)",
};
const OFFSITE_TONES: Record<OffsiteCopyStatus, BadgeTone> = {
  uploading: "warning",
  succeeded: "success",
  failed: "danger",
  removed: "neutral",
};

/**
 * Where each copy of a backup is: the file in the server's backup folder (by its name: where that folder
 * is on the server is the operator's business, not the page's) and the encrypted object off-site.
 */
function CopyLocations({ run }: { run: BackupRunView }) {
  if (run.status !== "succeeded") return null;
  return (
    <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
      <dt className="font-medium text-slate-700">Local copy</dt>
      <dd className="break-all text-slate-600">{run.isFileStored ? `${run.fileName} in the backup folder` : "File removed (retention)"}</dd>
      <dt className="font-medium text-slate-700">Off-site copy</dt>
      <dd className="min-w-0 space-y-1 text-slate-600">
        {run.offsite ? (
          <>
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone={OFFSITE_TONES[run.offsite.status]}>{OFFSITE_LABELS[run.offsite.status]}</Badge>
              <span className="break-all">{run.offsite.key}</span>
            </p>
            {run.offsite.verification ? (
              <p className={cn("break-words", run.offsite.verification === "verified" ? "text-green-700" : "text-red-700")}>
                Off-site verification: {run.offsite.verification}
              </p>
            ) : null}
            {run.offsite.error ? <p className="break-words text-red-700">Off-site error: {run.offsite.error}</p> : null}
          </>
        ) : (
          "None (off-site copies are not configured)"
        )}
      </dd>
    </dl>
  );
}

function RunRow({ run }: { run: BackupRunView }) {
  const { moment } = useViewerTime();
  const { toast } = useToast();
  const download = useDownloadBackup();
  const onDownload = () =>
    download.mutate(
      { url: runDownloadUrl(run.id), fallbackName: run.fileName ?? `backup-${run.id}.sql` },
      {
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Download Failed",
            description: getErrorMessage(error, "Failed to download the backup file"),
          }),
      },
    );
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{KIND_LABELS[run.kind]}</span>
          <Badge tone={STATUS_TONES[run.status]} className="capitalize">
            {run.status}
          </Badge>
          <span className="text-slate-600">
            <time dateTime={run.startedAt}>{moment(run.startedAt)}</time>
          </span>
          <span className="text-slate-600">{formatBytes(run.sizeBytes)}</span>
        </p>
        {run.verification ? (
          <p className={cn("break-words", run.verification === "verified" ? "text-green-700" : "text-red-700")}>
            Verification: {run.verification}
          </p>
        ) : null}
        {run.reason ? <p className="break-words text-slate-700">Reason: {run.reason}</p> : null}
        {run.error && run.status === "failed" ? <p className="break-words text-red-700">Error: {run.error}</p> : null}
        <CopyLocations run={run} />
      </div>
      {run.isFileStored ? (
        <Button
          variant="outline"
          size="sm"
          onClick={onDownload}
          disabled={download.isPending}
          aria-label={`Download ${run.fileName}`}
          className="shrink-0 self-start"
        >
          {download.isPending ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
          Download
        </Button>
      ) : null}
    </li>
  );
}

/** Every backup taken, newest first, with a download for each file still stored. */
export function BackupRunsList() {
  const runs = useBackupRuns();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Backup history</CardTitle>
        <CardDescription>Newest first. Each backup is checked by loading it into a scratch database.</CardDescription>
      </CardHeader>
      <CardContent>
        {runs.isPending ? (
          <SectionLoading label="Loading backups..." />
        ) : runs.isError ? (
          <SectionError
            message={getErrorMessage(runs.error, "The backups could not be loaded.")}
            onRetry={() => void runs.refetch()}
            isRetrying={runs.isFetching}
          />
        ) : runs.data.runs.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">No backups yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {runs.data.runs.map((run) => (
              <RunRow key={run.id} run={run} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
