import { useMemo, useState } from "react";
import { ContentText } from "@/i18n/content-text";
import { useT } from "@/i18n/use-t";
import { useAuth } from "@/lib/auth";
import { buildLoginPath } from "@/lib/redirect";
import { useSubscriptionPlans } from "../api/get-subscription-plans";
import { formatRand } from "../format-price";
import { findTrialPlan, groupKidsPlanOffers, type KidsPlanOffer } from "../kids-plan-offers";
import type { BillingInterval } from "@shared/api/billing";
import { BillingIntervalToggle } from "./billing-interval-toggle";
import { PlanCard, type PlanCardAction } from "./plan-card";
import { planCardFeatures } from "./plan-card-features";
import { PlansEmpty, PlansError, PlansLoading } from "./plans-status";

const POPULAR_PLAN_NAME = "Premium";
// Visitors come back to the kids page after signing in or registering.
const KIDS_PATH = "/kids";

const TRIAL_FEATURE_IDS = [
  "billing.kidsPlans.trialFeatures.phonics",
  "billing.kidsPlans.trialFeatures.oneChild",
  "billing.kidsPlans.trialFeatures.parentOverview",
  "billing.kidsPlans.trialFeatures.nothingToPay",
];

type OfferCardProps = { offer: KidsPlanOffer; interval: BillingInterval; isSignedIn: boolean };

function OfferCard({ offer, interval, isSignedIn }: OfferCardProps) {
  const { t } = useT();
  // A plan sold only one way shows that price in either mode rather than disappearing.
  const plan = (interval === "year" ? offer.yearly : offer.monthly) ?? offer.monthly ?? offer.yearly;
  if (!plan) return null;
  const showsYearly = plan.billingInterval === "year";
  const isPopular = offer.name === POPULAR_PLAN_NAME;
  const priceNote =
    showsYearly && offer.monthly ? (
      <>
        {offer.yearlySavingPercent ? (
          <span className="mr-2 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            {t("billing.kidsPlans.save", { percent: offer.yearlySavingPercent })}
          </span>
        ) : null}
        {t("billing.kidsPlans.versusMonthly", { amount: formatRand(offer.monthly.price * 12) })}
      </>
    ) : undefined;
  return (
    <PlanCard
      name={offer.name}
      isProductName
      description={<ContentText text={plan.description} />}
      features={planCardFeatures(plan.features)}
      price={formatRand(plan.price)}
      period={showsYearly ? t("billing.period.year") : t("billing.period.month")}
      priceNote={priceNote}
      banner={isPopular ? t("billing.kidsPlans.mostPopular") : undefined}
      isHighlighted={isPopular}
      action={{ label: t("billing.kidsPlans.getStarted"), href: isSignedIn ? `/subscribe/${plan.id}` : buildLoginPath(KIDS_PATH) }}
    />
  );
}

/**
 * The kids plans with a month/year switch, after a free trial card when a plan offers trial days. The trial card's
 * button comes from the screen: starting the trial is a journey (register, start, the parent home).
 */
export function KidsPlanGrid({ trialAction }: { trialAction: PlanCardAction }) {
  const [billingInterval, setBillingInterval] = useState<BillingInterval>("month");
  const { t } = useT();
  const { data: plans, isPending, isError } = useSubscriptionPlans("kids");
  const { user, isLoading: isCheckingAccount } = useAuth();
  const isSignedIn = user !== null;
  const offers = useMemo(() => groupKidsPlanOffers(plans ?? []), [plans]);
  const trialDays = findTrialPlan(plans ?? [])?.trialDays;
  const hasYearly = offers.some((offer) => offer.yearly);
  const bestSavingPercent = Math.max(0, ...offers.map((offer) => offer.yearlySavingPercent ?? 0));

  // The buttons depend on the account: waiting avoids offering sign-in to someone already signed in.
  if (isPending || isCheckingAccount) return <PlansLoading />;
  if (isError) return <PlansError />;
  if (offers.length === 0) return <PlansEmpty />;

  return (
    <div className="space-y-8">
      {hasYearly ? (
        <div className="flex justify-center">
          <BillingIntervalToggle value={billingInterval} onChange={setBillingInterval} bestSavingPercent={bestSavingPercent || undefined} />
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {billingInterval === "year" ? t("billing.kidsPlans.showingYearly") : t("billing.kidsPlans.showingMonthly")}
      </p>
      <ul className="mx-auto grid max-w-md gap-6 sm:max-w-none sm:grid-cols-2 xl:grid-cols-4">
        {trialDays ? (
          <li>
            <PlanCard
              name={t("billing.kidsPlans.trialName")}
              description={t("billing.kidsPlans.trialDescription", { days: trialDays })}
              features={TRIAL_FEATURE_IDS.map((id) => ({ key: id, text: t(id) }))}
              price={formatRand(0)}
              period={t("billing.kidsPlans.trialPeriod", { days: trialDays })}
              priceNote={t("billing.kidsPlans.trialNote", { days: trialDays })}
              action={trialAction}
            />
          </li>
        ) : null}
        {offers.map((offer) => (
          <li key={offer.name}>
            <OfferCard offer={offer} interval={billingInterval} isSignedIn={isSignedIn} />
          </li>
        ))}
      </ul>
    </div>
  );
}
