import { useState, type ReactNode } from "react";
import { Database, FileJson, Mail, ShieldAlert } from "lucide-react";
import type { JobView } from "@shared/api/admin-inbox";
import { EMERGENCY_REASON_REQUIRED } from "@shared/api/backups";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { TextAreaField } from "@/components/ui/textarea-field";
import { useToast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { describeSchedule } from "@/lib/describe-schedule";
import { useViewerTime } from "@/lib/viewer-time";
import { ALL_DATA_URL, allDataFileName, SQL_DUMP_URL, sqlDumpFileName, useDownloadBackup } from "../api/download-backup";
import { useBackupSchedule } from "../api/get-backup-schedule";
import { useSendDailyBackup } from "../api/send-daily-backup";
import { useSendEmergencyBackup } from "../api/send-emergency-backup";
import { useSendWeeklyBackup } from "../api/send-weekly-backup";

function BusyIcon({ isBusy, icon }: { isBusy: boolean; icon: ReactNode }) {
  return isBusy ? <Spinner className="size-4" /> : icon;
}

/** "Automated backups run daily at 09:00 SAST and every Sunday at 10:00 SAST.", in the viewer's zone, from the jobs. */
function BackupScheduleWords() {
  const schedule = useBackupSchedule();
  const { timeZone } = useViewerTime();
  const { daily, weekly } = schedule.data ?? {};
  if (!daily || !weekly) return <>Automated backups run every day and every week.</>;
  const say = (job: JobView) => describeSchedule(job.schedule, job.timeZone, timeZone) ?? job.schedule;
  return (
    <>
      Automated backups run {say(daily)} and {say(weekly)}.
    </>
  );
}

/** The page's actions: the daily and weekly backups, an emergency backup with its reason, the two downloads. */
export function BackupActions() {
  const { toast } = useToast();
  const daily = useSendDailyBackup();
  const weekly = useSendWeeklyBackup();
  const emergency = useSendEmergencyBackup();
  const jsonDownload = useDownloadBackup();
  const sqlDownload = useDownloadBackup();
  const [reason, setReason] = useState("");

  const sendDaily = () =>
    daily.mutate(undefined, {
      onSuccess: ({ mailTo }) =>
        toast({
          title: "Daily Backup Sent",
          description: mailTo ? `The daily backup report was sent to ${mailTo}.` : "The daily backup was taken.",
        }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Backup Failed",
          description: getErrorMessage(error, "Failed to send daily backup report"),
        }),
    });

  const sendWeekly = () =>
    weekly.mutate(undefined, {
      onSuccess: ({ mailTo }) =>
        toast({
          title: "Weekly Backup Sent",
          description: mailTo ? `The weekly backup notice was sent to ${mailTo}.` : "The weekly backup was taken.",
        }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Backup Failed", description: getErrorMessage(error, "Failed to send weekly backup") }),
    });

  const sendEmergency = () => {
    if (!reason.trim()) {
      toast({ variant: "destructive", title: "Reason Required", description: EMERGENCY_REASON_REQUIRED });
      return;
    }
    emergency.mutate(
      { reason },
      {
        onSuccess: () => {
          setReason("");
          toast({ title: "Emergency Backup Sent", description: "The emergency backup was taken and the notice sent." });
        },
        onError: (error) =>
          toast({ variant: "destructive", title: "Backup Failed", description: getErrorMessage(error, "Failed to send emergency backup") }),
      },
    );
  };

  const downloadJson = () =>
    jsonDownload.mutate(
      { url: ALL_DATA_URL, fallbackName: allDataFileName() },
      {
        onSuccess: (fileName) => toast({ title: "Download Started", description: fileName }),
        onError: () => toast({ variant: "destructive", title: "Download Failed", description: "Failed to download JSON backup data" }),
      },
    );

  const downloadSql = () =>
    sqlDownload.mutate(
      { url: SQL_DUMP_URL, fallbackName: sqlDumpFileName() },
      {
        onSuccess: (fileName) => toast({ title: "Download Started", description: fileName }),
        onError: () => toast({ variant: "destructive", title: "Download Failed", description: "Failed to download SQL backup data" }),
      },
    );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Scheduled backups</CardTitle>
          <CardDescription>
            <BackupScheduleWords /> Run one now:
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Button onClick={sendDaily} disabled={daily.isPending} aria-busy={daily.isPending}>
            <BusyIcon isBusy={daily.isPending} icon={<Mail aria-hidden="true" className="size-4" />} />
            {daily.isPending ? "Sending..." : "Send Daily Backup"}
          </Button>
          <Button variant="secondary" onClick={sendWeekly} disabled={weekly.isPending} aria-busy={weekly.isPending}>
            <BusyIcon isBusy={weekly.isPending} icon={<Mail aria-hidden="true" className="size-4" />} />
            {weekly.isPending ? "Sending..." : "Send Weekly Backup"}
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Download data</CardTitle>
          <CardDescription>All data as JSON (no passwords or sessions), or a full SQL dump that restores the database.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={downloadJson} disabled={jsonDownload.isPending} aria-busy={jsonDownload.isPending}>
            <BusyIcon isBusy={jsonDownload.isPending} icon={<FileJson aria-hidden="true" className="size-4" />} />
            Download All Data (JSON)
          </Button>
          <Button variant="outline" onClick={downloadSql} disabled={sqlDownload.isPending} aria-busy={sqlDownload.isPending}>
            <BusyIcon isBusy={sqlDownload.isPending} icon={<Database aria-hidden="true" className="size-4" />} />
            Download SQL Dump
          </Button>
        </CardContent>
      </Card>

      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Emergency backup</CardTitle>
          <CardDescription>Take a backup now, outside the schedule, and say why.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <TextAreaField
            id="emergency-reason"
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="e.g. Before moving the site to a new server"
            rows={3}
            maxLength={1000}
          />
          <Button variant="destructive" onClick={sendEmergency} disabled={emergency.isPending} aria-busy={emergency.isPending}>
            <BusyIcon isBusy={emergency.isPending} icon={<ShieldAlert aria-hidden="true" className="size-4" />} />
            {emergency.isPending ? "Backing up..." : "Emergency Backup"}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
