import { Quote, Star } from "lucide-react";
import { useT } from "@/i18n/use-t";

// People's names stay as written; the rest are catalogue ids, translated at render.
const TESTIMONIALS = [
  {
    name: "Naledi M.",
    placeId: "kids.testimonials.naledi.place",
    childId: "kids.testimonials.naledi.child",
    textId: "kids.testimonials.naledi.text",
  },
  {
    name: "Carlos R.",
    placeId: "kids.testimonials.carlos.place",
    childId: "kids.testimonials.carlos.child",
    textId: "kids.testimonials.carlos.text",
  },
  {
    name: "Aiko T.",
    placeId: "kids.testimonials.aiko.place",
    childId: "kids.testimonials.aiko.child",
    textId: "kids.testimonials.aiko.text",
  },
];

export function ParentTestimonials() {
  const { t } = useT();
  return (
    <section aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        {t("kids.testimonials.title")}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map(({ name, placeId, childId, textId }) => (
          <li key={name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-8 text-brand-200" />
              <p className="mt-1 flex gap-0.5" role="img" aria-label={t("kids.testimonials.rating")}>
                {Array.from({ length: 5 }, (_, index) => (
                  <Star key={index} aria-hidden="true" className="size-4 fill-accent-400 text-accent-400" />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 text-slate-700">{t("kids.testimonials.quote", { text: t(textId) })}</blockquote>
              <figcaption className="mt-6 border-t border-slate-100 pt-4">
                <span className="block font-semibold text-slate-900" translate="no">
                  {name}
                </span>
                <span className="block text-sm text-slate-600">
                  {t(childId)} · {t(placeId)}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
