import { Link } from "wouter";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { formatRand } from "@/lib/format-rand";
import { cn } from "@/lib/utils";
import type { PaymentStatus, SubscriptionPayment } from "@shared/api/billing";
import { formatDay } from "../subscription-dates";

const PAYMENT_STATUS_LOOK: Record<PaymentStatus, { labelId: string; className: string }> = {
  paid: { labelId: "dashboard.paymentStatus.paid", className: "text-emerald-700" },
  refunded: { labelId: "dashboard.paymentStatus.refunded", className: "text-slate-600" },
  refund_pending: { labelId: "dashboard.paymentStatus.refundPending", className: "text-slate-600" },
  pending: { labelId: "dashboard.paymentStatus.pending", className: "text-amber-700" },
  failed: { labelId: "dashboard.paymentStatus.failed", className: "text-red-700" },
  cancelled: { labelId: "dashboard.paymentStatus.cancelled", className: "text-slate-600" },
};

/** Every payment of the account, newest first as the server sends them. */
export function PaymentReceipts({ payments }: { payments: SubscriptionPayment[] }) {
  const { t, locale } = useT();
  return (
    <section aria-labelledby="receipts-heading" className="space-y-3">
      <h3 id="receipts-heading" className="text-sm font-semibold text-slate-900">
        {t("dashboard.receipts.title")}
      </h3>
      {payments.length === 0 ? (
        <p className="text-sm text-slate-600">{t("dashboard.receipts.none")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {payments.map((payment) => {
            const look = PAYMENT_STATUS_LOOK[payment.status] ?? PAYMENT_STATUS_LOOK.pending;
            return (
              <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{payment.planName ?? t("dashboard.receipts.subscription")}</p>
                  <p className="text-slate-600">{formatDay(payment.paidAt ?? payment.periodStart, locale)}</p>
                  {payment.periodStart && payment.periodEnd ? (
                    <p className="text-slate-600">
                      {t("dashboard.receipts.period", {
                        start: formatDay(payment.periodStart, locale),
                        end: formatDay(payment.periodEnd, locale),
                      })}
                    </p>
                  ) : null}
                  {payment.refundedAt ? (
                    <p className="text-slate-600">
                      {payment.status === "refunded"
                        ? t("dashboard.receipts.refunded", {
                            amount: formatRand(payment.amount, { decimals: true }),
                            date: formatDay(payment.refundedAt, locale),
                          })
                        : t("dashboard.receipts.partRefunded", { date: formatDay(payment.refundedAt, locale) })}
                    </p>
                  ) : null}
                  {payment.paidAt ? (
                    <Link href={`/receipts/${payment.id}`} className="font-semibold text-brand-700 underline">
                      <Trans
                        id="dashboard.receipts.view"
                        values={{ plan: payment.planName ?? t("dashboard.receipts.thisPayment") }}
                        components={[<span className="sr-only" />]}
                      />
                    </Link>
                  ) : null}
                </div>
                <div className="text-right">
                  <p className="font-semibold text-slate-900">{formatRand(payment.amount, { decimals: true })}</p>
                  <p className={cn("text-xs font-semibold", look.className)}>{t(look.labelId)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
