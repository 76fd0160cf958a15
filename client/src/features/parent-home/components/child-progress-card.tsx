import { Link } from "wouter";
import type { ChildView, FamilyChildSummary } from "@shared/api/phonics";
import { AVATAR_EMOJI } from "@/components/child-avatar-emoji";
import { buttonClasses } from "@/components/ui/button";
import { usePracticeTimeText } from "../practice-time-text";
import { useT } from "@/i18n/use-t";

/** The phonics page opens with this child chosen. */
export const practiseHref = (childId: number) => `/phonics?child=${childId}`;

/** One child: who they are, what the server counted of their practice, and the way to practise now. */
export function ChildProgressCard({ child, progress }: { child: ChildView; progress: FamilyChildSummary | undefined }) {
  const { t } = useT();
  const practiceTime = usePracticeTimeText();
  const headingId = `child-${child.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-3xl">
          {AVATAR_EMOJI[child.avatar]}
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-xl font-semibold text-slate-900">
            {child.firstName}
          </h3>
          <p className="text-sm text-slate-600">{t("kids.childCard.age", { age: child.age })}</p>
        </div>
      </div>
      {progress ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm text-slate-700">
          <dt>{t("kids.childCard.soundsMastered")}</dt>
          <dd className="font-medium text-slate-900">{progress.soundsMastered}</dd>
          <dt>{t("kids.practiceTime.title")}</dt>
          <dd className="font-medium text-slate-900">
            {practiceTime.format(progress.weeklyPracticeSeconds)} <span className="sr-only">({practiceTime.covers})</span>
          </dd>
          <dt>{t("kids.childCard.practiseNext")}</dt>
          <dd className="font-medium text-slate-900">
            {progress.practiseNext.length ? <span lang="en">{progress.practiseNext.join(", ")}</span> : t("kids.childCard.allMastered")}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-600">{t("kids.childCard.noPractice")}</p>
      )}
      <Link href={practiseHref(child.id)} className={buttonClasses({ className: "mt-auto w-full sm:w-auto sm:self-start" })}>
        {t("kids.childCard.practiseWith", { name: child.firstName })}
      </Link>
    </article>
  );
}
