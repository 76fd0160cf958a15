import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import type { MySubscription } from "@shared/api/billing";
import { useRequestRefund } from "../api/request-refund";
import { formatDay } from "../subscription-dates";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** The 7-day money-back guarantee; shown only while the server says the payment can be refunded. */
export function RefundDialog({ subscription }: { subscription: MySubscription }) {
  const [open, setOpen] = useState(false);
  const refund = useRequestRefund();

  const confirm = () =>
    refund.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Refund Requested", description: "Your refund is on its way. Access has ended." });
      },
      onError: (error) => {
        // Closed first: an open modal hides the toast from screen readers.
        setOpen(false);
        toast({
          variant: "destructive",
          title: "Error",
          description: getErrorMessage(error, "Failed to request a refund. Please try again."),
        });
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" className="w-full">
          Request Refund
        </Button>
      }
      title="Request a refund?"
      description={`Under our 7-day money-back guarantee we refund your payment to your card. Your access to the ${subscription.plan.name} plan ends straight away.`}
      confirmLabel="Yes, Refund"
      busyLabel="Requesting..."
      confirmVariant="destructive"
      dismissLabel="Keep Subscription"
      isBusy={refund.isPending}
      onConfirm={confirm}
    >
      {subscription.refundDeadline ? (
        <p className="text-sm text-slate-600">You can ask for a refund until {formatDay(subscription.refundDeadline)}.</p>
      ) : null}
    </ConfirmDialog>
  );
}
