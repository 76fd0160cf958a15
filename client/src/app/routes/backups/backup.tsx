import { PageContainer, PageHeader } from "@/components/layout/page";
import { BackupActions } from "@/features/backups/components/backup-actions";
import { BackupRunsList } from "@/features/backups/components/backup-runs-list";

export default function BackupScreen() {
  return (
    <PageContainer>
      <PageHeader title="Backup Management" description="Create, download and schedule backups of the college's data." />
      <div className="space-y-6">
        <BackupActions />
        <BackupRunsList />
      </div>
    </PageContainer>
  );
}
