import { BackupActions } from "@/features/backups/components/backup-actions";
import { BackupRunsList } from "@/features/backups/components/backup-runs-list";

/** Backups: take one now, download, and the list of every run with its verification. */
export default function BackupsSection() {
  return (
    <div className="space-y-6">
      <BackupActions />
      <BackupRunsList />
    </div>
  );
}
