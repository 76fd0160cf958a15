import { CircleAlert, Info } from "lucide-react";
import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";

/**
 * A quiet line above the summary after an unfinished payment; the summary below offers to pay again.
 * A failed payment is also announced in a toast when the line first appears.
 */
export function PaymentNotice({ outcome }: { outcome: "failed" | "cancelled" }) {
  const { t } = useT();
  useEffect(() => {
    if (outcome !== "failed") return;
    toast({
      variant: "destructive",
      title: t("billing.paymentNotice.failedToastTitle"),
      description: t("billing.paymentNotice.failedToastDescription"),
    });
    // Announced once when the line appears, not again when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  if (outcome === "cancelled") {
    return (
      <p role="status" className="flex items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <Info aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        {t("billing.paymentNotice.cancelled")}
      </p>
    );
  }
  return (
    <p role="alert" className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      {t("billing.paymentNotice.failed")}
    </p>
  );
}
