import type { ReactNode } from "react";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { useStudentAccount } from "../api/get-student-account";
import { AccountHistory } from "./account-history";
import { PaymentHistory } from "./payment-history";
import { SubscriptionActions } from "./subscription-actions";
import { SubscriptionSummary } from "./subscription-summary";

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The student's subscription, their payments and what happened to both, with what an admin may do. */
export function SubscriptionSection({ userId, name }: { userId: number; name?: string }) {
  const account = useStudentAccount(userId);
  if (account.isPending) {
    return (
      <Card id="user-subscription-title" title="Subscription">
        <SectionLoading label="Loading the subscription..." />
      </Card>
    );
  }
  if (account.isError) {
    return (
      <Card id="user-subscription-title" title="Subscription">
        <SectionError
          message="The subscription and payments could not be loaded."
          onRetry={() => void account.refetch()}
          isRetrying={account.isFetching}
        />
      </Card>
    );
  }
  const { subscription, payments, history, email, isEmailConfirmed } = account.data;
  const who = name ?? "the student";
  return (
    <>
      <Card id="user-subscription-title" title="Subscription">
        {subscription ? (
          <div className="space-y-4">
            <SubscriptionSummary subscription={subscription} />
            <SubscriptionActions userId={userId} name={who} subscription={subscription} />
          </div>
        ) : (
          <p className="text-sm text-slate-600">No subscription: this account has never subscribed or started a trial.</p>
        )}
      </Card>
      <Card id="user-payments-title" title="Payments">
        {!isEmailConfirmed && payments.length > 0 ? (
          <p className="mb-3 text-sm text-slate-600">
            Receipts are not mailed: {who} has not confirmed their email address. They can view and print every receipt from their profile.
          </p>
        ) : null}
        <PaymentHistory userId={userId} name={who} email={email} payments={payments} subscription={subscription} />
      </Card>
      <Card id="user-history-title" title="Subscription history">
        <AccountHistory history={history} />
      </Card>
    </>
  );
}
