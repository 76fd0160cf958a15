import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

export type FaqEntry = { question: string; answer: ReactNode };

/** Native <details>: opens with Enter or Space and needs no script, so it works before anything loads. */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {entries.map(({ question, answer }) => (
        <details key={question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded px-5 py-4 font-semibold text-slate-900 sm:px-6 [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-slate-600 sm:px-6">{answer}</div>
        </details>
      ))}
    </div>
  );
}
