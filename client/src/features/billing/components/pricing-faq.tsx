import { Link } from "wouter";
import { FaqList, type FaqEntry } from "@/components/ui/faq-list";

const QUESTIONS: FaqEntry[] = [
  {
    question: "Is there a money-back guarantee?",
    answer:
      "Yes. Every plan comes with a 7-day money-back guarantee: if the plan is not right for you, tell us within 7 days of your first payment and we refund it in full.",
  },
  {
    question: "Can I change my plan later?",
    answer:
      "Yes, you can move to a bigger or smaller plan whenever you like. Plan changes take effect on the next billing cycle, so you keep what you have paid for until then.",
  },
  {
    question: "What happens if I cancel?",
    answer:
      "You can cancel at any time and you will not be charged again. You keep access to your plan until the end of the billing period you have already paid for.",
  },
  {
    question: "Which currency do you charge in?",
    answer:
      "All prices are in South African rand (ZAR). Nothing is charged automatically: you pay each month from a reminder link we email you before your period ends. If your card is in another currency, your bank converts the amount.",
  },
  {
    question: "How do I pay?",
    answer:
      "By card on a secure checkout page of our payment provider. Your card details go straight to the provider; we never see or store them.",
  },
  {
    question: "I don't know my level. Which plan should I choose?",
    answer: (
      <>
        Start with our free{" "}
        <Link href="/assessment" className="font-semibold text-brand-700 underline underline-offset-2">
          placement assessment
        </Link>
        . It takes a few minutes and tells you which CEFR course to begin with; every plan includes a course at your level.
      </>
    ),
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-heading" className="mx-auto max-w-3xl">
      <h2 id="pricing-faq-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        Frequently Asked Questions
      </h2>
      <div className="mt-8">
        <FaqList entries={QUESTIONS} />
      </div>
    </section>
  );
}
