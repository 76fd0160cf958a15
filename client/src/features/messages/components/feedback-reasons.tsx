import { Lightbulb, MessageSquareHeart, ShieldCheck } from "lucide-react";
import { formatNumber, formatPercent } from "@shared/i18n/format";
import { useT } from "@/i18n/use-t";
import { usePublicFigures } from "@/lib/school";

const REASONS = [
  {
    Icon: Lightbulb,
    titleId: "messages.feedbackReasons.coursesTitle",
    textId: "messages.feedbackReasons.coursesText",
  },
  {
    Icon: ShieldCheck,
    titleId: "messages.feedbackReasons.siteTitle",
    textId: "messages.feedbackReasons.siteText",
  },
  {
    Icon: MessageSquareHeart,
    titleId: "messages.feedbackReasons.voiceTitle",
    textId: "messages.feedbackReasons.voiceText",
  },
];

/** Why it is worth writing to us, with the counted figures that show we act on it once there are enough of them. */
export function FeedbackReasons() {
  const { t, locale } = useT();
  const feedback = usePublicFigures()?.feedback;
  const stats = feedback
    ? [
        {
          value: formatNumber(feedback.received, locale),
          label: t("messages.feedbackReasons.feedbackReceived", { count: feedback.received }),
        },
        { value: formatPercent(feedback.resolved / feedback.received, locale), label: t("messages.feedbackReasons.issuesResolved") },
      ]
    : [];
  return (
    <section aria-labelledby="feedback-reasons-heading" className="space-y-6">
      <h2 id="feedback-reasons-heading" className="text-xl font-semibold text-slate-900">
        {t("messages.feedbackReasons.heading")}
      </h2>
      <ul className="space-y-5">
        {REASONS.map(({ Icon, titleId, textId }) => (
          <li key={titleId} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{t(titleId)}</h3>
              <p className="mt-0.5 text-sm text-slate-600">{t(textId)}</p>
            </div>
          </li>
        ))}
      </ul>
      {stats.length > 0 ? (
        <dl className="grid grid-cols-2 gap-4">
          {stats.map(({ value, label }) => (
            <div key={label} className="flex flex-col rounded-2xl bg-brand-900 p-4 text-white">
              {/* The label comes first for screen readers and shows below the figure. */}
              <dt className="order-last text-sm text-brand-100">{label}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
