import { CircleAlert, Info } from "lucide-react";
import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";

/**
 * A quiet line above the summary after an unfinished payment; the summary below offers to pay again.
 * A failed payment is also announced in a toast when the line first appears.
 */
export function PaymentNotice({ outcome }: { outcome: "failed" | "cancelled" }) {
  useEffect(() => {
    if (outcome !== "failed") return;
    toast({
      variant: "destructive",
      title: "Payment Failed",
      description: "Your card was declined or the payment did not complete.",
    });
  }, [outcome]);

  if (outcome === "cancelled") {
    return (
      <p role="status" className="flex items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <Info aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        Payment cancelled. You have not been charged.
      </p>
    );
  }
  return (
    <p role="alert" className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      Your payment did not go through. You can try again below.
    </p>
  );
}
