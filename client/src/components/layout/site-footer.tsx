import { GraduationCap } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "wouter";
import { COLLEGE_NAME } from "@shared/constants";
import { SocialLinks } from "./social-links";

const COURSE_LEVEL_LINKS = ["Beginner", "Elementary", "Intermediate", "Upper Intermediate", "Advanced"];
const RESOURCES_SOON = ["Learning Blog", "Free Language Tools", "Study Guides", "Student Community", "FAQ"];
const COMPANY_SOON = ["Careers", "Testimonials", "Terms of Service", "Privacy Policy"];
const LANGUAGES = ["English", "Spanish", "French", "German", "Japanese", "Chinese"];

const linkClasses = "text-sm text-slate-300 transition-colors hover:text-white";

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">{children}</ul>
    </div>
  );
}

/** A page that does not exist yet: plain text with a hint, never a dead `#` link. */
function SoonItem({ label }: { label: string }) {
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-400">
      {label}
      <span className="rounded-full bg-white/10 px-2 py-0.5 text-[0.7rem] font-medium text-slate-300">soon</span>
    </li>
  );
}

export function SiteFooter() {
  const languageId = useId();
  return (
    <footer className="surface-dark bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="space-y-4 lg:col-span-2">
          <Link href="/" className="inline-flex items-center gap-2.5 text-white">
            <GraduationCap aria-hidden="true" className="size-7 text-accent-400" />
            <span className="text-lg font-bold">{COLLEGE_NAME}</span>
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-slate-400">
            English courses from A1 to C2, UK TEFL certificates and fun phonics for children aged 3 to 12, taught online to students all
            over the world.
          </p>
          <SocialLinks linkClassName="bg-white/5 text-slate-300 hover:bg-white/15 hover:text-white" />
        </div>
        <FooterColumn title="Courses">
          {COURSE_LEVEL_LINKS.map((level) => (
            <li key={level}>
              <Link href="/courses" className={linkClasses}>
                {level}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Resources">
          <li>
            <Link href="/verify" className={linkClasses}>
              Verify a certificate
            </Link>
          </li>
          {RESOURCES_SOON.map((label) => (
            <SoonItem key={label} label={label} />
          ))}
        </FooterColumn>
        <FooterColumn title="College">
          <li>
            <Link href="/about" className={linkClasses}>
              About Us
            </Link>
          </li>
          {COMPANY_SOON.map((label) => (
            <SoonItem key={label} label={label} />
          ))}
          <li>
            <Link href="/admin" className={linkClasses}>
              Admin
            </Link>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p className="text-sm text-slate-400">
            © {new Date().getFullYear()} {COLLEGE_NAME}. All rights reserved.
          </p>
          <div className="flex items-center gap-2">
            <label htmlFor={languageId} className="text-sm text-slate-400">
              Language
            </label>
            {/* The spec keeps this selector without effect: the site is in English only for now. */}
            <select
              id={languageId}
              defaultValue="English"
              className="h-9 rounded-lg border border-white/15 bg-slate-800 px-2 text-sm text-slate-200"
            >
              {LANGUAGES.map((language) => (
                <option key={language}>{language}</option>
              ))}
            </select>
          </div>
        </div>
      </div>
    </footer>
  );
}
