import type { HTMLAttributes, ReactNode } from "react";
import { COLLEGE_NAME } from "@shared/constants";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";

/** The width and padding every screen shares, so pages line up with the header and footer. */
export function PageContainer({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14", className)} {...props} />;
}

/** The browser tab title; React 19 moves a rendered <title> into <head>. */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useT();
  return <title>{title ? `${title} | ${COLLEGE_NAME}` : t("common.documentTitle.home", { college: COLLEGE_NAME })}</title>;
}

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Small text above the title, such as the section name. */
  eyebrow?: string;
  actions?: ReactNode;
  className?: string;
};

/** The page's one h1, its tab title and a short description. */
export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <header className={cn("mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between", className)}>
      <DocumentTitle title={title} />
      <div className="max-w-3xl space-y-3">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {description ? <p className="text-lg text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}

/** A screen that another issue will fill in: its title and what it will offer, in the page frame. */
export function PlaceholderPage({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      {children}
    </PageContainer>
  );
}
