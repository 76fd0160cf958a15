import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "@/lib/download-file";

const today = () => new Date().toISOString().slice(0, 10);

export const ALL_DATA_URL = "/api/admin/backup/all-data";
export const SQL_DUMP_URL = "/api/admin/backup/sql";
export const runDownloadUrl = (id: number) => `/api/admin/backup/runs/${id}/download`;
export const allDataFileName = () => `college-backup-${today()}.json`;
export const sqlDumpFileName = () => `college-backup-${today()}.sql`;

/** Downloads a backup file (a stored run, a fresh SQL dump or the JSON of all data). */
export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadFile });
}
