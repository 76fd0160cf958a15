import { Lock } from "lucide-react";
import { PHONICS_SOUNDS } from "@shared/phonics/sounds";
import { cn } from "@/lib/utils";
import { sayForChild } from "../lib/phonics-speech";
import { usePhonicsLearner } from "./phonics-learner";

/** The letter-sound cards in teaching order; a tap says the sound and its word. Locked groups show a lock. */
export function SoundCards() {
  const { openSounds, volume } = usePhonicsLearner();
  return (
    <ul aria-label="Letter sounds" className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8">
      {PHONICS_SOUNDS.map((entry) => {
        const isOpen = openSounds.has(entry.sound);
        return (
          <li key={entry.sound}>
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
              <span className="text-3xl font-extrabold">{entry.sound}</span>{" "}
              {isOpen ? (
                <>
                  <span aria-hidden="true" className="text-3xl">
                    {entry.picture}
                  </span>{" "}
                  <span className="text-sm leading-tight text-slate-700">as in {entry.word}</span>
                </>
              ) : (
                <>
                  <Lock aria-hidden="true" className="size-5" />
                  <span className="sr-only">(locked)</span>
                </>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
