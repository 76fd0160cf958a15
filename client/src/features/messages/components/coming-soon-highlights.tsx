import { Award, BookOpen, Clock, MessageCircle, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";

const HIGHLIGHTS = [
  { Icon: BookOpen, titleId: "messages.highlights.coursesTitle", textId: "messages.highlights.coursesText" },
  { Icon: Award, titleId: "messages.highlights.teflTitle", textId: "messages.highlights.teflText" },
  { Icon: Sparkles, titleId: "messages.highlights.interactiveTitle", textId: "messages.highlights.interactiveText" },
  { Icon: Clock, titleId: "messages.highlights.flexibleTitle", textId: "messages.highlights.flexibleText" },
];

/** What the college offers now (the four tiles), and where to ask a question today. */
export function ComingSoonHighlights() {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
      <section aria-labelledby="coming-soon-highlights-heading">
        <h2 id="coming-soon-highlights-heading" className="sr-only">
          {t("messages.highlights.heading")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HIGHLIGHTS.map(({ Icon, titleId, textId }) => (
            <li key={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(titleId)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(textId)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="coming-soon-contact-heading"
        className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center sm:flex-row sm:p-8 sm:text-left"
      >
        <MessageCircle aria-hidden="true" className="size-10 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <h2 id="coming-soon-contact-heading" className="text-2xl font-bold text-slate-900">
            {t("messages.highlights.contactHeading")}
          </h2>
          <p className="mt-1 text-slate-700">
            <Trans
              id="messages.highlights.contactText"
              components={[<Link href="/contact" className="font-medium text-brand-700 underline" />]}
            />
          </p>
        </div>
      </section>
    </div>
  );
}
