import type { ReactNode } from "react";
import { Link } from "wouter";
import type { SchoolDetails } from "@shared/api/school";
import { INTL_TAG } from "@shared/i18n/locales";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { useT } from "@/i18n/use-t";
import { useSchoolDetails } from "@/lib/school";
import { formatLegalDate } from "../legal-dates";

type LegalPageProps = {
  /** The page's name, in the interface language. */
  title: string;
  /** Shown above the text in any language but English: the text is English, and the English version applies. */
  englishNotice: string;
  lastUpdated: string;
  /** The text, given the school's configured details once they have loaded. */
  children: (school: SchoolDetails) => ReactNode;
};

/**
 * A legal text that names the school from configuration (GET /api/school): nothing is shown until the
 * details are known, so the page never states terms on behalf of an unnamed or wrong party. The legal text
 * itself stays in English, the version that applies; the page around it follows the interface language.
 */
export function LegalPage({ title, englishNotice, lastUpdated, children }: LegalPageProps) {
  const { t, locale } = useT();
  const school = useSchoolDetails();
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-16">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {t("about.legal.lastUpdated")} <time dateTime={lastUpdated}>{formatLegalDate(lastUpdated, locale)}</time>
        </p>
        {locale === "en" ? null : (
          <p className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-700">{englishNotice}</p>
        )}
      </header>
      <div className="mt-8">
        {school.isPending ? (
          <SectionLoading label={t("about.legal.loading")} />
        ) : school.isError ? (
          <SectionError message={t("about.legal.loadError")} onRetry={() => void school.refetch()} isRetrying={school.isFetching} />
        ) : (
          <div lang="en" className="space-y-8 text-base leading-relaxed text-slate-700">
            {children(school.data)}
          </div>
        )}
      </div>
    </article>
  );
}

/** A numbered section: its heading in the interface language (to find one's way), its text in English. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const { locale } = useT();
  return (
    <section className="space-y-3">
      <h2 lang={INTL_TAG[locale]} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6">{children}</ul>;
}

/** Who the school is and how to reach it, as configured. */
export function SchoolContactCard({ school }: { school: SchoolDetails }) {
  return (
    <address className="rounded-xl border border-slate-200 bg-slate-50 p-4 not-italic break-words">
      <strong className="block text-slate-900">{school.name}</strong>
      <span className="block">{school.postalAddress}</span>
      <span className="block">
        Email:{" "}
        <a className="font-medium text-brand-700 underline" href={`mailto:${school.contactEmail}`}>
          {school.contactEmail}
        </a>
      </span>
      {school.phone ? (
        <span className="block">
          Phone:{" "}
          <a className="font-medium text-brand-700 underline" href={`tel:${school.phone.replace(/[^+\d]/g, "")}`}>
            {school.phone}
          </a>
        </span>
      ) : null}
      {school.registrationNumber ? <span className="block">Registration: {school.registrationNumber}</span> : null}
    </address>
  );
}

export function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-brand-700 underline">
      {children}
    </Link>
  );
}
