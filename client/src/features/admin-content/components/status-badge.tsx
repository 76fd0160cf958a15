import { cn } from "@/lib/utils";

const TONES = {
  published: "bg-emerald-100 text-emerald-900",
  draft: "bg-amber-100 text-amber-950",
  retired: "bg-slate-200 text-slate-800",
  neutral: "bg-slate-100 text-slate-700",
} as const;

/** A small rounded label: Published, Draft, Retired, or a fact such as '3 lessons'. */
export function StatusBadge({ tone, children, className }: { tone: keyof typeof TONES; children: string; className?: string }) {
  return <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", TONES[tone], className)}>{children}</span>;
}

export function PublishedBadge({ isPublished }: { isPublished: boolean }) {
  return isPublished ? <StatusBadge tone="published">Published</StatusBadge> : <StatusBadge tone="draft">Draft</StatusBadge>;
}
