import type { AdminSubscription } from "@shared/api/admin-subscriptions";
import { Badge } from "@/components/ui/badge";
import { formatRand } from "@/lib/format-rand";
import { useViewerTime } from "@/lib/viewer-time";
import { DISPLAY_STATUS_LOOK } from "./account-labels";

const describePlan = ({ plan, pendingPlanName }: AdminSubscription) =>
  `${plan.name} (${plan.audience === "kids" ? "kids" : "adults"}, ${plan.billingInterval === "year" ? "yearly" : "monthly"})` +
  (pendingPlanName ? `; changes to ${pendingPlanName} at the next payment` : "");

/** The subscription as it stands: plan, the status the student is told, period, their own price. */
export function SubscriptionSummary({ subscription }: { subscription: AdminSubscription }) {
  const look = DISPLAY_STATUS_LOOK[subscription.displayStatus];
  const { day } = useViewerTime();
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-slate-600">Plan</dt>
      <dd>{describePlan(subscription)}</dd>
      <dt className="font-medium text-slate-600">Status</dt>
      <dd>
        <Badge tone={look.tone}>{look.label}</Badge>
        <span className="ml-2 text-slate-600">as the student sees it</span>
      </dd>
      <dt className="font-medium text-slate-600">Period</dt>
      <dd>
        {day(subscription.currentPeriodStart)} to {day(subscription.currentPeriodEnd)}
      </dd>
      <dt className="font-medium text-slate-600">Their price</dt>
      <dd>
        {subscription.price === null
          ? subscription.isTrial
            ? "Free trial, nothing paid yet"
            : "Not recorded"
          : `${formatRand(subscription.price, { decimals: true })} a ${subscription.plan.billingInterval}`}
      </dd>
      <dt className="font-medium text-slate-600">Ends at period end</dt>
      <dd>{subscription.cancelAtPeriodEnd ? `Yes, access ends on ${day(subscription.currentPeriodEnd)}` : "No"}</dd>
      {subscription.chosenCourse ? (
        <>
          <dt className="font-medium text-slate-600">Chosen course</dt>
          <dd className="break-words">{subscription.chosenCourse.title}</dd>
        </>
      ) : null}
    </dl>
  );
}
