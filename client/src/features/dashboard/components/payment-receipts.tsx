import { Link } from "wouter";
import { formatRand } from "@/lib/format-rand";
import { cn } from "@/lib/utils";
import type { PaymentStatus, SubscriptionPayment } from "@shared/api/billing";
import { formatDay } from "../subscription-dates";

const PAYMENT_STATUS_LOOK: Record<PaymentStatus, { label: string; className: string }> = {
  paid: { label: "Paid", className: "text-emerald-700" },
  refunded: { label: "Refunded", className: "text-slate-600" },
  refund_pending: { label: "Refund pending", className: "text-slate-600" },
  pending: { label: "Pending", className: "text-amber-700" },
  failed: { label: "Failed", className: "text-red-700" },
  cancelled: { label: "Cancelled", className: "text-slate-600" },
};

/** Every payment of the account, newest first as the server sends them. */
export function PaymentReceipts({ payments }: { payments: SubscriptionPayment[] }) {
  return (
    <section aria-labelledby="receipts-heading" className="space-y-3">
      <h3 id="receipts-heading" className="text-sm font-semibold text-slate-900">
        Receipts
      </h3>
      {payments.length === 0 ? (
        <p className="text-sm text-slate-600">No payments yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {payments.map((payment) => {
            const look = PAYMENT_STATUS_LOOK[payment.status] ?? PAYMENT_STATUS_LOOK.pending;
            return (
              <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{payment.planName ?? "Subscription"}</p>
                  <p className="text-slate-600">{formatDay(payment.paidAt ?? payment.periodStart)}</p>
                  {payment.periodStart && payment.periodEnd ? (
                    <p className="text-slate-600">
                      For {formatDay(payment.periodStart)} to {formatDay(payment.periodEnd)}
                    </p>
                  ) : null}
                  {payment.refundedAt ? (
                    <p className="text-slate-600">
                      {payment.status === "refunded"
                        ? `Refunded ${formatRand(payment.amount, { decimals: true })} on `
                        : "Part refunded on "}
                      {formatDay(payment.refundedAt)}
                    </p>
                  ) : null}
                  {payment.paidAt ? (
                    <Link href={`/receipts/${payment.id}`} className="font-semibold text-brand-700 underline">
                      View receipt <span className="sr-only">for {payment.planName ?? "this payment"}</span>
                    </Link>
                  ) : null}
                </div>
                <div className="text-right">
                  <p className="font-semibold text-slate-900">{formatRand(payment.amount, { decimals: true })}</p>
                  <p className={cn("text-xs font-semibold", look.className)}>{look.label}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
