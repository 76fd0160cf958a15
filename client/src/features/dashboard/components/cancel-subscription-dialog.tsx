import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useCancelSubscription } from "../api/cancel-subscription";
import type { MySubscription } from "@shared/api/billing";
import { formatDay } from "../subscription-dates";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export function CancelSubscriptionDialog({ subscription }: { subscription: MySubscription }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const accessUntil = formatDay(subscription.currentPeriodEnd);

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (answer) => {
        setOpen(false);
        toast({
          title: "Subscription Cancelled",
          description: `You keep access until ${formatDay(answer.subscription?.currentPeriodEnd ?? subscription.currentPeriodEnd)}. You will not be charged again.`,
        });
      },
      onError: (error) => {
        // Closed first: an open modal hides the toast from screen readers.
        setOpen(false);
        toast({
          variant: "destructive",
          title: "Error",
          description: getErrorMessage(error, "Failed to cancel your subscription. Please try again."),
        });
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className="w-full">
          Cancel Subscription
        </Button>
      }
      title="Cancel your subscription?"
      description={`Your ${subscription.plan.name} plan ends with this period: we send no more payment links. You keep full access until ${accessUntil}, and you will not be charged again.`}
      confirmLabel="Yes, Cancel"
      busyLabel="Cancelling..."
      confirmVariant="destructive"
      dismissLabel="Keep Subscription"
      isBusy={cancel.isPending}
      onConfirm={confirm}
    />
  );
}
