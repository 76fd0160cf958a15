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

/**
 * The plan the free trial starts on: the first monthly plan, in the page's order, that offers trial days
 * (an admin sets them per plan); undefined when no plan offers a trial, and the page then shows none.
 */
export function findTrialPlan(plans: Plan[]) {
  const offering = plans.filter((plan) => plan.trialDays > 0);
  return offering.find((plan) => plan.billingInterval === "month") ?? offering[0];
}
