import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useCancelSubscription } from "../api/cancel-subscription";
import type { MySubscription } from "@shared/api/billing";
import { formatDay } from "../subscription-dates";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export function CancelSubscriptionDialog({ subscription }: { subscription: MySubscription }) {
  const { t, locale } = useT();
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const accessUntil = formatDay(subscription.currentPeriodEnd, locale);

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (answer) => {
        setOpen(false);
        toast({
          title: t("dashboard.cancel.doneTitle"),
          description: t("dashboard.cancel.doneText", {
            date: formatDay(answer.subscription?.currentPeriodEnd ?? subscription.currentPeriodEnd, locale),
          }),
        });
      },
      onError: (error) => {
        // Closed first: an open modal hides the toast from screen readers.
        setOpen(false);
        toast({
          variant: "destructive",
          title: t("dashboard.toast.error"),
          description: getErrorMessage(error, t("dashboard.cancel.error")),
        });
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className="w-full">
          {t("dashboard.cancel.trigger")}
        </Button>
      }
      title={t("dashboard.cancel.title")}
      description={t("dashboard.cancel.description", { plan: subscription.plan.name, date: accessUntil })}
      confirmLabel={t("dashboard.cancel.confirm")}
      busyLabel={t("dashboard.cancel.busy")}
      confirmVariant="destructive"
      dismissLabel={t("dashboard.cancel.keep")}
      isBusy={cancel.isPending}
      onConfirm={confirm}
    />
  );
}
