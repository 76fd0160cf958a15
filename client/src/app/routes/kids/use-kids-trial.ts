import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { MySubscription } from "@shared/api/billing";
import type { AnyLocale } from "@shared/i18n/locales";
import { toast } from "@/components/ui/use-toast";
import { useSubscriptionPlans } from "@/features/billing/api/get-subscription-plans";
import { useStartFreeTrial } from "@/features/billing/api/start-free-trial";
import { findTrialPlan } from "@/features/billing/kids-plan-offers";
import { mySubscriptionQueryOptions } from "@/features/dashboard/api/get-my-subscription";
import { formatDayMonth, getKidsPlanState } from "@/features/parent-home/kids-plan-state";
import { translateMessage } from "@/i18n/translate-message";
import { useT, type Translate } from "@/i18n/use-t";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { KIDS_TRIAL_SIGN_UP_PATH, PARENT_HOME_PATH } from "@/lib/parent-paths";
import { queryKeys } from "@/lib/query-keys";

export const TRIAL_SIGN_UP_PATH = KIDS_TRIAL_SIGN_UP_PATH;

type Notice = { title: string; description: string; path: string };

/** The trial needs a confirmed address (decision 0067): a throwaway registration gets no free week. */
const isEmailUnconfirmed = (error: unknown) => error instanceof ApiError && error.code === "email_unconfirmed";

/** Why the trial is not started for this account, said plainly, and where the parent goes instead. */
function explainExistingPlan(subscription: MySubscription | null, timeZone: string, t: Translate, locale: AnyLocale): Notice | null {
  const state = getKidsPlanState(subscription);
  switch (state.kind) {
    case "trial":
      return {
        title: t("kids.trialToast.runningTitle"),
        description: t("kids.trialToast.runningText", { date: formatDayMonth(state.endsAt, timeZone, locale) }),
        path: PARENT_HOME_PATH,
      };
    case "plan":
      return {
        title: t("kids.trialToast.hasPlanTitle"),
        description: t("kids.trialToast.hasPlanText", { planName: state.planName }),
        path: PARENT_HOME_PATH,
      };
    case "adult":
      // One account has one subscription: a kids trial would end the adult plan.
      return {
        title: t("kids.trialToast.notAvailableTitle"),
        description: t("kids.trialToast.notAvailableText", { planName: state.planName }),
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
  const { t, locale } = useT();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const plans = useSubscriptionPlans("kids");
  const subscription = useQuery({ ...mySubscriptionQueryOptions(), enabled: user !== null });
  const startTrial = useStartFreeTrial();
  const [confirmationNeeded, setConfirmationNeeded] = useState<string | null>(null);
  const trialPlan = findTrialPlan(plans.data ?? []);
  const timeZone = user?.timeZone ?? "UTC";

  const goTo = ({ title, description, path }: Notice) => {
    toast({ title, description });
    navigate(path);
  };

  const start = () => {
    // An unreadable subscription is no reason to stop: the server refuses a second trial itself.
    const existing = explainExistingPlan(subscription.data?.subscription ?? null, timeZone, t, locale);
    if (existing) return goTo(existing);
    if (trialPlan === undefined) {
      toast({
        variant: "destructive",
        title: t("kids.trialToast.notStartedTitle"),
        description: plans.data ? t("kids.trialToast.noTrialPlan") : t("kids.trialToast.plansFailed"),
      });
      return;
    }
    startTrial.mutate(
      { planId: trialPlan.id },
      {
        onSuccess: () => {
          setConfirmationNeeded(null);
          // The children and the open sounds follow the plan.
          void queryClient.invalidateQueries({ queryKey: queryKeys.phonicsAccount });
          goTo({
            title: t("kids.trialToast.startedTitle"),
            description: t("kids.trialToast.startedText", { days: trialPlan.trialDays }),
            path: PARENT_HOME_PATH,
          });
        },
        onError: (error) => {
          // Said by the screen itself, with a way to send the link again (TrialNeedsConfirmation).
          if (isEmailUnconfirmed(error)) {
            setConfirmationNeeded(translateMessage(getErrorMessage(error, t("kids.trialConfirm.title"))));
            return;
          }
          if (error instanceof ApiError && error.status === 409) {
            goTo({
              title: t("kids.trialToast.usedTitle"),
              description: t("kids.trialToast.usedText", {
                reason: getErrorMessage(error, t("kids.trialToast.usedReason")),
              }),
              path: PARENT_HOME_PATH,
            });
            return;
          }
          toast({
            variant: "destructive",
            title: t("kids.trialToast.notStartedTitle"),
            description: getErrorMessage(error, t("kids.trialToast.startFailed")),
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
    hasFailed:
      startTrial.isError &&
      !isEmailUnconfirmed(startTrial.error) &&
      !(startTrial.error instanceof ApiError && startTrial.error.status === 409),
    /**
     * The server's words (in the interface language) once the trial was refused for an unconfirmed address,
     * kept while the parent tries again (no flicker), until it starts or they close the message.
     */
    confirmationNeeded,
    dismissConfirmation: () => setConfirmationNeeded(null),
    plansFailed: plans.isError,
    retryPlans: () => void plans.refetch(),
  };
}
