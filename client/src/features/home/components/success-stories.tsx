import { useT } from "@/i18n/use-t";
import { SUCCESS_STORIES } from "../data/success-stories";
import { StarRating } from "./star-rating";

export function SuccessStories() {
  const { t } = useT();
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {SUCCESS_STORIES.map((story) => (
        <li key={story.name}>
          <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 font-bold text-white"
              >
                {story.initials}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900" translate="no">
                  {story.name}
                </h3>
                <p className="text-sm text-slate-600">
                  {t(story.countryId)} · <span translate="no">{story.level}</span>
                </p>
              </div>
            </div>
            <StarRating rating={story.rating} className="mt-4" />
            <blockquote className="mt-3 flex-1 text-slate-700">
              <p>{t("home.stories.quote", { text: t(story.textId) })}</p>
            </blockquote>
            <p className="mt-4 border-t border-slate-100 pt-4 text-sm font-medium text-brand-700">
              <span className="sr-only">{t("home.stories.course")} </span>
              <span lang="en">{story.course}</span>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
