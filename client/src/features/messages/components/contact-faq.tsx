import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";

const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: "How do I choose the right level?",
    answer: (
      <>
        Take our free{" "}
        <Link href="/assessment" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          placement assessment
        </Link>
        : a few short questions suggest Beginner (A1-A2), Intermediate (B1-B2) or Advanced (C1-C2). Not sure about the
        result? Send us a message and a teacher will help you decide.
      </>
    ),
  },
  {
    question: "What payment options do you offer?",
    answer:
      "Plans are paid monthly by card through our secure payment partner, and you can cancel at any time. Organizations can ask us for a custom plan.",
  },
  {
    question: "Can I switch levels after I start?",
    answer:
      "Yes. If your course feels too easy or too hard, contact us and we will move you to the level that suits you, keeping the progress you have made.",
  },
  {
    question: "How long does it take to complete a level?",
    answer:
      "Most students complete a level in 3-6 months, depending on how many hours a week they study and how often they join live classes.",
  },
  {
    question: "Do you offer corporate training?",
    answer:
      "Yes. We build training plans for companies and organizations, with live classes in your team's time zones. Choose 'Partnership Opportunity' in the form above and tell us what you need.",
  },
];

/** Native <details>: opens with Enter or Space and needs no script, so it works before anything loads. */
export function ContactFaq() {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {FAQ.map(({ question, answer }) => (
        <details key={question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 sm:px-6 [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-slate-600 sm:px-6">{answer}</p>
        </details>
      ))}
    </div>
  );
}
