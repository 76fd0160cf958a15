import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { revokeCertificateSchema, type AdminCertificate } from "@shared/api/certificates";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { TextAreaField } from "@/components/ui/textarea-field";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useRevokeCertificate } from "../api/revoke-certificate";

/** Revoke, with the reason the verification page will show. */
export function RevokeCertificateDialog({ certificate }: { certificate: AdminCertificate }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeCertificate();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(revokeCertificateSchema), defaultValues: { reason: "" } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await revoke.mutateAsync({ certificateNumber: certificate.certificateNumber, reason });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Revoke Failed",
        description: getErrorMessage(error, "The certificate could not be revoked."),
      });
      return;
    }
    toast({
      title: "Certificate Revoked",
      description: `${certificate.certificateNumber} now shows as revoked to anyone who verifies it.`,
    });
    setOpen(false);
    reset();
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !revoke.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Revoke ${certificate.certificateNumber}`}>
          Revoke
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>Revoke {certificate.certificateNumber}?</DialogTitle>
            <DialogDescription>
              {certificate.studentName}, {certificate.courseName}. The verification page will say the certificate is revoked, with your
              reason, and the student can no longer download it. You can reinstate it later.
            </DialogDescription>
          </DialogHeader>
          <TextAreaField {...register("reason")} id="revoke-reason" label="Reason" error={errors.reason?.message} rows={3} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={revoke.isPending}>
                Keep it
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={revoke.isPending}>
              {revoke.isPending ? <Spinner className="size-4" /> : null}
              {revoke.isPending ? "Revoking..." : "Revoke certificate"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
