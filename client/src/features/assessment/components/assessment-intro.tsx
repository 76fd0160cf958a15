import { ArrowRight, BadgeCheck, Clock, Gauge, Headphones, ListChecks, Shuffle } from "lucide-react";
import type { Ref } from "react";
import { Link } from "wouter";
import { PLACEMENT_MAX_ITEMS, PLACEMENT_MIN_ITEMS, PLACEMENT_TIME_LIMIT_MINUTES } from "@shared/api/placement";
import { Spinner } from "@/components/ui/spinner";
import { Button } from "@/components/ui/button";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";

const FACTS = [
  { Icon: ListChecks, titleId: "assessment.questionRange", textId: "assessment.intro.questionsText" },
  { Icon: Shuffle, titleId: "assessment.intro.adaptsTitle", textId: "assessment.intro.adaptsText" },
  { Icon: Clock, titleId: "assessment.intro.timeTitle", textId: "assessment.intro.timeText" },
  { Icon: Headphones, titleId: "assessment.intro.soundTitle", textId: "assessment.intro.soundText" },
  { Icon: BadgeCheck, titleId: "assessment.intro.freeTitle", textId: "assessment.intro.freeText" },
  { Icon: Gauge, titleId: "assessment.intro.levelTitle", textId: "assessment.intro.levelText" },
];

/** The figures the facts and the lead name. */
const FIGURES = { min: PLACEMENT_MIN_ITEMS, max: PLACEMENT_MAX_ITEMS, minutes: PLACEMENT_TIME_LIMIT_MINUTES };

type AssessmentIntroProps = {
  headingRef: Ref<HTMLHeadingElement>;
  /** Undefined while the sign-in check is still running: say nothing rather than the wrong thing. */
  isSignedIn: boolean | undefined;
  isStarting: boolean;
  onStart: () => void;
};

export function AssessmentIntro({ headingRef, isSignedIn, isStarting, onStart }: AssessmentIntroProps) {
  const { t } = useT();
  return (
    <div className="space-y-8">
      <div className="space-y-3 text-center">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
          {t("assessment.intro.heading")}
        </h2>
        <p className="mx-auto max-w-2xl text-slate-600">{t("assessment.intro.lead", FIGURES)}</p>
      </div>

      <ul className="grid gap-4 sm:grid-cols-2">
        {FACTS.map(({ Icon, titleId, textId }) => (
          <li key={titleId} className="flex items-start gap-3 rounded-xl bg-brand-50/70 p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{t(titleId, FIGURES)}</span>
              <span className="block text-sm text-slate-600">{t(textId, FIGURES)}</span>
            </span>
          </li>
        ))}
      </ul>

      <div className="flex flex-col items-center gap-4 text-center">
        <Button size="lg" onClick={onStart} disabled={isStarting} aria-busy={isStarting} className="w-full sm:w-auto">
          {t("assessment.intro.start")}
          {isStarting ? <Spinner className="size-5" /> : <ArrowRight aria-hidden="true" className="size-5" />}
        </Button>
        {/* Said before the test, not only after it, so a visitor who wants to keep the result can sign in first. */}
        <p className="min-h-5 text-sm text-slate-600">
          {isSignedIn === undefined ? null : isSignedIn ? (
            t("assessment.intro.willBeSaved")
          ) : (
            <Trans
              id="assessment.intro.guest"
              components={[
                <Link href="/login?redirect=/assessment" className="font-semibold text-brand-700 underline-offset-2 hover:underline" />,
              ]}
            />
          )}
        </p>
      </div>
    </div>
  );
}
