import { BookOpen, CalendarClock, TriangleAlert } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { formatRand } from "@/lib/format-rand";
import type { MySubscription } from "@shared/api/billing";
import { describePeriodEnd, formatDay, formatDayMonth, plansPathFor } from "../subscription-dates";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

/** A one-course plan's course: which it is, and where to change it (on the courses' pages). */
function ChosenCourse({ choice }: { choice: NonNullable<MySubscription["courseChoice"]> }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <BookOpen aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      {choice.course ? (
        <span className="min-w-0 break-words">
          Your course: <span className="font-semibold text-slate-900">{choice.course.title}</span>
        </span>
      ) : (
        <span>Your plan opens one course of your choice.</span>
      )}
      {choice.changeableFrom ? (
        <span className="text-slate-600">You can change it from {formatDayMonth(choice.changeableFrom)}.</span>
      ) : (
        <Link href="/courses" className="rounded font-semibold text-brand-700 hover:text-brand-900">
          {choice.course ? "Change" : "Choose a course"}
        </Link>
      )}
    </div>
  );
}

/** The plan, its state and what happens next; the actions live beside it in SubscriptionDetails. */
export function SubscriptionOverview({ subscription }: { subscription: MySubscription }) {
  const isTrial = subscription.displayStatus === "trial" || subscription.displayStatus === "trial_ended";
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <div>
          <dt className="text-slate-600">Plan</dt>
          <dd className="text-lg font-semibold break-words text-slate-900">{subscription.plan.name}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Status</dt>
          <dd className="mt-1">
            <SubscriptionStatusBadge status={subscription.displayStatus} />
          </dd>
        </div>
        {isTrial ? null : (
          <div>
            {/* The subscriber's own price, fixed when they subscribed: a later change of the plan's price is not theirs. */}
            <dt className="text-slate-600">Your price</dt>
            <dd className="text-slate-900">
              <span className="font-semibold">{formatRand(subscription.plan.price, { decimals: true })}</span>{" "}
              {subscription.plan.billingInterval === "year" ? "per year" : "per month"}
            </dd>
          </div>
        )}
      </dl>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        {describePeriodEnd(subscription)}
      </p>
      {isTrial ? (
        <Link href={plansPathFor(subscription)} className={buttonClasses({ size: "sm" })}>
          Choose a plan
        </Link>
      ) : null}
      {subscription.courseChoice && subscription.displayStatus !== "expired" ? <ChosenCourse choice={subscription.courseChoice} /> : null}
      {subscription.pendingPlan && subscription.status !== "expired" ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          Changes to {subscription.pendingPlan.name} on {formatDay(subscription.currentPeriodEnd)}
        </p>
      ) : null}
      {subscription.status === "past_due" ? (
        <div className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="flex items-start gap-2">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Your payment is overdue. Pay for the next period to keep your access.
          </p>
          <Link href={`/subscribe/${subscription.plan.id}`} className={buttonClasses({ size: "sm" })}>
            Pay Now
          </Link>
        </div>
      ) : null}
    </div>
  );
}
