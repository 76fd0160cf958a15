import { Eye, Target } from "lucide-react";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

/** Where the college comes from and where it is going. */
export function AboutStory() {
  const yearsTeaching = new Date().getFullYear() - COLLEGE_PROFILE.founded;
  return (
    <section aria-labelledby="story-heading" className="grid gap-10 lg:grid-cols-2 lg:items-start">
      <div className="space-y-4">
        <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Our Story
        </h2>
        <p className="text-lg leading-relaxed text-slate-700">
          {COLLEGE_PROFILE.name} began in {COLLEGE_PROFILE.founded} with a simple idea: good English teaching should not depend on where you
          live. {COLLEGE_PROFILE.origin}, the college grew one class and one student at a time, and moved its classrooms online so that
          distance stopped mattering.
        </p>
        <p className="text-lg leading-relaxed text-slate-700">
          {yearsTeaching} years on, we teach {COLLEGE_PROFILE.studentBase}: from first words at CEFR A1 to confident C2 English. We also
          prepare new teachers for UK TEFL certificates and help children aged 3 to 12 learn to read with phonics.
        </p>
      </div>
      <div className="grid gap-6">
        <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Target aria-hidden="true" className="size-5" />
            </span>
            Our Mission
          </h3>
          <p className="mt-3 text-slate-700">{COLLEGE_PROFILE.mission}</p>
        </article>
        <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
            <span className="flex size-10 items-center justify-center rounded-xl bg-accent-400/20 text-accent-600">
              <Eye aria-hidden="true" className="size-5" />
            </span>
            Our Vision
          </h3>
          <p className="mt-3 text-slate-700">{COLLEGE_PROFILE.vision}</p>
        </article>
      </div>
    </section>
  );
}
