import { Clock, RotateCw } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n/use-t";

type PaymentConfirmingProps = {
  /** confirming: still asking; delayed: still pending after the wait; unchecked: the status could not be read. */
  state: "confirming" | "delayed" | "unchecked";
  onCheckAgain: () => void;
};

/** Stands in for the order summary while a returned payment is confirmed, so nobody pays twice meanwhile. */
export function PaymentConfirming({ state, onCheckAgain }: PaymentConfirmingProps) {
  const { t } = useT();
  if (state === "confirming") {
    return (
      <section
        role="status"
        className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <Spinner className="size-8 text-brand-600" />
        <p className="font-semibold text-slate-900">{t("billing.paymentConfirming.confirming")}</p>
        <p className="text-sm text-slate-600">{t("billing.paymentConfirming.keepOpen")}</p>
      </section>
    );
  }

  return (
    <section
      role="status"
      aria-labelledby="payment-confirming-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-950 shadow-sm sm:p-8"
    >
      <h2 id="payment-confirming-heading" className="flex items-center gap-2 text-lg font-bold">
        <Clock aria-hidden="true" className="size-5 shrink-0" />
        {t("billing.paymentConfirming.title")}
      </h2>
      <p className="mt-2 text-sm">
        {state === "delayed" ? t("billing.paymentConfirming.delayed") : t("billing.paymentConfirming.unchecked")}{" "}
        {t("billing.paymentConfirming.emailToo")}
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onCheckAgain}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t("billing.paymentConfirming.checkAgain")}
        </Button>
        <Link href="/dashboard" className={buttonClasses({ variant: "outline" })}>
          {t("billing.paymentResult.goToDashboard")}
        </Link>
      </div>
    </section>
  );
}
