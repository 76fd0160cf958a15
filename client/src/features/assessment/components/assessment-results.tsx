import { Award, RotateCcw } from "lucide-react";
import type { Ref } from "react";
import { Link } from "wouter";
import type { AssessmentResult } from "@shared/api/assessment";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { LEVEL_SUMMARIES } from "../level-summaries";
import { RecommendedCourses } from "./recommended-courses";
import { ResultSaveNote } from "./result-save-note";

type AssessmentResultsProps = {
  result: AssessmentResult;
  total: number;
  isSignedIn: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onRetake: () => void;
};

export function AssessmentResults({ result, total, isSignedIn, headingRef, onRetake }: AssessmentResultsProps) {
  return (
    <div className="space-y-8">
      <div className="space-y-4 text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-accent-400/20 text-accent-600">
          <Award aria-hidden="true" className="size-8" />
        </span>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Your English level</p>
        <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-4xl">
          {result.level} — {result.levelName}
        </h2>
        <div className="flex flex-col items-center gap-2">
          <p className="text-lg text-slate-700">
            You scored <strong className="font-semibold text-slate-900">{result.score}</strong> out of {total}
          </p>
          <div aria-hidden="true" className="flex gap-1.5">
            {Array.from({ length: total }, (_, index) => (
              <span key={index} className={cn("h-2 w-8 rounded-full", index < result.score ? "bg-brand-600" : "bg-slate-200")} />
            ))}
          </div>
        </div>
        <p className="mx-auto max-w-2xl text-slate-600">{LEVEL_SUMMARIES[result.level]}</p>
      </div>

      <ResultSaveNote isSaved={result.isSaved} isSignedIn={isSignedIn} />

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/courses" className={buttonClasses({ size: "lg" })}>
          Explore Recommended Courses
        </Link>
        <Button variant="outline" size="lg" onClick={onRetake}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Retake Assessment
        </Button>
      </div>

      <RecommendedCourses level={result.level} />
    </div>
  );
}
