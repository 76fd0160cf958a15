import { Lightbulb, MessageSquareHeart, ShieldCheck } from "lucide-react";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

const REASONS = [
  {
    Icon: Lightbulb,
    title: "Better courses",
    text: "Your ideas shape new lessons, exercises and the way we teach each level.",
  },
  {
    Icon: ShieldCheck,
    title: "A site that just works",
    text: "A broken link or a confusing page reported today is usually fixed within days.",
  },
  {
    Icon: MessageSquareHeart,
    title: "Every voice counts",
    text: "Each message is read by our team, whether it is praise, a question or a complaint.",
  },
];

const STATS = [
  { value: COLLEGE_PROFILE.claims.feedbackReceived, label: "feedback received" },
  { value: COLLEGE_PROFILE.claims.issuesResolved, label: "of issues resolved" },
];

/** Why it is worth writing to us, with the figures that show we act on it. */
export function FeedbackReasons() {
  return (
    <section aria-labelledby="feedback-reasons-heading" className="space-y-6">
      <h2 id="feedback-reasons-heading" className="text-xl font-semibold text-slate-900">
        Why your feedback matters
      </h2>
      <ul className="space-y-5">
        {REASONS.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="mt-0.5 text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-4">
        {STATS.map(({ value, label }) => (
          <div key={label} className="flex flex-col rounded-2xl bg-brand-900 p-4 text-white">
            {/* The label comes first for screen readers and shows below the figure. */}
            <dt className="order-last text-sm text-brand-100">{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
