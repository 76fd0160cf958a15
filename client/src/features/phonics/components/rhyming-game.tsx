import { useMemo } from "react";
import { Trans } from "@/i18n/trans";
import { cn } from "@/lib/utils";
import { rhymingRound } from "../lib/game-rounds";
import { GameShell, type RoundProps } from "./game-shell";
import { usePhonicsLearner } from "./phonics-learner";
import { BIG_CHOICE } from "./sound-matching-game";

function RhymingRound({ onRight, onWrong, isSolved }: RoundProps) {
  const { openSounds } = usePhonicsLearner();
  const round = useMemo(() => rhymingRound(openSounds, Math.random), [openSounds]);
  return (
    <div className="space-y-4">
      <p className="text-center text-xl text-slate-800">
        <Trans
          id="kids.rhyming.prompt"
          components={[
            <strong className="text-3xl text-brand-700">
              <span aria-hidden="true" className="emoji-picture">
                {round.target.picture}{" "}
              </span>
              <span lang="en">{round.target.word}</span>
            </strong>,
          ]}
        />
      </p>
      <div className="grid grid-cols-3 gap-3">
        {round.options.map((option) => (
          <button
            key={option.word}
            type="button"
            disabled={isSolved}
            className={cn(BIG_CHOICE, isSolved && option === round.rhyme && "border-emerald-500 bg-emerald-50")}
            onClick={() => (option === round.rhyme ? onRight(round.target.sounds) : onWrong(round.target.sounds))}
          >
            <span aria-hidden="true" className="emoji-picture text-5xl">
              {option.picture}
            </span>
            <span lang="en">{option.word}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

/** Rhyming Time: pick the word that rhymes (75 points a rhyme). */
export function RhymingGame() {
  return <GameShell gameType="rhyming" renderRound={(_round, props) => <RhymingRound {...props} />} />;
}
