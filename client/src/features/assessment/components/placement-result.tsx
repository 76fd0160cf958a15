import { Award, CheckCircle2, RotateCcw } from "lucide-react";
import type { Ref } from "react";
import type { PlacementResult } from "@shared/api/placement";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n/use-t";
import { bandNameOf, translateCanDo, translateConfidence } from "../result-texts";
import { BandChances } from "./band-chances";
import { CourseToStart } from "./course-to-start";
import { ResultSaveNote } from "./result-save-note";
import { SkillProfile } from "./skill-profile";

type PlacementResultViewProps = {
  result: PlacementResult;
  isSaved: boolean;
  isSignedIn: boolean;
  isRestarting: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onRetake: () => void;
};

export function PlacementResultView({ result, isSaved, isSignedIn, isRestarting, headingRef, onRetake }: PlacementResultViewProps) {
  const { t, locale } = useT();
  return (
    <div className="space-y-8">
      <div className="space-y-3 text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-accent-400/20 text-accent-600">
          <Award aria-hidden="true" className="size-8" />
        </span>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("assessment.result.eyebrow")}</p>
        <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-4xl">
          {result.band} · {bandNameOf(result.band, t)}
        </h2>
        <p className="text-lg text-slate-700">{translateConfidence(result, t, locale)}</p>
        <p className="text-sm text-slate-600">
          {result.endReason === "time_limit"
            ? t("assessment.result.answeredTimeUp", { count: result.itemsAnswered })
            : t("assessment.result.answered", { count: result.itemsAnswered })}
        </p>
      </div>

      <ResultSaveNote isSaved={isSaved} isSignedIn={isSignedIn} />

      <BandChances chances={result.bandChances} placed={result.band} />

      <SkillProfile skills={result.skills} />

      <section aria-labelledby="can-do-heading" className="space-y-3">
        <h3 id="can-do-heading" className="text-lg font-semibold text-slate-900">
          {t("assessment.result.canDoHeading")}
        </h3>
        <ul className="space-y-2">
          {result.canDo.map((statement) => (
            <li key={statement} className="flex items-start gap-2 text-slate-700">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              {translateCanDo(result.band, statement, t)}
            </li>
          ))}
        </ul>
      </section>

      <CourseToStart courseLevel={result.courseLevel} />

      <div className="flex justify-center">
        <Button variant="outline" size="lg" onClick={onRetake} disabled={isRestarting}>
          {isRestarting ? <Spinner className="size-4" /> : <RotateCcw aria-hidden="true" className="size-4" />}
          {t("assessment.result.retake")}
        </Button>
      </div>
    </div>
  );
}
