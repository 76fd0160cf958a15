import { ShieldCheck } from "lucide-react";
import { useT } from "@/i18n/use-t";

/** Replaces the old "Manage Payment Methods": Yoco's hosted checkout keeps no card, so there is none to manage. */
export function HowPaymentsWork() {
  const { t } = useT();
  return (
    <section aria-labelledby="how-payments-work-heading" className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
      <h3 id="how-payments-work-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-4 text-brand-600" />
        {t("dashboard.howPayments.title")}
      </h3>
      <p className="mt-2">{t("dashboard.howPayments.text")}</p>
    </section>
  );
}
