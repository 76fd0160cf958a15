import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import type { MySubscription } from "@shared/api/billing";
import { useRequestRefund } from "../api/request-refund";
import { formatDay } from "../subscription-dates";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** The 7-day money-back guarantee; shown only while the server says the payment can be refunded. */
export function RefundDialog({ subscription }: { subscription: MySubscription }) {
  const { t, locale } = useT();
  const [open, setOpen] = useState(false);
  const refund = useRequestRefund();

  const confirm = () =>
    refund.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t("dashboard.refund.doneTitle"), description: t("dashboard.refund.doneText") });
      },
      onError: (error) => {
        // Closed first: an open modal hides the toast from screen readers.
        setOpen(false);
        toast({
          variant: "destructive",
          title: t("dashboard.toast.error"),
          description: getErrorMessage(error, t("dashboard.refund.error")),
        });
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" className="w-full">
          {t("dashboard.refund.trigger")}
        </Button>
      }
      title={t("dashboard.refund.title")}
      description={t("dashboard.refund.description", { plan: subscription.plan.name })}
      confirmLabel={t("dashboard.refund.confirm")}
      busyLabel={t("dashboard.refund.busy")}
      confirmVariant="destructive"
      dismissLabel={t("dashboard.refund.keep")}
      isBusy={refund.isPending}
      onConfirm={confirm}
    >
      {subscription.refundDeadline ? (
        <p className="text-sm text-slate-600">{t("dashboard.refund.deadline", { date: formatDay(subscription.refundDeadline, locale) })}</p>
      ) : null}
    </ConfirmDialog>
  );
}
