import { BadgeCheck, CreditCard } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useMyProgress } from "../api/get-my-progress";
import { SectionError, SectionLoading } from "./section-status";

// The plan may arrive as a stored level ("standard") until billing answers plan names.
const displayPlanName = (plan: string) => plan.charAt(0).toUpperCase() + plan.slice(1);

function ActiveSubscription({ plan }: { plan: string }) {
  return (
    <div className="space-y-5">
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Plan</dt>
          <dd className="text-lg font-semibold break-words text-slate-900">{displayPlanName(plan)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Status</dt>
          <dd className="mt-1">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
              <BadgeCheck aria-hidden="true" className="size-4" />
              Active
            </span>
          </dd>
        </div>
      </dl>
      <Link href="/pricing" className={buttonClasses({ variant: "outline" })}>
        Change Plan
      </Link>
    </div>
  );
}

function NoSubscription() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        You don't have a subscription yet. Choose a monthly plan for live classes and more support.
      </p>
      <Link href="/pricing" className={buttonClasses()}>
        View Plans
      </Link>
    </div>
  );
}

export function SubscriptionDetails() {
  const progress = useMyProgress();

  let content;
  if (progress.isPending) content = <SectionLoading label="Loading your subscription..." />;
  else if (progress.isError)
    content = (
      <SectionError
        message="We couldn't load your subscription."
        onRetry={() => void progress.refetch()}
        isRetrying={progress.isFetching}
      />
    );
  else if (progress.data.subscription) content = <ActiveSubscription plan={progress.data.subscription.plan} />;
  else content = <NoSubscription />;

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CreditCard aria-hidden="true" className="size-5 text-brand-600" />
          Subscription
        </CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
