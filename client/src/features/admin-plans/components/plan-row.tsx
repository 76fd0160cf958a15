import { ArrowDown, ArrowUp } from "lucide-react";
import { useState } from "react";
import { COURSE_RULE_LABELS, type AdminPlan } from "@shared/api/admin-plans";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatRand } from "@/lib/format-rand";
import type { PlanAction } from "../api/plan-actions";

type PlanRowProps = {
  plan: AdminPlan;
  isFirst: boolean;
  isLast: boolean;
  isBusy: boolean;
  /** The plan as the buttons name it: "Premium", or "Premium (kids, yearly)" when another plan shares the name. */
  label: string;
  onEdit: () => void;
  onAction: (action: PlanAction) => Promise<unknown>;
};

const subscribersText = (count: number) => (count === 1 ? "1 subscriber" : `${count} subscribers`);

/** One plan: what the pricing card shows, who still has it, and its actions. */
export function PlanRow({ plan, label, isFirst, isLast, isBusy, onEdit, onAction }: PlanRowProps) {
  const [isConfirmingRetire, setIsConfirmingRetire] = useState(false);
  const per = plan.billingInterval === "year" ? "per year" : "per month";
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-[1_1_16rem] space-y-1">
          <h4 className="flex flex-wrap items-center gap-2 text-lg font-semibold break-words text-slate-900">
            {plan.name}
            {plan.isActive ? <Badge tone="success">Offered</Badge> : <Badge tone="muted">Retired</Badge>}
            {plan.trialDays > 0 ? <Badge tone="info">{`${plan.trialDays}-day free trial`}</Badge> : null}
          </h4>
          <p className="text-slate-900">
            <span className="font-semibold">{formatRand(plan.price, { decimals: true })}</span> {per}
          </p>
          <p className="text-sm break-words text-slate-600">{plan.description}</p>
          <p className="text-sm text-slate-600">
            {plan.audience === "adult" ? `${COURSE_RULE_LABELS[plan.courseAccess]} · ` : ""}
            {plan.features.length === 1 ? "1 feature" : `${plan.features.length} features`} · {subscribersText(plan.subscriberCount)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Move ${label} up`}
            disabled={isFirst || isBusy}
            onClick={() => void onAction({ planId: plan.id, action: "move", direction: "up" })}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Move ${label} down`}
            disabled={isLast || isBusy}
            onClick={() => void onAction({ planId: plan.id, action: "move", direction: "down" })}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="outline" size="sm" aria-label={`Edit ${label}`} onClick={onEdit}>
            Edit
          </Button>
          {plan.isActive ? (
            <ConfirmDialog
              open={isConfirmingRetire}
              onOpenChange={setIsConfirmingRetire}
              trigger={
                <Button variant="outline" size="sm" aria-label={`Retire ${label}`}>
                  Retire
                </Button>
              }
              title={`Retire ${plan.name}?`}
              description={`It leaves the pricing pages and takes no new checkouts. Its ${subscribersText(plan.subscriberCount)} keep it and can still renew at their own price.`}
              confirmLabel="Retire plan"
              busyLabel="Retiring..."
              confirmVariant="destructive"
              dismissLabel="Keep offering it"
              isBusy={isBusy}
              onConfirm={() => void onAction({ planId: plan.id, action: "retire" }).then(() => setIsConfirmingRetire(false))}
            />
          ) : (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Offer again: ${label}`}
              disabled={isBusy}
              onClick={() => void onAction({ planId: plan.id, action: "reinstate" })}
            >
              Offer again
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
