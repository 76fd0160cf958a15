import { AlertCircle } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n/use-t";

export function PlansLoading() {
  const { t } = useT();
  return (
    <div role="status" className="flex min-h-64 flex-col items-center justify-center gap-3 text-slate-600">
      <Spinner className="size-8 text-brand-600" />
      <span>{t("billing.plansStatus.loading")}</span>
    </div>
  );
}

/** The spec's words for any failed plan list, adult or kids. */
export function PlansError() {
  const { t } = useT();
  return (
    <p
      role="alert"
      className="mx-auto flex max-w-xl items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
      {t("billing.plansStatus.error")}
    </p>
  );
}

export function PlansEmpty() {
  const { t } = useT();
  return (
    <p className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
      {t("billing.plansStatus.empty")}
    </p>
  );
}
