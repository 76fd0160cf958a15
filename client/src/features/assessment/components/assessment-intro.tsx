import { ArrowRight, BadgeCheck, Clock, Gauge, ListChecks } from "lucide-react";
import type { Ref } from "react";
import { Link } from "wouter";
import { ASSESSMENT_QUESTION_COUNT } from "@shared/constants";
import { Button } from "@/components/ui/button";

const FACTS = [
  { Icon: ListChecks, title: `${ASSESSMENT_QUESTION_COUNT} questions`, text: "Reading, grammar and vocabulary" },
  { Icon: Clock, title: "About 5 minutes", text: "One question at a time, at your pace" },
  { Icon: BadgeCheck, title: "Completely free", text: "No payment and no account needed" },
  { Icon: Gauge, title: "Instant CEFR band", text: "A1-A2, B1-B2 or C1-C2, straight away" },
];

type AssessmentIntroProps = {
  headingRef: Ref<HTMLHeadingElement>;
  /** Undefined while the sign-in check is still running: say nothing rather than the wrong thing. */
  isSignedIn: boolean | undefined;
  onStart: () => void;
};

export function AssessmentIntro({ headingRef, isSignedIn, onStart }: AssessmentIntroProps) {
  return (
    <div className="space-y-8">
      <div className="space-y-3 text-center">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
          Find your English level
        </h2>
        <p className="mx-auto max-w-2xl text-slate-600">
          Answer {ASSESSMENT_QUESTION_COUNT} short questions that get gradually harder. We score them for you and show your level, with the
          courses that suit it.
        </p>
      </div>

      <ul className="grid gap-4 sm:grid-cols-2">
        {FACTS.map(({ Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-xl bg-brand-50/70 p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{title}</span>
              <span className="block text-sm text-slate-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>

      <div className="flex flex-col items-center gap-4 text-center">
        <Button size="lg" onClick={onStart} className="w-full sm:w-auto">
          Start Assessment
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
        {/* Said before the test, not only after it, so a visitor who wants to keep the result can sign in first. */}
        <p className="min-h-5 text-sm text-slate-600">
          {isSignedIn === undefined ? null : isSignedIn ? (
            "Your result will be saved to your dashboard."
          ) : (
            <>
              Taking it as a guest? Your result won't be saved.{" "}
              <Link href="/login?redirect=/assessment" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                Sign in
              </Link>{" "}
              to keep it on your dashboard.
            </>
          )}
        </p>
      </div>
    </div>
  );
}
