import { useState } from "react";
import type { AdminCertificate } from "@shared/api/certificates";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useReinstateCertificate } from "../api/reinstate-certificate";

/** Makes a revoked certificate valid again, after a confirmation. */
export function ReinstateCertificateButton({ certificate }: { certificate: AdminCertificate }) {
  const [open, setOpen] = useState(false);
  const reinstate = useReinstateCertificate();

  async function confirm() {
    try {
      await reinstate.mutateAsync(certificate.certificateNumber);
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Reinstate Failed",
        description: getErrorMessage(error, "The certificate could not be reinstated."),
      });
      return;
    }
    toast({ title: "Certificate Reinstated", description: `${certificate.certificateNumber} is valid again.` });
    setOpen(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Reinstate ${certificate.certificateNumber}`}>
          Reinstate
        </Button>
      }
      title={`Reinstate ${certificate.certificateNumber}?`}
      description="The certificate becomes valid again on the verification page and the student can download it."
      confirmLabel="Reinstate"
      busyLabel="Reinstating..."
      dismissLabel="Cancel"
      isBusy={reinstate.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
