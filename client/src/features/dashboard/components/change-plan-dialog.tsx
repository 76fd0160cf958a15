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
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useChangeSubscriptionPlan } from "../api/change-subscription-plan";
import type { MySubscription } from "@shared/api/billing";
import { formatDay } from "../subscription-dates";
import { PlanChoiceList } from "./plan-choice-list";

export function ChangePlanDialog({ subscription }: { subscription: MySubscription }) {
  const { t, locale } = useT();
  const [open, setOpen] = useState(false);
  const [selectedPlanId, setSelectedPlanId] = useState<number | null>(null);
  const changePlan = useChangeSubscriptionPlan();
  const changeDay = formatDay(subscription.currentPeriodEnd, locale);
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
            title: t("dashboard.changePlan.scheduledTitle"),
            description: newPlan
              ? t("dashboard.changePlan.scheduledTo", { plan: newPlan, date: changeDay })
              : t("dashboard.changePlan.scheduled", { date: changeDay }),
          });
        },
        onError: (error) => {
          // Closed first: an open modal hides the toast from screen readers.
          onOpenChange(false);
          toast({
            variant: "destructive",
            title: t("dashboard.toast.error"),
            description: getErrorMessage(error, t("dashboard.changePlan.error")),
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          {t("dashboard.changePlan.trigger")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("dashboard.changePlan.title")}</DialogTitle>
          <DialogDescription>{t("dashboard.changePlan.description", { date: changeDay, plan: subscription.plan.name })}</DialogDescription>
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
              {t("dashboard.changePlan.keep")}
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={selectedPlanId === null || changePlan.isPending} aria-busy={changePlan.isPending}>
            {changePlan.isPending ? <Spinner className="size-4" /> : null}
            {changePlan.isPending ? t("dashboard.changePlan.saving") : t("dashboard.changePlan.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
