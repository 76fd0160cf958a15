import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "@/lib/download-file";

/** The launch list as a spreadsheet (formulas neutralised by the server). */
export function downloadPreRegistrations() {
  return downloadFile({ url: "/api/admin/pre-registrations?format=csv", fallbackName: "pre-registrations.csv" });
}

export function useDownloadPreRegistrations() {
  return useMutation({ mutationFn: downloadPreRegistrations });
}
