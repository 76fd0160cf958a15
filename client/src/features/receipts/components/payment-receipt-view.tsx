import { Printer } from "lucide-react";
import type { PaymentReceipt } from "@shared/api/billing";
import type { SchoolDetails } from "@shared/api/school";
import { INTL_TAG, type AnyLocale } from "@shared/i18n/locales";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { formatRand } from "@/lib/format-rand";

/** Receipts state the school's own time, whatever the reader's device is set to. */
export const RECEIPT_TIME_ZONE = "Africa/Johannesburg";

// English receipts keep South African dates ("21 November 2026"); other languages write theirs.
const intlTag = (locale: AnyLocale) => (locale === "en" || locale === "pseudo" ? "en-ZA" : INTL_TAG[locale]);
const formatDate = (iso: string, locale: AnyLocale) =>
  new Intl.DateTimeFormat(intlTag(locale), { timeZone: RECEIPT_TIME_ZONE, day: "numeric", month: "long", year: "numeric" }).format(
    new Date(iso),
  );
const formatDateTime = (iso: string, locale: AnyLocale) =>
  new Intl.DateTimeFormat(intlTag(locale), {
    timeZone: RECEIPT_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(new Date(iso));

const STATUS_IDS: Record<PaymentReceipt["status"], string> = {
  paid: "account.receipt.status.paid",
  refunded: "account.receipt.status.refunded",
  refund_pending: "account.receipt.status.refundPending",
  pending: "account.receipt.status.pending",
  failed: "account.receipt.status.failed",
  cancelled: "account.receipt.status.cancelled",
};

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The printable receipt: the school's details, the payer, what was bought, the money and any refund. */
export function PaymentReceiptView({ receipt, school }: { receipt: PaymentReceipt; school: SchoolDetails }) {
  const { t, locale } = useT();
  const what = receipt.planName ?? t("account.receipt.payment");
  const period =
    receipt.periodStart && receipt.periodEnd
      ? t("account.receipt.period", { start: formatDate(receipt.periodStart, locale), end: formatDate(receipt.periodEnd, locale) })
      : null;
  return (
    <article
      aria-labelledby="receipt-heading"
      className="mx-auto max-w-2xl space-y-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-8 print:border-0 print:p-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <p className="text-lg font-bold break-words text-slate-900">{school.name}</p>
          <p className="text-sm break-words text-slate-600">{school.postalAddress}</p>
          <p className="text-sm break-words text-slate-600">
            {school.phone ? `${school.contactEmail} · ${school.phone}` : school.contactEmail}
          </p>
          {school.registrationNumber ? (
            <p className="text-sm text-slate-600">{t("account.receipt.registrationNumber", { number: school.registrationNumber })}</p>
          ) : null}
        </div>
        <Button type="button" variant="outline" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" className="size-4" />
          {t("account.receipt.print")}
        </Button>
      </header>

      <div>
        <h1 id="receipt-heading" className="text-2xl font-bold text-slate-900">
          {t("account.receipt.title", { number: receipt.receiptNumber })}
        </h1>
        <p className="text-sm text-slate-600">{t("account.receipt.timeZoneNote", { timeZone: RECEIPT_TIME_ZONE })}</p>
      </div>

      <dl className="divide-y divide-slate-100">
        <Row term={t("account.receipt.receivedFrom")}>
          {receipt.payerName} ({receipt.payerEmail})
        </Row>
        <Row term={t("account.receipt.datePaid")}>{formatDateTime(receipt.paidAt, locale)}</Row>
        <Row term={t("account.receipt.for")}>{period ? t("account.receipt.forPeriod", { what, period }) : what}</Row>
        <Row term={t("account.receipt.amount")}>{formatRand(receipt.amount, { decimals: true })}</Row>
        <Row term={t("account.receipt.statusLabel")}>{t(STATUS_IDS[receipt.status])}</Row>
        <Row term={t("account.receipt.paymentMethod")}>{t("account.receipt.paidByCard")}</Row>
        {receipt.paymentReference ? <Row term={t("account.receipt.paymentReference")}>{receipt.paymentReference}</Row> : null}
      </dl>

      {receipt.refunds.length > 0 ? (
        <section aria-labelledby="refunds-heading" className="space-y-2">
          <h2 id="refunds-heading" className="text-base font-semibold text-slate-900">
            {t("account.receipt.refunds")}
          </h2>
          <ul className="space-y-1 text-sm text-slate-900">
            {receipt.refunds.map((refund) => (
              <li key={refund.refundedAt}>
                {t("account.receipt.refundLine", {
                  date: formatDate(refund.refundedAt, locale),
                  amount: refund.amount === null ? t("account.receipt.partRefund") : formatRand(refund.amount, { decimals: true }),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
