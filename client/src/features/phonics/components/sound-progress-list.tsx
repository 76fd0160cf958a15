import type { PhonicsProgressItem } from "@shared/api/phonics";
import { MASTERY_LABELS, stepsToMastery } from "@shared/phonics/mastery";
import { cn } from "@/lib/utils";

const MASTERY_TONE = {
  beginner: "bg-slate-100 text-slate-700",
  intermediate: "bg-sky-100 text-sky-800",
  advanced: "bg-emerald-100 text-emerald-800",
  mastered: "bg-amber-100 text-amber-900",
} as const;

/** One practised sound in a parent's words: how often right, and what it still needs to be mastered. */
export function SoundProgressCard({ item }: { item: PhonicsProgressItem }) {
  const steps = stepsToMastery(item);
  return (
    <li aria-label={`Sound ${item.sound}`} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between">
        <span className="text-2xl font-extrabold text-slate-900">{item.sound}</span>
        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", MASTERY_TONE[item.masteryLevel])}>
          {MASTERY_LABELS[item.masteryLevel]}
        </span>
      </div>
      <p className="mt-2 font-medium text-slate-800">
        {item.successfulAttempts} of {item.attempts} right
      </p>
      {steps.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Right on {item.rightDays} different days.</p>
      ) : (
        <div className="mt-1 text-sm text-slate-600">
          <p>To be mastered:</p>
          <ul className="list-inside list-disc">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** The learner's practised sounds, in teaching order, or a first step when there are none. */
export function SoundProgressList({ items }: { items: PhonicsProgressItem[] }) {
  if (items.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
        No sounds practised yet: play a game or try voice practice.
      </p>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <SoundProgressCard key={item.sound} item={item} />
      ))}
    </ul>
  );
}
