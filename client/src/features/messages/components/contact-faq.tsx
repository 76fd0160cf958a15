import { Link } from "wouter";
import { FaqList, type FaqEntry } from "@/components/ui/faq-list";

const FAQ: FaqEntry[] = [
  {
    question: "How do I choose the right level?",
    answer: (
      <>
        Take our free{" "}
        <Link href="/assessment" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          placement assessment
        </Link>
        : a few short questions suggest Beginner (A1-A2), Intermediate (B1-B2) or Advanced (C1-C2). Not sure about the result? Send us a
        message and a teacher will help you decide.
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

export function ContactFaq() {
  return <FaqList entries={FAQ} />;
}
