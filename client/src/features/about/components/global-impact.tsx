import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

const { claims } = COLLEGE_PROFILE;

const FIGURES = [
  { value: claims.students, label: "international students" },
  { value: claims.countries, label: "countries" },
  { value: claims.successRate, label: "success rate" },
  { value: claims.rating, label: "student rating" },
  { value: claims.kids, label: "young learners in our kids programme" },
  { value: claims.support, label: "support for students and parents" },
];

export function GlobalImpact() {
  return (
    <section
      aria-labelledby="impact-heading"
      className="surface-dark rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-12 text-white sm:px-12"
    >
      <div className="max-w-2xl">
        <h2 id="impact-heading" className="text-3xl font-bold tracking-tight">
          Global Impact
        </h2>
        <p className="mt-3 text-lg text-brand-100">
          From Cape Town to classrooms and kitchens around the world: {COLLEGE_PROFILE.studentBase} learn with us.
        </p>
      </div>
      <dl className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3">
        {FIGURES.map(({ value, label }) => (
          <div key={label} className="flex flex-col rounded-2xl bg-white/10 p-5">
            {/* The label comes first for screen readers and shows below the figure. */}
            <dt className="order-last text-sm text-brand-100">{label}</dt>
            <dd className="text-3xl font-bold text-accent-400">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link href="/courses" className={buttonClasses({ variant: "accent", size: "lg" })}>
          Explore Our Courses
        </Link>
        <Link href="/contact" className={buttonClasses({ variant: "inverse", size: "lg" })}>
          Contact Us
        </Link>
      </div>
    </section>
  );
}
