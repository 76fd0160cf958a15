import type { ReactNode } from "react";
import { Link } from "wouter";
import type { SchoolDetails } from "@shared/api/school";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { useSchoolDetails } from "@/lib/school";
import { formatLegalDate } from "../legal-dates";

type LegalPageProps = {
  title: string;
  lastUpdated: string;
  /** The text, given the school's configured details once they have loaded. */
  children: (school: SchoolDetails) => ReactNode;
};

/**
 * A legal text that names the school from configuration (GET /api/school): nothing is shown until the
 * details are known, so the page never states terms on behalf of an unnamed or wrong party.
 */
export function LegalPage({ title, lastUpdated, children }: LegalPageProps) {
  const school = useSchoolDetails();
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-16">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          Last updated: <time dateTime={lastUpdated}>{formatLegalDate(lastUpdated)}</time>
        </p>
      </header>
      <div className="mt-8">
        {school.isPending ? (
          <SectionLoading label="Loading the school's details..." />
        ) : school.isError ? (
          <SectionError
            message="We could not load the school's details. Please try again."
            onRetry={() => void school.refetch()}
            isRetrying={school.isFetching}
          />
        ) : (
          <div className="space-y-8 text-base leading-relaxed text-slate-700">{children(school.data)}</div>
        )}
      </div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
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
      <span className="block">
        Phone:{" "}
        <a className="font-medium text-brand-700 underline" href={`tel:${school.phone.replace(/[^+\d]/g, "")}`}>
          {school.phone}
        </a>
      </span>
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
