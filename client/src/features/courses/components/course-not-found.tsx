import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";

/** One answer for a missing course and a failed load: the visitor's next step is the same. */
export function CourseNotFound() {
  const { t } = useT();
  return (
    <PageContainer className="flex min-h-[55vh] flex-col items-center justify-center text-center">
      <DocumentTitle title={t("courses.notFound.title")} />
      <SearchX aria-hidden="true" className="size-12 text-brand-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("courses.notFound.title")}</h1>
      <p className="mt-4 max-w-md text-slate-600">{t("courses.notFound.text")}</p>
      <Link href="/courses" className={buttonClasses({ className: "mt-8" })}>
        {t("courses.notFound.back")}
      </Link>
    </PageContainer>
  );
}
