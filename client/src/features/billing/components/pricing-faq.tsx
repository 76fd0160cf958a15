import { Link } from "wouter";
import { FaqList, type FaqEntry } from "@/components/ui/faq-list";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";

const QUESTIONS = [
  { questionId: "billing.faq.guaranteeQuestion", answerId: "billing.faq.guaranteeAnswer" },
  { questionId: "billing.faq.changePlanQuestion", answerId: "billing.faq.changePlanAnswer" },
  { questionId: "billing.faq.cancelQuestion", answerId: "billing.faq.cancelAnswer" },
  { questionId: "billing.faq.currencyQuestion", answerId: "billing.faq.currencyAnswer" },
  { questionId: "billing.faq.payQuestion", answerId: "billing.faq.payAnswer" },
];

export function PricingFaq() {
  const { t } = useT();
  const entries: FaqEntry[] = [
    ...QUESTIONS.map(({ questionId, answerId }) => ({ question: t(questionId), answer: t(answerId) })),
    {
      question: t("billing.faq.levelQuestion"),
      answer: (
        <Trans
          id="billing.faq.levelAnswer"
          components={[<Link href="/assessment" className="font-semibold text-brand-700 underline underline-offset-2" />]}
        />
      ),
    },
  ];
  return (
    <section aria-labelledby="pricing-faq-heading" className="mx-auto max-w-3xl">
      <h2 id="pricing-faq-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        {t("billing.faq.title")}
      </h2>
      <div className="mt-8">
        <FaqList entries={entries} />
      </div>
    </section>
  );
}
