import { Button } from "@/components/ui/button";

/** The parent listens and marks the try: it counts as an attempt, like one the browser heard. */
export function ParentJudgement({ onJudge, isDisabled = false }: { onJudge: (isRight: boolean) => void; isDisabled?: boolean }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">Listen to your child and mark how it went:</p>
      <div className="flex flex-wrap justify-center gap-3 sm:justify-start">
        <Button onClick={() => onJudge(true)} disabled={isDisabled}>
          Said it right
        </Button>
        <Button variant="outline" onClick={() => onJudge(false)} disabled={isDisabled}>
          Try again
        </Button>
      </div>
    </div>
  );
}
