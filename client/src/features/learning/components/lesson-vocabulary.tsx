import { BookMarked } from "lucide-react";
import type { VocabularyItem } from "@shared/api/learning";
import { useT } from "@/i18n/use-t";

/**
 * "Key words and phrases": each term of the lesson with its CEFR level and an example that uses it. The
 * terms and examples are the English being taught (`lang="en"`); nothing is shown when the lesson has none.
 */
export function LessonVocabulary({ vocabulary }: { vocabulary: readonly VocabularyItem[] }) {
  const { t } = useT();
  if (vocabulary.length === 0) return null;
  return (
    <section aria-labelledby="lesson-vocabulary" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="lesson-vocabulary" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BookMarked aria-hidden="true" className="size-5 text-brand-700" />
        {t("learning.vocabulary.title")}
      </h2>
      <dl className="divide-y divide-slate-100">
        {vocabulary.map((item, index) => (
          <div key={`${item.term}-${index}`} className="space-y-1 py-3 first:pt-0 last:pb-0">
            <dt className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span lang="en" className="font-semibold break-words text-slate-900">
                {item.term}
              </span>{" "}
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                <span className="sr-only">{t("learning.vocabulary.level")} </span>
                {item.level}
              </span>
            </dt>
            <dd lang="en" className="break-words text-slate-700 italic">
              {item.example}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
