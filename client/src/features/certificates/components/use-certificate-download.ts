import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { downloadCertificate } from "../lib/download-certificate";
import type { PrintableCertificate } from "../lib/certificate-html";

/** Downloads a certificate's file; which one is being made (by number), and a toast when it fails. */
export function useCertificateDownload() {
  const [busyNumber, setBusyNumber] = useState<string | null>(null);
  const { t } = useT();
  async function download(certificate: PrintableCertificate, options: { isSample?: boolean } = {}) {
    setBusyNumber(certificate.certificateNumber);
    try {
      await downloadCertificate(certificate, options);
    } catch {
      toast({
        variant: "destructive",
        title: t("certificates.download.failedTitle"),
        description: t("certificates.download.failedDescription"),
      });
    } finally {
      setBusyNumber(null);
    }
  }
  return { download, busyNumber };
}
