import { Plus } from "lucide-react";
import { useState } from "react";
import type { AdminPlan, CreatePlanRequest, UpdatePlanRequest } from "@shared/api/admin-plans";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { usePlans } from "../api/get-plans";
import { usePlanAction, type PlanAction } from "../api/plan-actions";
import { useCreatePlan, useUpdatePlan } from "../api/save-plan";
import { PlanForm } from "./plan-form";
import { PlanRow } from "./plan-row";

const GROUPS = [
  { audience: "adult", interval: "month", title: "Adults, monthly" },
  { audience: "adult", interval: "year", title: "Adults, yearly" },
  { audience: "kids", interval: "month", title: "Kids, monthly" },
  { audience: "kids", interval: "year", title: "Kids, yearly" },
] as const;

/** Only what the admin changed: the server records exactly that in the audit log. */
const changedFields = (plan: AdminPlan, next: CreatePlanRequest): UpdatePlanRequest =>
  Object.fromEntries(
    Object.entries(next).filter(([key, value]) => JSON.stringify(plan[key as keyof AdminPlan]) !== JSON.stringify(value)),
  ) as UpdatePlanRequest;

/** Plans and prices: every plan by audience and interval in the pricing pages' order, to create, edit, retire and reorder. */
export function PlansScreen() {
  const plans = usePlans();
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const planAction = usePlanAction();
  const [editing, setEditing] = useState<AdminPlan | "new" | null>(null);
  // Kids Premium and adult Premium: each button names its group too, so no two read the same.
  const names = (plans.data ?? []).map((plan) => plan.name);
  const sharedNames = new Set(names.filter((name, index) => names.indexOf(name) !== index));

  const runAction = (action: PlanAction) =>
    planAction.mutateAsync(action).catch((error: unknown) => {
      toast({ variant: "destructive", title: "Plan Not Changed", description: getErrorMessage(error, "Please try again.") });
    });

  const save = async (next: CreatePlanRequest) => {
    if (editing === "new") {
      await createPlan.mutateAsync(next);
      toast({ title: "Plan Created", description: `${next.name} is on the pricing page.` });
    } else if (editing) {
      const changes = changedFields(editing, next);
      if (Object.keys(changes).length > 0) await updatePlan.mutateAsync({ planId: editing.id, changes });
      toast({ title: "Plan Saved", description: changes.price !== undefined ? "The new price applies to new checkouts only." : undefined });
    }
    setEditing(null);
  };

  return (
    <section aria-labelledby="admin-plans-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          {/* The admin layout's h1 names the screen; this heading names the region for screen readers. */}
          <h2 id="admin-plans-title" className="sr-only">
            Plans and prices
          </h2>
          <p className="text-sm text-slate-600">A subscriber keeps the price they signed up at; a new price applies to new checkouts.</p>
        </div>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" className="size-4" />
          New plan
        </Button>
      </div>
      {plans.isPending ? (
        <SectionLoading label="Loading plans..." />
      ) : plans.isError ? (
        <SectionError message="The plans could not be loaded." onRetry={() => void plans.refetch()} isRetrying={plans.isFetching} />
      ) : plans.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No plans yet. Create the first one.
        </p>
      ) : (
        GROUPS.map((group) => {
          const members = plans.data.filter((plan) => plan.audience === group.audience && plan.billingInterval === group.interval);
          if (members.length === 0) return null;
          const titleId = `plans-${group.audience}-${group.interval}`;
          return (
            <section key={titleId} aria-labelledby={titleId} className="space-y-2">
              <h3 id={titleId} className="text-lg font-semibold text-slate-800">
                {group.title}
              </h3>
              <ol aria-labelledby={titleId} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {members.map((plan, index) => (
                  <PlanRow
                    key={plan.id}
                    plan={plan}
                    isFirst={index === 0}
                    isLast={index === members.length - 1}
                    label={sharedNames.has(plan.name) ? `${plan.name} (${group.title.toLowerCase()})` : plan.name}
                    isBusy={planAction.isPending}
                    onEdit={() => setEditing(plan)}
                    onAction={runAction}
                  />
                ))}
              </ol>
            </section>
          );
        })
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{editing === "new" ? "New plan" : `Edit ${editing?.name ?? "plan"}`}</DialogTitle>
            <DialogDescription>
              {editing === "new"
                ? "It goes on the pricing page at once, last of its group."
                : "Changes show on the pricing page at once. Current subscribers keep their price."}
            </DialogDescription>
          </DialogHeader>
          {editing !== null ? (
            <PlanForm
              key={editing === "new" ? "new" : editing.id}
              plan={editing === "new" ? undefined : editing}
              submitLabel={editing === "new" ? "Create plan" : "Save plan"}
              onCancel={() => setEditing(null)}
              onSubmit={save}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
