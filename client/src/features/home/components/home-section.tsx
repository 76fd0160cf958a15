import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type SectionHeadingProps = {
  id: string;
  title: ReactNode;
  eyebrow?: string;
  description?: ReactNode;
  className?: string;
};

/** The h2 of a home section, with an optional kicker above and a lead paragraph below. */
export function SectionHeading({ id, title, eyebrow, description, className }: SectionHeadingProps) {
  return (
    <div className={cn("mb-10 max-w-2xl", className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="mt-3 text-lg text-slate-600">{description}</p> : null}
    </div>
  );
}

type HomeSectionProps = Omit<SectionHeadingProps, "id" | "className"> & {
  /** Prefix of the heading id; the section is named by its heading for landmark navigation. */
  id: string;
  /** White bands alternate with the page's grey so that long scrolling still reads as separate parts. */
  tone?: "white" | "grey";
  className?: string;
  children: ReactNode;
};

export function HomeSection({ id, tone = "grey", className, children, ...heading }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={cn("py-16 sm:py-20", tone === "white" && "bg-white", className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} {...heading} />
        {children}
      </div>
    </section>
  );
}
