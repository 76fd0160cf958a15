import { Link } from "wouter";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";

export default function NotFoundScreen() {
  const { t } = useT();
  return (
    <PageContainer className="flex min-h-[55vh] flex-col items-center justify-center text-center">
      <DocumentTitle title={t("common.notFound.title")} />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("common.notFound.eyebrow")}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">{t("common.notFound.title")}</h1>
      <p className="mt-4 max-w-md text-slate-600">{t("common.notFound.description")}</p>
      <Link href="/" className={buttonClasses({ className: "mt-8" })}>
        {t("common.errorPages.goHome")}
      </Link>
    </PageContainer>
  );
}
