import { Quote, Star } from "lucide-react";

const TESTIMONIALS = [
  {
    name: "Naledi M.",
    place: "Johannesburg, South Africa",
    child: "Mother of Lesedi, 5",
    text: "Lesedi asks for her phonics games every evening. After a month she was sounding out words on cereal boxes.",
  },
  {
    name: "Carlos R.",
    place: "São Paulo, Brazil",
    child: "Father of Mateo, 8",
    text: "The voice practice is brilliant. Mateo's pronunciation has improved so much, and I can see exactly what he practised.",
  },
  {
    name: "Aiko T.",
    place: "Osaka, Japan",
    child: "Mother of Hana, 4, and Ren, 10",
    text: "The Family plan works for both of my children at their own level. The lessons are short, so they never get bored.",
  },
];

export function ParentTestimonials() {
  return (
    <section aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        What parents say
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map(({ name, place, child, text }) => (
          <li key={name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-8 text-brand-200" />
              <p className="mt-1 flex gap-0.5" role="img" aria-label="Rated 5 out of 5">
                {Array.from({ length: 5 }, (_, index) => (
                  <Star key={index} aria-hidden="true" className="size-4 fill-accent-400 text-accent-400" />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 text-slate-700">“{text}”</blockquote>
              <figcaption className="mt-6 border-t border-slate-100 pt-4">
                <span className="block font-semibold text-slate-900">{name}</span>
                <span className="block text-sm text-slate-600">
                  {child} · {place}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
