import { MessageSquareHeart } from "lucide-react";
import { Link } from "wouter";
import { formatNumber, formatPercent } from "@shared/i18n/format";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { usePublicFigures } from "@/lib/school";

export function FeedbackBlock() {
  const { t, locale } = useT();
  // Counted from the feedback the site received and the school marked resolved; none below the school's minimum.
  const feedback = usePublicFigures()?.feedback;
  return (
    <div className="flex h-full flex-col rounded-3xl bg-brand-50 p-6 sm:p-8">
      <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <MessageSquareHeart aria-hidden="true" className="size-5 text-brand-600" />
        {t("home.feedback.title")}
      </h3>
      <p className="mt-2 text-slate-600">{t("home.feedback.lead")}</p>
      {feedback ? (
        <dl className="mt-6 grid grid-cols-2 gap-3">
          <div className="flex flex-col rounded-2xl bg-white p-4">
            <dt className="order-last text-sm text-slate-600">{t("home.feedback.received", { count: feedback.received })}</dt>
            <dd className="text-2xl font-bold text-brand-800">{formatNumber(feedback.received, locale)}</dd>
          </div>
          <div className="flex flex-col rounded-2xl bg-white p-4">
            <dt className="order-last text-sm text-slate-600">{t("home.feedback.resolved")}</dt>
            <dd className="text-2xl font-bold text-brand-800">{formatPercent(feedback.resolved / feedback.received, locale)}</dd>
          </div>
        </dl>
      ) : null}
      <div className="mt-auto pt-6">
        <Link href="/feedback" className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
          {t("home.feedback.share")}
        </Link>
      </div>
    </div>
  );
}
