import { useState } from "react";
import { extendSubscriptionSchema, type AdminSubscription } from "@shared/api/admin-subscriptions";
import { TextField } from "@/components/ui/text-field";
import { useViewerTime } from "@/lib/viewer-time";
import { useCancelStudentSubscription } from "../api/cancel-student-subscription";
import { useExtendSubscription } from "../api/extend-subscription";
import { useResumeStudentSubscription } from "../api/resume-student-subscription";
import { AccountActionDialog } from "./account-action-dialog";
import { addDays } from "./account-labels";

const DAYS_MESSAGE = "Enter a whole number of days from 1 to 365";

/** Extend, cancel at the period's end, or undo a cancellation: each only where the server allows it. */
export function SubscriptionActions({ userId, name, subscription }: { userId: number; name: string; subscription: AdminSubscription }) {
  const extend = useExtendSubscription();
  const cancel = useCancelStudentSubscription();
  const resume = useResumeStudentSubscription();
  const [days, setDays] = useState("7");
  const [daysError, setDaysError] = useState<string | undefined>();
  const { day } = useViewerTime();
  const isBusy = extend.isPending || cancel.isPending || resume.isPending;
  const end = day(subscription.currentPeriodEnd);
  const parsedDays = extendSubscriptionSchema.shape.days.safeParse(days);
  const newEnd = parsedDays.success ? day(addDays(subscription.currentPeriodEnd, parsedDays.data)) : null;

  if (!subscription.canExtend && !subscription.canCancel && !subscription.canResume) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {subscription.canExtend ? (
        <AccountActionDialog
          id="extend"
          label="Extend"
          title={`Extend ${name}'s subscription?`}
          description={
            <>
              The current period ends on {end}.{" "}
              {newEnd
                ? `With ${parsedDays.data} more day${parsedDays.data === 1 ? "" : "s"} it ends on ${newEnd}.`
                : "Choose how many days to add."}{" "}
              {subscription.status === "past_due" ? "Access continues and the subscription is active again. " : ""}
              No payment is taken or refunded.
            </>
          }
          confirmLabel={newEnd ? `Extend by ${parsedDays.data} day${parsedDays.data === 1 ? "" : "s"}` : "Extend"}
          reason="required"
          validate={() => {
            const problem = parsedDays.success ? undefined : DAYS_MESSAGE;
            setDaysError(problem);
            return problem ?? null;
          }}
          run={async (reason) => {
            const account = await extend.mutateAsync({ userId, days: Number(days), reason });
            return `${name}'s subscription now ends on ${day(account.subscription!.currentPeriodEnd)}.`;
          }}
          successTitle="Subscription extended"
          isBusy={isBusy}
          onOpenChange={(open) => {
            if (!open) {
              setDays("7");
              setDaysError(undefined);
            }
          }}
        >
          <TextField
            id="extend-days"
            label="Days to add"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={daysError}
            hint="From 1 to 365."
          />
        </AccountActionDialog>
      ) : null}
      {subscription.canCancel ? (
        <AccountActionDialog
          id="cancel"
          label="Cancel at period end"
          title={`Cancel ${name}'s subscription at the end of the period?`}
          description={`They keep access until ${end}, then it ends. No renewal reminder is sent and nothing is refunded. You can undo this until ${end}.`}
          confirmLabel="Cancel at period end"
          variant="destructive"
          reason="optional"
          run={async (reason) => {
            await cancel.mutateAsync({ userId, reason });
            return `${name}'s subscription ends on ${end}.`;
          }}
          successTitle="Subscription cancelled"
          isBusy={isBusy}
        />
      ) : null}
      {subscription.canResume ? (
        <AccountActionDialog
          id="resume"
          label="Undo cancellation"
          title={`Keep ${name}'s subscription going?`}
          description={`The cancellation is undone: before ${end} they get the usual reminders with a link to pay for the next period. Nothing is charged now.`}
          confirmLabel="Undo cancellation"
          reason="optional"
          run={async (reason) => {
            await resume.mutateAsync({ userId, reason });
            return `${name}'s subscription continues after ${end} once they pay.`;
          }}
          successTitle="Cancellation undone"
          isBusy={isBusy}
        />
      ) : null}
    </div>
  );
}
