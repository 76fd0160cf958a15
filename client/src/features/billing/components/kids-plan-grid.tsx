import { useMemo, useState } from "react";
import { useAuth } from "@/lib/auth";
import { buildLoginPath } from "@/lib/redirect";
import { useSubscriptionPlans } from "../api/get-subscription-plans";
import { formatRand } from "../format-price";
import { findTrialPlan, groupKidsPlanOffers, type KidsPlanOffer } from "../kids-plan-offers";
import type { BillingInterval } from "@shared/api/billing";
import { BillingIntervalToggle } from "./billing-interval-toggle";
import { PlanCard, type PlanCardAction } from "./plan-card";
import { PlansEmpty, PlansError, PlansLoading } from "./plans-status";

const POPULAR_PLAN_NAME = "Premium";
// Visitors come back to the kids page after signing in or registering.
const KIDS_PATH = "/kids";

const TRIAL_FEATURES = [
  "Interactive phonics lessons and games",
  "One child profile (ages 3-12)",
  "Parent progress overview",
  "Nothing to pay during the trial",
];

type OfferCardProps = { offer: KidsPlanOffer; interval: BillingInterval; isSignedIn: boolean };

function OfferCard({ offer, interval, isSignedIn }: OfferCardProps) {
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
            Save {offer.yearlySavingPercent}%
          </span>
        ) : null}
        vs {formatRand(offer.monthly.price * 12)} paid monthly
      </>
    ) : undefined;
  return (
    <PlanCard
      name={offer.name}
      description={plan.description}
      features={plan.features}
      price={formatRand(plan.price)}
      period={showsYearly ? "/year" : "/month"}
      priceNote={priceNote}
      banner={isPopular ? "Most Popular" : undefined}
      isHighlighted={isPopular}
      action={{ label: "Get Started", href: isSignedIn ? `/subscribe/${plan.id}` : buildLoginPath(KIDS_PATH) }}
    />
  );
}

/**
 * The kids plans with a month/year switch, after a free trial card when a plan offers trial days. The trial card's
 * button comes from the screen: starting the trial is a journey (register, start, the parent home).
 */
export function KidsPlanGrid({ trialAction }: { trialAction: PlanCardAction }) {
  const [billingInterval, setBillingInterval] = useState<BillingInterval>("month");
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
        {billingInterval === "year" ? "Showing yearly prices" : "Showing monthly prices"}
      </p>
      <ul className="mx-auto grid max-w-md gap-6 sm:max-w-none sm:grid-cols-2 xl:grid-cols-4">
        {trialDays ? (
          <li>
            <PlanCard
              name="Free Trial"
              description={`Explore the whole programme with your child for ${trialDays === 7 ? "a week" : `${trialDays} days`} before you choose a plan.`}
              features={TRIAL_FEATURES}
              price={formatRand(0)}
              period={`/${trialDays} days`}
              priceNote={`Free for ${trialDays} days`}
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
