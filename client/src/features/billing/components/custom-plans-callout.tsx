import { Building2 } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";

export function CustomPlansCallout() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="custom-plans-heading"
      className="flex flex-col gap-6 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
          <Building2 aria-hidden="true" className="size-6" />
        </span>
        <div className="space-y-2">
          <h2 id="custom-plans-heading" className="text-xl font-bold text-slate-900">
            {t("billing.customPlans.title")}
          </h2>
          <p className="max-w-2xl text-slate-700">{t("billing.customPlans.description")}</p>
        </div>
      </div>
      <Link href="/contact" className={buttonClasses({ size: "lg", className: "shrink-0" })}>
        {t("billing.customPlans.contact")}
      </Link>
    </section>
  );
}
