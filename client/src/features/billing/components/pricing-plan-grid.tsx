import { ContentText } from "@/i18n/content-text";
import { useT, type Translate } from "@/i18n/use-t";
import { useAuth } from "@/lib/auth";
import { buildLoginPath, withRedirect } from "@/lib/redirect";
import type { Plan } from "@shared/api/billing";
import { useSubscriptionPlans } from "../api/get-subscription-plans";
import { formatRand } from "../format-price";
import { PlanCard, type PlanCardAction } from "./plan-card";
import { planCardFeatures } from "./plan-card-features";
import { PlansEmpty, PlansError, PlansLoading } from "./plans-status";

const POPULAR_PLAN_NAME = "Standard";

function getPlanAction(plan: Plan, isSignedIn: boolean, t: Translate): PlanCardAction {
  // Visitors come back to this page after signing in, where the button then opens the plan.
  return isSignedIn
    ? { label: t("billing.planGrid.select"), href: `/subscribe/${plan.id}` }
    : { label: t("billing.planGrid.login"), href: buildLoginPath("/pricing") };
}

/** The adult monthly plans, three abreast on wide screens and stacked on phones. */
export function PricingPlanGrid() {
  const { data: plans, isPending, isError } = useSubscriptionPlans("adult");
  const { user, isLoading: isCheckingAccount } = useAuth();
  const { t } = useT();

  // The button depends on the account: waiting avoids offering sign-in to someone already signed in.
  if (isPending || isCheckingAccount) return <PlansLoading />;
  if (isError) return <PlansError />;
  if (plans.length === 0) return <PlansEmpty />;

  return (
    <ul className="mx-auto grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:items-stretch">
      {plans.map((plan) => {
        const isPopular = plan.name === POPULAR_PLAN_NAME;
        return (
          <li key={plan.id}>
            <PlanCard
              name={plan.name}
              isProductName
              description={<ContentText text={plan.description} />}
              features={planCardFeatures(plan.features)}
              price={formatRand(plan.price)}
              period={t("billing.period.month")}
              banner={isPopular ? t("billing.planGrid.mostPopular") : undefined}
              isHighlighted={isPopular}
              action={getPlanAction(plan, user !== null, t)}
              // A new visitor has no account to sign in to: registering comes back to this plan's checkout.
              secondaryAction={
                user === null
                  ? {
                      lead: t("billing.planGrid.newHere"),
                      label: t("billing.planGrid.createAccount"),
                      href: withRedirect("/register", `/subscribe/${plan.id}`),
                    }
                  : undefined
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
