import { ClipboardCheck, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { usePublicFigures } from "@/lib/school";

/** The last nudge: an account for those who are ready, the free placement test for those still unsure. */
export function FinalCallToAction() {
  const { t } = useT();
  const figures = usePublicFigures();
  // "Join N students from M countries" only with both figures published; otherwise just the invitation.
  const lead =
    figures?.students && figures.countries
      ? t("home.finalCta.leadWithFigures", { students: figures.students, countries: figures.countries })
      : t("home.finalCta.lead");
  return (
    <section aria-labelledby="final-cta-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="surface-dark relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-20 left-1/2 -z-10 size-80 -translate-x-1/2 rounded-full bg-accent-400/20 blur-3xl"
        />
        <h2 id="final-cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t("home.finalCta.title")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{lead}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/register" className={buttonClasses({ variant: "accent", size: "lg" })}>
            <UserPlus aria-hidden="true" className="size-5" />
            {t("home.finalCta.register")}
          </Link>
          <Link href="/assessment" className={buttonClasses({ variant: "inverse", size: "lg" })}>
            <ClipboardCheck aria-hidden="true" className="size-5" />
            {t("home.finalCta.assessment")}
          </Link>
        </div>
      </div>
    </section>
  );
}
