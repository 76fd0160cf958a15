import { useMemo, useState } from "react";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { buildLoginPath, withRedirect } from "@/lib/redirect";
import { useSubscriptionPlans } from "../api/get-subscription-plans";
import { useStartFreeTrial } from "../api/start-free-trial";
import { formatRand } from "../format-price";
import { groupKidsPlanOffers, type KidsPlanOffer } from "../kids-plan-offers";
import type { BillingInterval } from "@shared/api/billing";
import { BillingIntervalToggle } from "./billing-interval-toggle";
import { PlanCard, type PlanCardAction } from "./plan-card";
import { PlansEmpty, PlansError, PlansLoading } from "./plans-status";

const POPULAR_PLAN_NAME = "Premium";
// The server attaches the free trial to the monthly Starter plan.
const TRIAL_PLAN_NAME = "Starter";
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

/** The monthly Starter plan the trial is attached to; any monthly plan if the names ever change. */
function findTrialPlanId(offers: KidsPlanOffer[]) {
  const starter = offers.find((offer) => offer.name === TRIAL_PLAN_NAME)?.monthly;
  return (starter ?? offers.find((offer) => offer.monthly)?.monthly)?.id;
}

function useTrialAction(trialPlanId: number | undefined, isSignedIn: boolean): PlanCardAction {
  const [, navigate] = useLocation();
  const startTrial = useStartFreeTrial();
  if (!isSignedIn || trialPlanId === undefined) {
    return { label: "Start Free Trial", href: withRedirect("/register", KIDS_PATH) };
  }
  const start = () =>
    startTrial.mutate(
      { planId: trialPlanId },
      {
        onSuccess: () => {
          toast({ title: "Free Trial Started", description: "Enjoy 7 days of the full programme. Nothing to pay." });
          navigate("/dashboard");
        },
        onError: (error) => {
          toast({
            variant: "destructive",
            title: "Free Trial Not Started",
            description: getErrorMessage(error, "Failed to start the free trial. Please try again."),
          });
        },
      },
    );
  return { label: "Start Free Trial", onClick: start, isBusy: startTrial.isPending, busyLabel: "Starting..." };
}

/** The kids plans with a month/year switch, after a free trial card that needs no data. */
export function KidsPlanGrid() {
  const [billingInterval, setBillingInterval] = useState<BillingInterval>("month");
  const { data: plans, isPending, isError } = useSubscriptionPlans("kids");
  const { user, isLoading: isCheckingAccount } = useAuth();
  const isSignedIn = user !== null;
  const offers = useMemo(() => groupKidsPlanOffers(plans ?? []), [plans]);
  const trialAction = useTrialAction(findTrialPlanId(offers), isSignedIn);
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
        <li>
          <PlanCard
            name="Free Trial"
            description="Explore the whole programme with your child for a week before you choose a plan."
            features={TRIAL_FEATURES}
            price={formatRand(0)}
            period="/7 days"
            priceNote="Free for 7 days"
            action={trialAction}
          />
        </li>
        {offers.map((offer) => (
          <li key={offer.name}>
            <OfferCard offer={offer} interval={billingInterval} isSignedIn={isSignedIn} />
          </li>
        ))}
      </ul>
    </div>
  );
}
