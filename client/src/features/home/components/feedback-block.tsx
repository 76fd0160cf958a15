import { MessageSquareHeart } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

const { claims } = COLLEGE_PROFILE;

export function FeedbackBlock() {
  const { t } = useT();
  return (
    <div className="flex h-full flex-col rounded-3xl bg-brand-50 p-6 sm:p-8">
      <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <MessageSquareHeart aria-hidden="true" className="size-5 text-brand-600" />
        {t("home.feedback.title")}
      </h3>
      <p className="mt-2 text-slate-600">{t("home.feedback.lead")}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3">
        <div className="flex flex-col rounded-2xl bg-white p-4">
          <dt className="order-last text-sm text-slate-600">{t("home.feedback.received")}</dt>
          <dd className="text-2xl font-bold text-brand-800">{claims.feedbackReceived}</dd>
        </div>
        <div className="flex flex-col rounded-2xl bg-white p-4">
          <dt className="order-last text-sm text-slate-600">{t("home.feedback.resolved")}</dt>
          <dd className="text-2xl font-bold text-brand-800">{claims.issuesResolved}</dd>
        </div>
      </dl>
      <div className="mt-auto pt-6">
        <Link href="/feedback" className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
          {t("home.feedback.share")}
        </Link>
      </div>
    </div>
  );
}
