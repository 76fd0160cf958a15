import type { AdminPayment, AdminSubscription } from "@shared/api/admin-subscriptions";
import { Badge } from "@/components/ui/badge";
import { formatRand } from "@/lib/format-rand";
import { useViewerTime } from "@/lib/viewer-time";
import { PAYMENT_STATUS_LOOK } from "./account-labels";
import { PaymentActions } from "./payment-actions";

const ACCESS_STATUSES = new Set(["active", "past_due", "cancelled"]);

const describePayment = (payment: AdminPayment, day: (moment: string) => string) => {
  if (payment.kind !== "subscription") return "Advertisement";
  const plan = payment.planName ?? "Subscription";
  return payment.periodStart && payment.periodEnd
    ? `${plan}, ${day(payment.periodStart)} to ${day(payment.periodEnd)}`
    : `${plan} (checkout not completed)`;
};

type PaymentHistoryProps = {
  userId: number;
  name: string;
  email: string;
  payments: AdminPayment[];
  subscription: AdminSubscription | null;
};

/** Every payment of the account, newest first: when, what, how much, its state and any refund. */
export function PaymentHistory({ userId, name, email, payments, subscription }: PaymentHistoryProps) {
  const { day } = useViewerTime();
  if (payments.length === 0) return <p className="text-sm text-slate-600">No payments yet.</p>;
  const now = Date.now();
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Payments">
      {payments.map((payment) => {
        const look = PAYMENT_STATUS_LOOK[payment.status];
        const endsAccess =
          subscription !== null &&
          ACCESS_STATUSES.has(subscription.status) &&
          payment.periodEnd !== null &&
          new Date(payment.periodEnd).getTime() > now;
        return (
          <li key={payment.id} className="space-y-2 p-3 text-sm" aria-label={`Payment ${payment.receiptNumber ?? payment.id}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="font-medium text-slate-900">{day(payment.paidAt ?? payment.createdAt)}</span>
              <span className="font-semibold text-slate-900">{formatRand(payment.amount, { decimals: true })}</span>
            </div>
            <p className="break-words text-slate-700">{describePayment(payment, day)}</p>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={look.tone}>{look.label}</Badge>
              {payment.receiptNumber ? <span className="text-slate-600">Receipt {payment.receiptNumber}</span> : null}
              {payment.refundedAt ? (
                <span className="text-slate-600">
                  {payment.status === "refunded" ? "Refunded on " : "Part refunded in Yoco on "}
                  {day(payment.refundedAt)}
                </span>
              ) : null}
            </div>
            <PaymentActions userId={userId} name={name} email={email} payment={payment} endsAccess={endsAccess} />
          </li>
        );
      })}
    </ul>
  );
}
