import { GraduationCap, Rocket } from "lucide-react";
import { Link } from "wouter";
import { COLLEGE_NAME } from "@shared/constants";
import { DocumentTitle } from "@/components/layout/page";
import { COLLEGE_PROFILE } from "@/lib/college-profile";
import { ComingSoonHighlights } from "./coming-soon-highlights";
import { PreRegistrationForm } from "./pre-registration-form";
import { ShareDialog } from "./share-dialog";

const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
];

type ComingSoonPageProps = {
  title: string;
  message?: string;
};

/** A section that is not open yet: what it will be, a launch list to join and a way to share the news. */
export function ComingSoonPage({
  title,
  message = `${COLLEGE_NAME} is launching soon with English courses and TEFL UK certification.`,
}: ComingSoonPageProps) {
  return (
    <div className="bg-slate-50">
      <DocumentTitle title={title} />
      <div className="surface-dark bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <nav aria-label={`${title} page`} className="border-b border-white/10">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 sm:px-6 lg:px-8">
            <Link href="/" className="inline-flex items-center gap-2 font-semibold">
              <GraduationCap aria-hidden="true" className="size-6 text-accent-400" />
              {COLLEGE_NAME}
            </Link>
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-brand-100 transition-colors hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50">
            <Rocket aria-hidden="true" className="size-4 text-accent-400" />
            Coming soon
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {title} <span className="block text-accent-400">{COLLEGE_NAME}</span>
          </h1>
          <p className="mt-6 text-lg text-brand-100 sm:text-xl">{message}</p>
          <PreRegistrationForm buttonLabel="Notify Me" buttonVariant="accent" className="mx-auto mt-10 max-w-md" />
          <div className="mt-6">
            <ShareDialog triggerVariant="inverse" />
          </div>
        </div>
      </div>
      <ComingSoonHighlights />
      <footer className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {COLLEGE_NAME}. All rights reserved.
          </p>
          <p>
            Questions?{" "}
            <a href={`mailto:${COLLEGE_PROFILE.contact.email}`} className="font-medium text-brand-700 hover:underline">
              {COLLEGE_PROFILE.contact.email}
            </a>
          </p>
        </div>
      </footer>
    </div>
  );
}
