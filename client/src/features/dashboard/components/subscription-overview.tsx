import { CalendarClock, TriangleAlert } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import type { MySubscription } from "@shared/api/billing";
import { describePeriodEnd, formatDay } from "../subscription-dates";
import { SubscriptionStatusBadge } from "./subscription-status-badge";

/** The plan, its state and what happens next; the actions live beside it in SubscriptionDetails. */
export function SubscriptionOverview({ subscription }: { subscription: MySubscription }) {
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <div>
          <dt className="text-slate-600">Plan</dt>
          <dd className="text-lg font-semibold break-words text-slate-900">
            {subscription.plan.name}
            {subscription.isTrial ? <span className="ml-2 text-sm font-medium text-brand-700">Free trial</span> : null}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Status</dt>
          <dd className="mt-1">
            <SubscriptionStatusBadge status={subscription.status} />
          </dd>
        </div>
      </dl>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        {describePeriodEnd(subscription)}
      </p>
      {subscription.pendingPlan && subscription.status !== "expired" ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          Changes to {subscription.pendingPlan.name} on {formatDay(subscription.currentPeriodEnd)}
        </p>
      ) : null}
      {subscription.status === "past_due" ? (
        <div className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="flex items-start gap-2">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Your payment is overdue. Renew now to keep your access.
          </p>
          <Link href={`/subscribe/${subscription.plan.id}`} className={buttonClasses({ size: "sm" })}>
            Renew Now
          </Link>
        </div>
      ) : null}
    </div>
  );
}
