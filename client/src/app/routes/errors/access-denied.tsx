import { ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";

/** Shown in place of an administrators' page to a signed-in person who is not one. */
export function AccessDenied() {
  const { t } = useT();
  return (
    <PageContainer className="flex min-h-[55vh] flex-col items-center justify-center text-center">
      <DocumentTitle title={t("common.accessDenied.title")} />
      <ShieldAlert aria-hidden="true" className="size-12 text-red-600" />
      <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900">{t("common.accessDenied.title")}</h1>
      <p className="mt-4 max-w-md text-slate-600">{t("common.accessDenied.description")}</p>
      <Link href="/" className={buttonClasses({ className: "mt-8" })}>
        {t("common.errorPages.goHome")}
      </Link>
    </PageContainer>
  );
}
