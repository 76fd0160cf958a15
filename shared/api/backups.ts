// Contracts of backup management (admins): taking backups, the list of runs, the downloads.
import { z } from "zod";

export const BACKUP_KINDS = ["daily", "weekly", "manual", "emergency"] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];
export type BackupStatus = "running" | "succeeded" | "failed";

export const EMERGENCY_REASON_REQUIRED = "Please provide a reason for the emergency backup";

export const emergencyBackupSchema = z.object({
  reason: z
    .string({ error: EMERGENCY_REASON_REQUIRED })
    .trim()
    .min(1, EMERGENCY_REASON_REQUIRED)
    .max(1_000, "Reason must be at most 1000 characters"),
});
export type EmergencyBackupInput = z.input<typeof emergencyBackupSchema>;

/** One backup as the admin page lists it. */
export type BackupRunView = {
  id: number;
  kind: BackupKind;
  format: "sql" | "json";
  reason: string | null;
  startedAt: string;
  finishedAt: string | null;
  status: BackupStatus;
  fileName: string | null;
  sizeBytes: number | null;
  sha256: string | null;
  /** "verified", or what differed (or why it could not be checked). */
  verification: string | null;
  error: string | null;
  /**
   * The file is still in the backup folder (retention removes old files, the row stays). Where that
   * folder is on the server is never sent: the page names the file, the operator knows the folder.
   */
  isFileStored: boolean;
  /** The off-site copy; null when none was tried (off-site copies off, or the backup failed first). */
  offsite: OffsiteCopyView | null;
};

export type OffsiteCopyStatus = "uploading" | "succeeded" | "failed" | "removed";

/** The encrypted copy of a backup in the off-site bucket (BACKUP_S3_*). */
export type OffsiteCopyView = {
  key: string;
  status: OffsiteCopyStatus;
  /** "verified" (read back with the sha256 that was uploaded), or what differed. */
  verification: string | null;
  error: string | null;
};

export type BackupRunsResponse = { runs: BackupRunView[] };

/** Answer of send-daily, send-weekly and emergency: the run taken and whether a mail was queued. */
export type TakeBackupResponse = { run: BackupRunView; mailQueued: boolean; mailTo: string | null };
