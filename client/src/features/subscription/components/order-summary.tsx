import { ShieldCheck } from "lucide-react";
import { useT } from "@/i18n/use-t";
import { formatRand } from "@/lib/format-rand";
import type { Plan } from "@shared/api/billing";
import { PayButton } from "./pay-button";

// Yoco Checkout keeps no card, so nothing renews by itself (decision 0039): the spec's "charged monthly
// until you cancel" would promise an automatic charge that does not exist.
const INTERVAL_TEXT = {
  month: { perId: "billing.orderSummary.perMonth", chargedId: "billing.orderSummary.chargedMonthly" },
  year: { perId: "billing.orderSummary.perYear", chargedId: "billing.orderSummary.chargedYearly" },
} as const;

/**
 * The plan, its price and how it is charged, with the button that leaves for Yoco's checkout. `price` is
 * what the server will charge this student (their own price when they renew), when it is known.
 */
export function OrderSummary({ plan, price = plan.price, isOwnPrice = false }: { plan: Plan; price?: number; isOwnPrice?: boolean }) {
  const { t } = useT();
  const amount = formatRand(price, { decimals: true });
  const interval = INTERVAL_TEXT[plan.billingInterval] ?? INTERVAL_TEXT.month;
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="order-summary-heading" className="text-xl font-bold text-slate-900">
        {t("billing.orderSummary.title")}
      </h2>
      <dl className="mt-6 space-y-3 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-600">{t("billing.orderSummary.plan")}</dt>
          <dd className="text-right font-semibold break-words text-slate-900" translate="no">
            {plan.name}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-600">{t("billing.orderSummary.price")}</dt>
          <dd className="text-right text-slate-900">
            <span className="font-semibold">{amount}</span> {t(interval.perId)}
            {isOwnPrice && price !== plan.price ? (
              <span className="mt-1 block text-slate-600">{t("billing.orderSummary.ownPrice")}</span>
            ) : null}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-100 pt-3">
          <dt className="font-semibold text-slate-900">{t("billing.orderSummary.dueToday")}</dt>
          <dd className="text-right text-lg font-bold text-slate-900">{amount}</dd>
        </div>
      </dl>
      <p className="mt-2 text-right text-sm text-slate-600">{t(interval.chargedId)}</p>
      <p className="mt-5 flex gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
        <span>{t("billing.orderSummary.guarantee")}</span>
      </p>
      <div className="mt-6">
        <PayButton planId={plan.id} amount={amount} />
      </div>
      <p className="mt-3 text-center text-xs text-slate-600">{t("billing.orderSummary.yocoNote")}</p>
    </section>
  );
}
