import { GraduationCap } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { COLLEGE_NAME } from "@shared/constants";
import { useT } from "@/i18n/use-t";
import { useAuth } from "@/lib/auth";
import { LanguageSelect } from "./language-select";
import { SocialLinks } from "./social-links";

/** The five level names, each opening the courses that cover its CEFR level. */
const COURSE_LEVEL_LINKS = [
  { labelId: "common.footer.levels.beginner", level: "A1" },
  { labelId: "common.footer.levels.elementary", level: "A2" },
  { labelId: "common.footer.levels.intermediate", level: "B1" },
  { labelId: "common.footer.levels.upperIntermediate", level: "B2" },
  { labelId: "common.footer.levels.advanced", level: "C1" },
];

const linkClasses = "text-sm text-slate-300 transition-colors hover:text-white";

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">{children}</ul>
    </div>
  );
}

/** Links only to pages that exist (decision 0040): no "soon" entries. The Admin link is for admins only. */
export function SiteFooter() {
  const { isAdmin } = useAuth();
  const { t } = useT();
  return (
    <footer className="surface-dark bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="space-y-4 lg:col-span-2">
          <Link href="/" className="inline-flex items-center gap-2.5 text-white">
            <GraduationCap aria-hidden="true" className="size-7 text-accent-400" />
            <span className="text-lg font-bold">{COLLEGE_NAME}</span>
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-slate-400">{t("common.footer.blurb")}</p>
          <SocialLinks linkClassName="bg-white/5 text-slate-300 hover:bg-white/15 hover:text-white" />
        </div>
        <FooterColumn title={t("common.footer.courses")}>
          {COURSE_LEVEL_LINKS.map(({ labelId, level }) => (
            <li key={level}>
              <Link href={`/courses?level=${level}`} className={linkClasses}>
                {t(labelId)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t("common.footer.resources")}>
          <li>
            <Link href="/verify" className={linkClasses}>
              {t("common.footer.verifyCertificate")}
            </Link>
          </li>
          <li>
            <Link href="/assessment" className={linkClasses}>
              {t("common.footer.placementAssessment")}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t("common.footer.college")}>
          <li>
            <Link href="/about" className={linkClasses}>
              {t("common.footer.aboutUs")}
            </Link>
          </li>
          <li>
            <Link href="/contact" className={linkClasses}>
              {t("common.footer.contact")}
            </Link>
          </li>
          <li>
            <Link href="/advertising" className={linkClasses}>
              {t("common.footer.advertise")}
            </Link>
          </li>
          <li>
            <Link href="/terms" className={linkClasses}>
              {t("common.footer.terms")}
            </Link>
          </li>
          <li>
            <Link href="/privacy" className={linkClasses}>
              {t("common.footer.privacy")}
            </Link>
          </li>
          {isAdmin ? (
            <li>
              <Link href="/admin" className={linkClasses}>
                {t("common.footer.admin")}
              </Link>
            </li>
          ) : null}
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p className="text-sm text-slate-400">
            {t("common.footer.copyright", { year: String(new Date().getFullYear()), college: COLLEGE_NAME })}
          </p>
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}
