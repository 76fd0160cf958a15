import type { Plan } from "@shared/api/billing";
import { getYearlySavingPercent } from "./yearly-saving";

/** One kids plan as a parent chooses it: the same name billed monthly, yearly or both. */
export type KidsPlanOffer = {
  name: string;
  monthly?: Plan;
  yearly?: Plan;
  /** Whole percent saved by paying yearly, from the two stored prices. */
  yearlySavingPercent?: number;
};

/** Pairs the monthly and yearly rows of each plan name, in the order the server sent them. */
export function groupKidsPlanOffers(plans: Plan[]): KidsPlanOffer[] {
  const offers = new Map<string, KidsPlanOffer>();
  for (const plan of plans) {
    const offer = offers.get(plan.name) ?? { name: plan.name };
    if (plan.billingInterval === "year") offer.yearly = plan;
    else offer.monthly = plan;
    offers.set(plan.name, offer);
  }
  return [...offers.values()].map((offer) => ({
    ...offer,
    yearlySavingPercent: offer.monthly && offer.yearly ? getYearlySavingPercent(offer.monthly.price, offer.yearly.price) : undefined,
  }));
}

// The server attaches the free trial to the monthly Starter plan.
const TRIAL_PLAN_NAME = "Starter";

/** The monthly Starter plan the trial is attached to; any monthly plan if the names ever change. */
export function findTrialPlanId(plans: Plan[]) {
  const monthly = plans.filter((plan) => plan.billingInterval === "month");
  return (monthly.find((plan) => plan.name === TRIAL_PLAN_NAME) ?? monthly[0])?.id;
}
