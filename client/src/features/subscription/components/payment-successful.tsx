import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";

export const REDIRECT_DELAY_MS = 3000;

/** The paid state: it says so, then moves on to the dashboard by itself after 3 seconds. */
export function PaymentSuccessful({ planName }: { planName: string }) {
  const [, navigate] = useLocation();
  const { t } = useT();

  useEffect(() => {
    const timeout = setTimeout(() => navigate("/dashboard"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timeout);
  }, [navigate]);

  return (
    <PageContainer className="flex min-h-[55vh] items-center justify-center">
      <DocumentTitle title={t("billing.paymentResult.successTitle")} />
      <section className="w-full max-w-lg rounded-2xl border border-emerald-200 bg-white p-8 text-center shadow-sm">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
        <div role="status">
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t("billing.paymentResult.successTitle")}</h1>
          <p className="mt-3 text-lg text-slate-700">
            <Trans id="billing.paymentResult.welcome" values={{ plan: planName }} components={[<span className="font-semibold" />]} />
          </p>
          <p className="mt-2 text-slate-600">{t("billing.paymentResult.receiptSent")}</p>
          <p className="mt-2 text-sm text-slate-600">{t("billing.paymentResult.redirecting")}</p>
        </div>
        <Link href="/dashboard" className={buttonClasses({ size: "lg", className: "mt-6 w-full sm:w-auto" })}>
          {t("billing.paymentResult.goToDashboard")}
        </Link>
      </section>
    </PageContainer>
  );
}
