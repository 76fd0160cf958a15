import { CreditCard } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/i18n/use-t";
import type { MySubscriptionResponse } from "@shared/api/billing";
import { useMySubscription } from "../api/get-my-subscription";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { ChangePlanDialog } from "./change-plan-dialog";
import { HowPaymentsWork } from "./how-payments-work";
import { PaymentReceipts } from "./payment-receipts";
import { RefundDialog } from "./refund-dialog";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { SubscriptionOverview } from "./subscription-overview";

function NoSubscription() {
  const { t } = useT();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t("dashboard.subscription.none")}</p>
      <Link href="/pricing" className={buttonClasses()}>
        {t("dashboard.subscription.viewPlans")}
      </Link>
    </div>
  );
}

function SubscriptionActions({ subscription }: { subscription: NonNullable<MySubscriptionResponse["subscription"]> }) {
  const { t } = useT();
  const isRenewing = (subscription.status === "active" || subscription.status === "past_due") && !subscription.cancelAtPeriodEnd;
  const canChangePlan = subscription.status === "active" && !subscription.cancelAtPeriodEnd;
  const actions = [
    canChangePlan ? <ChangePlanDialog key="change" subscription={subscription} /> : null,
    isRenewing ? <CancelSubscriptionDialog key="cancel" subscription={subscription} /> : null,
    subscription.canRefund ? <RefundDialog key="refund" subscription={subscription} /> : null,
    subscription.status === "expired" && !subscription.isTrial ? (
      <Link key="plans" href="/pricing" className={buttonClasses({ className: "w-full" })}>
        {t("dashboard.subscription.viewPlans")}
      </Link>
    ) : null,
  ].filter(Boolean);
  if (actions.length === 0) return null;
  return <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">{actions}</div>;
}

/** The Profile tab's subscription card: the plan, its period, the actions on it and the receipts. */
export function SubscriptionDetails() {
  const { t } = useT();
  const query = useMySubscription();

  let content;
  if (query.isPending) content = <SectionLoading label={t("dashboard.subscription.loading")} />;
  else if (query.isError)
    content = (
      <SectionError message={t("dashboard.subscription.loadError")} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  else if (!query.data.subscription)
    content = (
      <div className="space-y-6">
        <NoSubscription />
        {query.data.payments.length > 0 ? <PaymentReceipts payments={query.data.payments} /> : null}
      </div>
    );
  else
    content = (
      <div className="space-y-6">
        <SubscriptionOverview subscription={query.data.subscription} />
        <SubscriptionActions subscription={query.data.subscription} />
        <HowPaymentsWork />
        <PaymentReceipts payments={query.data.payments} />
      </div>
    );

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CreditCard aria-hidden="true" className="size-5 text-brand-600" />
          {t("dashboard.subscription.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
