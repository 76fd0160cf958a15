import { BookOpen, CalendarClock, TriangleAlert } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { formatRand } from "@/lib/format-rand";
import type { MySubscription } from "@shared/api/billing";
import { describePeriodEnd, formatDay, formatDayMonth, plansPathFor } from "../subscription-dates";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

/** A one-course plan's course: which it is, and where to change it (on the courses' pages). */
function ChosenCourse({ choice }: { choice: NonNullable<MySubscription["courseChoice"]> }) {
  const { t, locale } = useT();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <BookOpen aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      {choice.course ? (
        <span className="min-w-0 break-words">
          <Trans
            id="dashboard.chosenCourse.yourCourse"
            values={{ title: choice.course.title }}
            components={[<span className="font-semibold text-slate-900" />]}
          />
        </span>
      ) : (
        <span>{t("dashboard.chosenCourse.oneCourse")}</span>
      )}
      {choice.changeableFrom ? (
        <span className="text-slate-600">
          {t("dashboard.chosenCourse.changeableFrom", { date: formatDayMonth(choice.changeableFrom, locale) })}
        </span>
      ) : (
        <Link href="/courses" className="rounded font-semibold text-brand-700 hover:text-brand-900">
          {choice.course ? t("dashboard.chosenCourse.change") : t("dashboard.chosenCourse.choose")}
        </Link>
      )}
    </div>
  );
}

/** The plan, its state and what happens next; the actions live beside it in SubscriptionDetails. */
export function SubscriptionOverview({ subscription }: { subscription: MySubscription }) {
  const { t, locale } = useT();
  const isTrial = subscription.displayStatus === "trial" || subscription.displayStatus === "trial_ended";
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <div>
          <dt className="text-slate-600">{t("dashboard.overview.plan")}</dt>
          <dd className="text-lg font-semibold break-words text-slate-900" translate="no">
            {subscription.plan.name}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("dashboard.overview.status")}</dt>
          <dd className="mt-1">
            <SubscriptionStatusBadge status={subscription.displayStatus} />
          </dd>
        </div>
        {isTrial ? null : (
          <div>
            {/* The subscriber's own price, fixed when they subscribed: a later change of the plan's price is not theirs. */}
            <dt className="text-slate-600">{t("dashboard.overview.yourPrice")}</dt>
            <dd className="text-slate-900">
              <span className="font-semibold">{formatRand(subscription.plan.price, { decimals: true })}</span>{" "}
              {subscription.plan.billingInterval === "year" ? t("dashboard.overview.perYear") : t("dashboard.overview.perMonth")}
            </dd>
          </div>
        )}
      </dl>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        {describePeriodEnd(subscription, t, locale)}
      </p>
      {isTrial ? (
        <Link href={plansPathFor(subscription)} className={buttonClasses({ size: "sm" })}>
          {t("dashboard.overview.choosePlan")}
        </Link>
      ) : null}
      {subscription.courseChoice && subscription.displayStatus !== "expired" ? <ChosenCourse choice={subscription.courseChoice} /> : null}
      {subscription.pendingPlan && subscription.status !== "expired" ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {t("dashboard.overview.pendingPlan", {
            plan: subscription.pendingPlan.name,
            date: formatDay(subscription.currentPeriodEnd, locale),
          })}
        </p>
      ) : null}
      {subscription.status === "past_due" ? (
        <div className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="flex items-start gap-2">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("dashboard.overview.overdue")}
          </p>
          <Link href={`/subscribe/${subscription.plan.id}`} className={buttonClasses({ size: "sm" })}>
            {t("dashboard.overview.payNow")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
