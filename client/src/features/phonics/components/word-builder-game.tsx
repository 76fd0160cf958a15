import { Volume2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { wordBuilderRound } from "../lib/game-rounds";
import { sayForChild } from "../lib/phonics-speech";
import { GameShell, type RoundProps } from "./game-shell";
import { usePhonicsLearner } from "./phonics-learner";

/** Three wrong letters and the word starts again. */
export const WRONG_LETTERS_BEFORE_RESET = 3;

function WordBuilderRound({ onRight, onWrong, isSolved }: RoundProps) {
  const { t } = useT();
  const { openSounds, volume } = usePhonicsLearner();
  const round = useMemo(() => wordBuilderRound(openSounds, Math.random), [openSounds]);
  const [built, setBuilt] = useState<string[]>([]);
  const [wrong, setWrong] = useState(0);
  /** Three wrong letters have just started the word again. */
  const [isRestarted, setIsRestarted] = useState(false);

  function choose(tile: string) {
    const expected = round.target.sounds[built.length]!;
    if (tile !== expected) {
      const wrongNow = wrong + 1;
      onWrong([expected]);
      if (wrongNow >= WRONG_LETTERS_BEFORE_RESET) {
        setBuilt([]);
        setWrong(0);
        setIsRestarted(true);
      } else {
        setWrong(wrongNow);
        setIsRestarted(false);
      }
      return;
    }
    const next = [...built, tile];
    setBuilt(next);
    setIsRestarted(false);
    if (next.length === round.target.sounds.length) onRight(round.target.sounds);
  }

  return (
    <div className="space-y-4 text-center">
      <p aria-hidden="true" className="emoji-picture text-7xl">
        {round.target.picture}
      </p>
      <div className="flex items-center justify-center gap-3">
        <p className="text-xl text-slate-800">{t("kids.wordBuilder.prompt")}</p>
        <Button variant="outline" onClick={() => sayForChild(round.target.word, { volume })} aria-label={t("kids.wordBuilder.hear")}>
          <Volume2 aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {/* A paragraph may not carry an aria-label: the word so far is read from hidden text, the boxes are drawing. */}
      <p className="flex min-h-16 justify-center gap-2">
        <span className="sr-only">
          {built.length ? t("kids.wordBuilder.builtSoFar", { letters: built.join("") }) : t("kids.wordBuilder.builtNothing")}
        </span>
        {round.target.sounds.map((_sound, index) => (
          <span
            key={index}
            aria-hidden="true"
            lang="en"
            className="flex size-14 items-center justify-center rounded-xl border-2 border-dashed border-slate-300 text-3xl font-bold text-slate-900"
          >
            {built[index] ?? ""}
          </span>
        ))}
      </p>
      <p className="text-sm text-slate-600">{t("kids.wordBuilder.wrongLetters", { wrong, max: WRONG_LETTERS_BEFORE_RESET })}</p>
      {isRestarted ? <p className="text-sm font-medium text-amber-800">{t("kids.wordBuilder.restarted")}</p> : null}
      {/* Each tile is named by its letter alone, as it reads on screen; the group says what they are. */}
      <div role="group" aria-label={t("kids.wordBuilder.tiles")} className="flex flex-wrap justify-center gap-3">
        {round.tiles.map((tile, index) => (
          <button
            key={`${tile}-${index}`}
            type="button"
            lang="en"
            disabled={isSolved}
            onClick={() => choose(tile)}
            className={cn(
              "min-h-16 min-w-16 rounded-2xl border-2 border-brand-200 bg-brand-50 px-4 text-3xl font-bold text-brand-900 hover:border-brand-500",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring) disabled:opacity-60",
            )}
          >
            {tile}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Word Builder: tap the letters of the word in order (100 points); three wrong letters start it again. */
export function WordBuilderGame() {
  return <GameShell gameType="word_builder" renderRound={(_round, props) => <WordBuilderRound {...props} />} />;
}
