import { Lightbulb } from "lucide-react";
import type { LessonDetail } from "@shared/api/learning";

/** The explanation's paragraphs (separated by a blank line in the content). */
export function splitParagraphs(content: string) {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** What the lesson teaches: its explanation, then its examples. */
export function LessonExplanation({ lesson }: { lesson: Pick<LessonDetail, "content" | "examples"> }) {
  const paragraphs = splitParagraphs(lesson.content);
  return (
    <div className="space-y-6">
      {paragraphs.length > 0 ? (
        <section aria-labelledby="lesson-explanation" className="space-y-3">
          <h2 id="lesson-explanation" className="text-xl font-semibold text-slate-900">
            Explanation
          </h2>
          <div className="space-y-4 text-base leading-relaxed whitespace-pre-line text-slate-800">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}
      {lesson.examples.length > 0 ? (
        <section aria-labelledby="lesson-examples" className="space-y-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-5">
          <h2 id="lesson-examples" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Lightbulb aria-hidden="true" className="size-5 text-brand-700" />
            Examples
          </h2>
          <ul className="space-y-2">
            {lesson.examples.map((example, index) => (
              <li key={index} className="rounded-lg bg-white px-3 py-2 text-slate-900 shadow-xs">
                {example}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
