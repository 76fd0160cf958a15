import { ArrowRight, BadgeCheck, Clock, Gauge, Headphones, ListChecks, Shuffle } from "lucide-react";
import type { Ref } from "react";
import { Link } from "wouter";
import { PLACEMENT_MAX_ITEMS, PLACEMENT_MIN_ITEMS, PLACEMENT_TIME_LIMIT_MINUTES } from "@shared/api/placement";
import { Spinner } from "@/components/ui/spinner";
import { Button } from "@/components/ui/button";

const FACTS = [
  {
    Icon: ListChecks,
    title: `${PLACEMENT_MIN_ITEMS}-${PLACEMENT_MAX_ITEMS} questions`,
    text: "Grammar, vocabulary, reading and listening",
  },
  { Icon: Shuffle, title: "Adapts to you", text: "A right answer brings a harder question, a wrong one an easier one" },
  { Icon: Clock, title: "About 10-15 minutes", text: `One question at a time; ${PLACEMENT_TIME_LIMIT_MINUTES} minutes at most` },
  { Icon: Headphones, title: "Sound on for listening", text: "No sound or voice? The text is shown instead" },
  { Icon: BadgeCheck, title: "Completely free", text: "No payment and no account needed" },
  { Icon: Gauge, title: "Your CEFR level", text: "A1 to C2, with the course to start" },
];

type AssessmentIntroProps = {
  headingRef: Ref<HTMLHeadingElement>;
  /** Undefined while the sign-in check is still running: say nothing rather than the wrong thing. */
  isSignedIn: boolean | undefined;
  isStarting: boolean;
  onStart: () => void;
};

export function AssessmentIntro({ headingRef, isSignedIn, isStarting, onStart }: AssessmentIntroProps) {
  return (
    <div className="space-y-8">
      <div className="space-y-3 text-center">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
          Find your English level
        </h2>
        <p className="mx-auto max-w-2xl text-slate-600">
          An adaptive test: each answer decides the next question, so it stops as soon as we know your level, after {PLACEMENT_MIN_ITEMS} to{" "}
          {PLACEMENT_MAX_ITEMS} short questions. We score them for you and show your level, with the course that suits it.
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
        <Button size="lg" onClick={onStart} disabled={isStarting} aria-busy={isStarting} className="w-full sm:w-auto">
          Start Assessment
          {isStarting ? <Spinner className="size-5" /> : <ArrowRight aria-hidden="true" className="size-5" />}
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
