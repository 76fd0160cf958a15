import { useParams, useSearch } from "wouter";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { PageSpinner } from "@/components/ui/spinner";
import { useCheckoutQuote } from "@/features/subscription/api/get-checkout-quote";
import { parsePlanId, useSubscriptionPlan } from "@/features/subscription/api/get-subscription-plan";
import { OrderSummary } from "@/features/subscription/components/order-summary";
import { PaymentConfirming } from "@/features/subscription/components/payment-confirming";
import { PaymentNotice } from "@/features/subscription/components/payment-notice";
import { PaymentSuccessful } from "@/features/subscription/components/payment-successful";
import { PlanBenefits } from "@/features/subscription/components/plan-benefits";
import { PlanLoadError, PlanNotFound } from "@/features/subscription/components/subscribe-plan-status";
import { readPaymentReturn, usePaymentReturn } from "@/features/subscription/use-payment-return";
import { useT } from "@/i18n/use-t";

export default function SubscribeScreen() {
  const { t } = useT();
  const params = useParams<{ planId: string }>();
  const planId = parsePlanId(params.planId);
  const publicPlan = useSubscriptionPlan(planId);
  // The student's own price when they renew (and their retired plan, which the public list no longer has).
  const quote = useCheckoutQuote(planId);
  // Yoco's hosted page sends the student back here with ?payment={id}&result=success|failed|cancelled.
  const { outcome, checkAgain } = usePaymentReturn(readPaymentReturn(useSearch()));

  if (planId === undefined) return <PlanNotFound />;
  if (publicPlan.isPending || quote.isPending) return <PageSpinner label={t("billing.subscribe.loading")} />;
  const plan = quote.data?.plan ?? publicPlan.data;
  if (publicPlan.isError && !plan) return <PlanLoadError onRetry={() => void publicPlan.refetch()} isRetrying={publicPlan.isFetching} />;
  if (!plan) return <PlanNotFound />;
  if (outcome === "paid") return <PaymentSuccessful planName={plan.name} />;

  const isConfirming = outcome === "confirming" || outcome === "delayed" || outcome === "unchecked";

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("billing.subscribe.eyebrow")}
        title={t("billing.subscribe.title", { plan: plan.name })}
        description={t("billing.subscribe.description")}
      />
      <div className="grid gap-8 lg:grid-cols-5 lg:items-start">
        {/* First in the page order, so the keyboard reaches the summary first; on wide screens it sits on the right. */}
        <div className="space-y-4 lg:sticky lg:top-6 lg:col-span-2 lg:col-start-4 lg:row-start-1">
          {outcome === "failed" || outcome === "cancelled" ? <PaymentNotice outcome={outcome} /> : null}
          {isConfirming ? (
            <PaymentConfirming state={outcome} onCheckAgain={checkAgain} />
          ) : (
            <OrderSummary plan={plan} price={quote.data?.price} isOwnPrice={quote.data?.isOwnPrice} />
          )}
        </div>
        <div className="lg:col-span-3 lg:col-start-1 lg:row-start-1">
          <PlanBenefits plan={plan} />
        </div>
      </div>
    </PageContainer>
  );
}
