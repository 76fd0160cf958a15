import { RotateCw, SearchX, TriangleAlert } from "lucide-react";
import { Link } from "wouter";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { Button, buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";

export function PlanNotFound() {
  const { t } = useT();
  return (
    <PageContainer className="flex min-h-[55vh] items-center justify-center">
      <DocumentTitle title={t("billing.planStatus.notFoundTitle")} />
      <section className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <SearchX aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t("billing.planStatus.notFoundTitle")}</h1>
        <p className="mt-3 text-slate-600">{t("billing.planStatus.notFoundDescription")}</p>
        <Link href="/pricing" className={buttonClasses({ size: "lg", className: "mt-6" })}>
          {t("billing.planStatus.viewPlans")}
        </Link>
      </section>
    </PageContainer>
  );
}

export function PlanLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useT();
  return (
    <PageContainer className="flex min-h-[55vh] items-center justify-center">
      <DocumentTitle title={t("billing.planStatus.subscribeTitle")} />
      <section role="alert" className="w-full max-w-lg rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm">
        <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-red-600" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t("billing.planStatus.loadErrorTitle")}</h1>
        <p className="mt-3 text-slate-600">{t("billing.planStatus.loadErrorDescription")}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={onRetry} disabled={isRetrying}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t("billing.planStatus.tryAgain")}
          </Button>
          <Link href="/pricing" className={buttonClasses({ variant: "outline", size: "lg" })}>
            {t("billing.planStatus.viewPlans")}
          </Link>
        </div>
      </section>
    </PageContainer>
  );
}
