import { ApiError } from "@/lib/api-client";

/** The file name the server chose (Content-Disposition), else the fallback. */
function fileNameOf(response: Response, fallback: string) {
  const header = response.headers.get("Content-Disposition") ?? "";
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match ? decodeURIComponent(match[1]!) : fallback;
}

/**
 * Fetches a file with the user's cookies and hands it to the browser as a download. A plain link would
 * leave a failed download to the browser's own error page; this throws an ApiError the screen can show.
 */
export async function downloadFile({ url, fallbackName }: { url: string; fallbackName: string }) {
  const response = await fetch(url, { credentials: "include" });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ""), response.statusText);
  const fileName = fileNameOf(response, fallbackName);
  saveFile(await response.blob(), fileName);
  return fileName;
}

/** Hands a file made in the browser (or fetched) to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
}
