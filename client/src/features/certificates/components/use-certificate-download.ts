import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { downloadCertificate } from "../lib/download-certificate";
import type { PrintableCertificate } from "../lib/certificate-html";

/** Downloads a certificate's file; which one is being made (by number), and a toast when it fails. */
export function useCertificateDownload() {
  const [busyNumber, setBusyNumber] = useState<string | null>(null);
  async function download(certificate: PrintableCertificate, options: { isSample?: boolean } = {}) {
    setBusyNumber(certificate.certificateNumber);
    try {
      await downloadCertificate(certificate, options);
    } catch {
      toast({ variant: "destructive", title: "Download Failed", description: "The certificate file could not be made. Please try again." });
    } finally {
      setBusyNumber(null);
    }
  }
  return { download, busyNumber };
}
