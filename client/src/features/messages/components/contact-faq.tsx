import { Link } from "wouter";
import { FaqList, type FaqEntry } from "@/components/ui/faq-list";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";

export function ContactFaq() {
  const { t } = useT();
  const entries: FaqEntry[] = [
    {
      question: t("messages.contactFaq.levelQuestion"),
      answer: (
        <Trans
          id="messages.contactFaq.levelAnswer"
          components={[<Link href="/assessment" className="font-medium text-brand-700 underline-offset-2 hover:underline" />]}
        />
      ),
    },
    { question: t("messages.contactFaq.paymentQuestion"), answer: t("messages.contactFaq.paymentAnswer") },
    { question: t("messages.contactFaq.switchQuestion"), answer: t("messages.contactFaq.switchAnswer") },
    { question: t("messages.contactFaq.durationQuestion"), answer: t("messages.contactFaq.durationAnswer") },
    // The answer names the contact form's "Partnership Opportunity" subject as each language shows it.
    { question: t("messages.contactFaq.corporateQuestion"), answer: t("messages.contactFaq.corporateAnswer") },
  ];
  return <FaqList entries={entries} />;
}
