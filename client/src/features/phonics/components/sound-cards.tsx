import { ChevronDown, Lock } from "lucide-react";
import { PHONICS_SOUNDS, type PhonicsSound } from "@shared/phonics/sounds";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { sayForChild } from "../lib/phonics-speech";
import { usePhonicsLearner } from "./phonics-learner";

const GRID = "grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8";

function SoundCard({ entry, isOpen, volume }: { entry: PhonicsSound; isOpen: boolean; volume: number }) {
  const { t } = useT();
  return (
    <li>
      <button
        type="button"
        disabled={!isOpen}
        onClick={() => sayForChild(`${entry.say}. ${entry.word}`, { volume })}
        className={cn(
          "flex min-h-28 w-full flex-col items-center justify-center gap-1 rounded-2xl border-2 p-2 text-center",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)",
          isOpen ? "border-brand-100 bg-white hover:border-brand-400" : "border-slate-100 bg-slate-50 text-slate-400",
        )}
      >
        {/* No aria-label: the name is the card's own text ("s as in sun", "m (locked)"), so it begins with
            the letter a speech-input user reads on the card (WCAG 2.5.3). */}
        <span lang="en" className="text-3xl font-extrabold">
          {entry.sound}
        </span>{" "}
        {isOpen ? (
          <>
            {entry.picture ? (
              <span aria-hidden="true" className="emoji-picture text-3xl">
                {entry.picture}
              </span>
            ) : null}{" "}
            <span className="text-sm leading-tight text-slate-700">
              <Trans id="kids.soundCards.asIn" values={{ word: entry.word }} components={[<span lang="en" />]} />
            </span>
          </>
        ) : (
          <>
            <Lock aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("kids.soundCards.locked")}</span>
          </>
        )}
      </button>
    </li>
  );
}

/**
 * The letter-sound cards in teaching order; a tap says the sound and its word. The locked groups fold
 * away behind one line, so that on a phone the games are not pushed below thirty locked tiles.
 */
export function SoundCards() {
  const { t } = useT();
  const { openSounds, volume } = usePhonicsLearner();
  const open = PHONICS_SOUNDS.filter((entry) => openSounds.has(entry.sound));
  const locked = PHONICS_SOUNDS.filter((entry) => !openSounds.has(entry.sound));
  return (
    <div className="space-y-3">
      <ul aria-label={t("kids.soundCards.title")} className={GRID}>
        {open.map((entry) => (
          <SoundCard key={entry.sound} entry={entry} isOpen volume={volume} />
        ))}
      </ul>
      {locked.length > 0 ? (
        <details className="group rounded-2xl border border-slate-200 bg-white p-3">
          <summary className="flex cursor-pointer list-none items-center gap-2 font-medium text-slate-700 [&::-webkit-details-marker]:hidden">
            <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
            {t("kids.soundCards.moreLocked", { count: locked.length })}
          </summary>
          <ul aria-label={t("kids.soundCards.lockedList")} className={cn(GRID, "mt-3")}>
            {locked.map((entry) => (
              <SoundCard key={entry.sound} entry={entry} isOpen={false} volume={volume} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
