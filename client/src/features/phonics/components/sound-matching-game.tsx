import { Volume2 } from "lucide-react";
import { useMemo } from "react";
import { PHONICS_SOUNDS } from "@shared/phonics/sounds";
import { Button } from "@/components/ui/button";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { soundMatchingRound } from "../lib/game-rounds";
import { sayForChild } from "../lib/phonics-speech";
import { GameShell, type RoundProps } from "./game-shell";
import { usePhonicsLearner } from "./phonics-learner";

export const BIG_CHOICE = cn(
  "flex min-h-28 flex-col items-center justify-center gap-1 rounded-2xl border-2 border-slate-200 bg-white p-3 text-lg font-semibold text-slate-800",
  "transition-colors hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)",
  "disabled:cursor-default",
);

function SoundMatchingRound({ onRight, onWrong, isSolved }: RoundProps) {
  const { t } = useT();
  const { openSounds, volume } = usePhonicsLearner();
  const round = useMemo(
    () =>
      soundMatchingRound(
        PHONICS_SOUNDS.filter((entry) => openSounds.has(entry.sound)),
        Math.random,
      ),
    [openSounds],
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-center gap-3 text-center">
        <p className="text-xl text-slate-800">
          <Trans
            id="kids.soundMatching.prompt"
            values={{ sound: round.target.sound }}
            components={[<strong lang="en" className="text-3xl text-brand-700" />]}
          />
        </p>
        <Button
          variant="outline"
          onClick={() => sayForChild(round.target.say, { volume })}
          aria-label={t("kids.soundMatching.hear", { sound: round.target.sound })}
        >
          <Volume2 aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <div className="grid grid-cols-3 gap-3">
        {round.options.map((option) => (
          <button
            key={option.sound}
            type="button"
            disabled={isSolved}
            className={cn(BIG_CHOICE, isSolved && option === round.target && "border-emerald-500 bg-emerald-50")}
            onClick={() => (option === round.target ? onRight([round.target.sound]) : onWrong([round.target.sound]))}
          >
            <span aria-hidden="true" className="emoji-picture text-5xl">
              {option.picture}
            </span>
            {/* The word names the button for a screen reader (as hearing it would); it shows only once the
                round is solved, so that a child who reads cannot match the letter to the word's first letter. */}
            <span lang="en" className={isSolved ? undefined : "sr-only"}>
              {option.word}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}

/** Sound Matching: hear a sound, pick the picture that starts with it (50 points); the words show after the answer. */
export function SoundMatchingGame() {
  return <GameShell gameType="sound_matching" renderRound={(_round, props) => <SoundMatchingRound {...props} />} />;
}
