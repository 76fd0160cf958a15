import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { MySubscription } from "@shared/api/billing";
import { toast } from "@/components/ui/use-toast";
import { useSubscriptionPlans } from "@/features/billing/api/get-subscription-plans";
import { useStartFreeTrial } from "@/features/billing/api/start-free-trial";
import { findTrialPlan } from "@/features/billing/kids-plan-offers";
import { mySubscriptionQueryOptions } from "@/features/dashboard/api/get-my-subscription";
import { formatDayMonth, getKidsPlanState } from "@/features/parent-home/kids-plan-state";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { KIDS_TRIAL_SIGN_UP_PATH, PARENT_HOME_PATH } from "@/lib/parent-paths";
import { queryKeys } from "@/lib/query-keys";

export const TRIAL_SIGN_UP_PATH = KIDS_TRIAL_SIGN_UP_PATH;

type Notice = { title: string; description: string; path: string };

/** Why the trial is not started for this account, said plainly, and where the parent goes instead. */
function explainExistingPlan(subscription: MySubscription | null, timeZone: string): Notice | null {
  const state = getKidsPlanState(subscription);
  switch (state.kind) {
    case "trial":
      return {
        title: "Your Free Trial Is Running",
        description: `It ends ${formatDayMonth(state.endsAt, timeZone)}. Add your child and start practising.`,
        path: PARENT_HOME_PATH,
      };
    case "plan":
      return {
        title: "You Already Have a Kids Plan",
        description: `Your ${state.planName} plan includes everything in the trial.`,
        path: PARENT_HOME_PATH,
      };
    case "adult":
      // One account has one subscription: a kids trial would end the adult plan.
      return {
        title: "Free Trial Not Available",
        description: `Your account has the ${state.planName} plan. The kids trial is for an account without a plan.`,
        path: "/dashboard",
      };
    default:
      return null;
  }
}

/**
 * Starting the kids free trial, the same from every button of the kids page and from the return path after
 * registering: start it, or say why not, then go to the parent home.
 */
export function useKidsTrialStart() {
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const plans = useSubscriptionPlans("kids");
  const subscription = useQuery({ ...mySubscriptionQueryOptions(), enabled: user !== null });
  const startTrial = useStartFreeTrial();
  const trialPlan = findTrialPlan(plans.data ?? []);
  const timeZone = user?.timeZone ?? "UTC";

  const goTo = ({ title, description, path }: Notice) => {
    toast({ title, description });
    navigate(path);
  };

  const start = () => {
    // An unreadable subscription is no reason to stop: the server refuses a second trial itself.
    const existing = explainExistingPlan(subscription.data?.subscription ?? null, timeZone);
    if (existing) return goTo(existing);
    if (trialPlan === undefined) {
      toast({
        variant: "destructive",
        title: "Free Trial Not Started",
        description: plans.data
          ? "No kids plan offers a free trial at the moment. Choose a plan to start."
          : "The kids plans could not be loaded. Please try again.",
      });
      return;
    }
    startTrial.mutate(
      { planId: trialPlan.id },
      {
        onSuccess: () => {
          // The children and the open sounds follow the plan.
          void queryClient.invalidateQueries({ queryKey: queryKeys.phonicsAccount });
          goTo({
            title: "Free Trial Started",
            description: `Enjoy ${trialPlan.trialDays} days of the full programme. Nothing to pay.`,
            path: PARENT_HOME_PATH,
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            goTo({
              title: "Free Trial Already Used",
              description: `${getErrorMessage(error, "The free trial can be used once per account")}. Choose a plan to keep practising.`,
              path: PARENT_HOME_PATH,
            });
            return;
          }
          toast({
            variant: "destructive",
            title: "Free Trial Not Started",
            description: getErrorMessage(error, "Failed to start the free trial. Please try again."),
          });
        },
      },
    );
  };

  return {
    start,
    /** The plans (and, for a signed-in parent, the subscription) are known: starting needs no more waiting. */
    isReady: plans.isSuccess && (user === null || !subscription.isPending),
    isStarting: startTrial.isPending,
    hasFailed: startTrial.isError && !(startTrial.error instanceof ApiError && startTrial.error.status === 409),
    plansFailed: plans.isError,
    retryPlans: () => void plans.refetch(),
  };
}
