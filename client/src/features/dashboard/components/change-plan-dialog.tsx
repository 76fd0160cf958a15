import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useChangeSubscriptionPlan } from "../api/change-subscription-plan";
import type { MySubscription } from "@shared/api/billing";
import { formatDay } from "../subscription-dates";
import { PlanChoiceList } from "./plan-choice-list";

export function ChangePlanDialog({ subscription }: { subscription: MySubscription }) {
  const [open, setOpen] = useState(false);
  const [selectedPlanId, setSelectedPlanId] = useState<number | null>(null);
  const changePlan = useChangeSubscriptionPlan();
  const changeDay = formatDay(subscription.currentPeriodEnd);
  const audience = subscription.plan.audience;

  const onOpenChange = (next: boolean) => {
    if (changePlan.isPending) return;
    setOpen(next);
    if (!next) setSelectedPlanId(null);
  };

  const confirm = () => {
    if (selectedPlanId === null) return;
    changePlan.mutate(
      { planId: selectedPlanId },
      {
        onSuccess: (answer) => {
          onOpenChange(false);
          const newPlan = answer.subscription?.pendingPlan?.name;
          toast({
            title: "Plan Change Scheduled",
            description: newPlan
              ? `You move to ${newPlan} on ${changeDay}, at the start of your next billing period.`
              : `Your new plan starts on ${changeDay}, at the start of your next billing period.`,
          });
        },
        onError: (error) => {
          // Closed first: an open modal hides the toast from screen readers.
          onOpenChange(false);
          toast({
            variant: "destructive",
            title: "Error",
            description: getErrorMessage(error, "Failed to change your plan. Please try again."),
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          Change Plan
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change your plan</DialogTitle>
          <DialogDescription>
            Your new plan starts on {changeDay}, at your next billing period. You keep {subscription.plan.name} until then.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <PlanChoiceList
            audience={audience}
            currentPlanId={subscription.plan.id}
            selectedPlanId={selectedPlanId}
            onSelect={setSelectedPlanId}
          />
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={changePlan.isPending}>
              Keep Current Plan
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={selectedPlanId === null || changePlan.isPending} aria-busy={changePlan.isPending}>
            {changePlan.isPending ? <Spinner className="size-4" /> : null}
            {changePlan.isPending ? "Saving..." : "Confirm Change"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
