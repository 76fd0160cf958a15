import { PlaceholderPage } from "@/components/layout/page";

export default function BackupScreen() {
  return <PlaceholderPage title="Backup Management" description="Create, download and schedule backups of the college's data." />;
}
