import { Lightbulb } from "lucide-react";
import type { LessonDetail } from "@shared/api/learning";
import { lessonHtmlToText } from "@shared/lessons/lesson-html";
import { LessonHtml } from "@/components/lesson-html";
import { useT } from "@/i18n/use-t";
import { LessonVocabulary } from "./lesson-vocabulary";

/** What the lesson teaches: its explanation, its examples, then its key words and phrases. */
export function LessonExplanation({
  lesson,
}: {
  lesson: Pick<LessonDetail, "content" | "examples"> & Partial<Pick<LessonDetail, "vocabulary">>;
}) {
  const { t } = useT();
  const hasExplanation = lessonHtmlToText(lesson.content).length > 0;
  return (
    <div className="space-y-6">
      {hasExplanation ? (
        <section aria-labelledby="lesson-explanation" className="space-y-3">
          <h2 id="lesson-explanation" className="text-xl font-semibold text-slate-900">
            {t("learning.explanation.title")}
          </h2>
          {/* The lesson itself is the English being taught, whatever the interface language. */}
          <div lang="en">
            <LessonHtml html={lesson.content} />
          </div>
        </section>
      ) : null}
      {lesson.examples.length > 0 ? (
        <section aria-labelledby="lesson-examples" className="space-y-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-5">
          <h2 id="lesson-examples" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Lightbulb aria-hidden="true" className="size-5 text-brand-700" />
            {t("learning.explanation.examples")}
          </h2>
          <ul lang="en" className="space-y-2">
            {lesson.examples.map((example, index) => (
              <li key={index} className="rounded-lg bg-white px-3 py-2 text-slate-900 shadow-xs">
                {example}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <LessonVocabulary vocabulary={lesson.vocabulary ?? []} />
    </div>
  );
}
