import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";

/** The file name the server chose (Content-Disposition), else the fallback. */
function fileNameOf(response: Response, fallback: string) {
  const header = response.headers.get("Content-Disposition") ?? "";
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match ? decodeURIComponent(match[1]!) : fallback;
}

/** Fetches a backup file with the admin's cookies and hands it to the browser as a download. */
export async function downloadBackup({ url, fallbackName }: { url: string; fallbackName: string }) {
  const response = await fetch(url, { credentials: "include" });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ""), response.statusText);
  const blob = await response.blob();
  const fileName = fileNameOf(response, fallbackName);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
  return fileName;
}

const today = () => new Date().toISOString().slice(0, 10);

export const ALL_DATA_URL = "/api/admin/backup/all-data";
export const SQL_DUMP_URL = "/api/admin/backup/sql";
export const runDownloadUrl = (id: number) => `/api/admin/backup/runs/${id}/download`;
export const allDataFileName = () => `college-backup-${today()}.json`;
export const sqlDumpFileName = () => `college-backup-${today()}.sql`;

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
