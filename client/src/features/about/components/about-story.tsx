import { Eye, Target } from "lucide-react";
import { useT } from "@/i18n/use-t";
import { COLLEGE_PROFILE } from "@/lib/college-profile";
import { useSchoolDetails } from "@/lib/school";

/** Where the college comes from and where it is going. */
export function AboutStory() {
  const { t } = useT();
  const foundedYear = useSchoolDetails().data?.foundedYear;
  return (
    <section aria-labelledby="story-heading" className="grid gap-10 lg:grid-cols-2 lg:items-start">
      <div className="space-y-4">
        <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t("about.story.title")}
        </h2>
        <p className="text-lg leading-relaxed text-slate-700">
          {foundedYear
            ? t("about.story.beginningsSince", { college: COLLEGE_PROFILE.name, founded: String(foundedYear) })
            : t("about.story.beginnings", { college: COLLEGE_PROFILE.name })}
        </p>
        <p className="text-lg leading-relaxed text-slate-700">{t("about.story.today")}</p>
      </div>
      <div className="grid gap-6">
        <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Target aria-hidden="true" className="size-5" />
            </span>
            {t("about.story.mission")}
          </h3>
          <p className="mt-3 text-slate-700">{t("about.profile.mission")}</p>
        </article>
        <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
            <span className="flex size-10 items-center justify-center rounded-xl bg-accent-400/20 text-accent-600">
              <Eye aria-hidden="true" className="size-5" />
            </span>
            {t("about.story.vision")}
          </h3>
          <p className="mt-3 text-slate-700">{t("about.profile.vision")}</p>
        </article>
      </div>
    </section>
  );
}
