import { Play, Volume2, Wrench } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { PHONICS_LETTERS } from "../data/phonics-letters";
import { playDemoLesson, playLetterSound, runAudioTest } from "../utils/phonics-audio";

/** Four letters that speak their sound with the browser's own speech engine: no audio files to download. */
export function PhonicsDemo() {
  const { t } = useT();
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8">
      <h3 className="flex items-center gap-2 text-xl font-bold">
        <Volume2 aria-hidden="true" className="size-5 text-brand-600" />
        {t("home.phonicsDemo.title")}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t("home.phonicsDemo.hint")}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {PHONICS_LETTERS.map((entry) => (
          <li key={entry.letter}>
            <button
              type="button"
              onClick={() => playLetterSound(entry)}
              className="flex w-full flex-col items-center rounded-2xl border-2 border-accent-400/60 bg-accent-400/10 px-2 py-4 transition-colors hover:border-accent-500 hover:bg-accent-400/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)"
            >
              <span className="sr-only">{t("home.phonicsDemo.hear")} </span>
              <span lang="en" className="text-4xl font-extrabold text-brand-800">
                {entry.letter}
                {entry.letter.toLowerCase()}
              </span>{" "}
              <span lang="en" className="mt-1 text-sm font-semibold text-slate-700">
                '{entry.sound}'
              </span>{" "}
              <span className="text-xs text-slate-600">
                <Trans id="home.phonicsDemo.asIn" values={{ word: entry.word }} components={[<span lang="en" />]} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button onClick={playDemoLesson} className="sm:flex-1">
          <Play aria-hidden="true" className="size-4" />
          {t("home.phonicsDemo.play")}
        </Button>
        <Button variant="outline" onClick={runAudioTest}>
          <Wrench aria-hidden="true" className="size-4" />
          {t("home.phonicsDemo.audioTest")}
        </Button>
      </div>
    </div>
  );
}
