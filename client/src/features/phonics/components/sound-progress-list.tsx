import type { PhonicsProgressItem } from "@shared/api/phonics";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { MASTERY_LABEL_IDS, masterySteps } from "../lib/mastery-text";

const MASTERY_TONE = {
  beginner: "bg-slate-100 text-slate-700",
  intermediate: "bg-sky-100 text-sky-800",
  advanced: "bg-emerald-100 text-emerald-800",
  mastered: "bg-amber-100 text-amber-900",
} as const;

/** One practised sound in a parent's words: how often right, and what it still needs to be mastered. */
export function SoundProgressCard({ item }: { item: PhonicsProgressItem }) {
  const { t } = useT();
  const steps = masterySteps(item, t);
  return (
    <li aria-label={t("kids.soundProgress.label", { sound: item.sound })} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between">
        <span lang="en" className="text-2xl font-extrabold text-slate-900">
          {item.sound}
        </span>
        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", MASTERY_TONE[item.masteryLevel])}>
          {t(MASTERY_LABEL_IDS[item.masteryLevel])}
        </span>
      </div>
      <p className="mt-2 font-medium text-slate-800">
        {t("kids.soundProgress.right", { right: item.successfulAttempts, attempts: item.attempts })}
      </p>
      {steps.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t("kids.soundProgress.rightDays", { days: item.rightDays })}</p>
      ) : (
        <div className="mt-1 text-sm text-slate-600">
          <p>{t("kids.soundProgress.toMaster")}</p>
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
  const { t } = useT();
  if (items.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t("kids.soundProgress.empty")}</p>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <SoundProgressCard key={item.sound} item={item} />
      ))}
    </ul>
  );
}
