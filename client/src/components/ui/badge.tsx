import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** The meaning a badge carries; each tone keeps at least 4.5:1 contrast for its small bold text. */
const TONES = {
  success: "bg-green-100 text-green-800",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-red-100 text-red-800",
  info: "bg-sky-100 text-sky-800",
  brand: "bg-brand-100 text-brand-800",
  neutral: "bg-slate-100 text-slate-700",
  muted: "bg-slate-200 text-slate-800",
} as const;

export type BadgeTone = keyof typeof TONES;

/** A small rounded label for a status or a fact ('Failed', 'Admin', '3 lessons'). */
export function Badge({ tone, children, className }: { tone: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", TONES[tone], className)}>{children}</span>;
}
