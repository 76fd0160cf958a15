import { Printer } from "lucide-react";
import type { PaymentReceipt } from "@shared/api/billing";
import type { SchoolDetails } from "@shared/api/school";
import { Button } from "@/components/ui/button";
import { formatRand } from "@/lib/format-rand";

/** Receipts state the school's own time, whatever the reader's device is set to. */
export const RECEIPT_TIME_ZONE = "Africa/Johannesburg";

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat("en-ZA", { timeZone: RECEIPT_TIME_ZONE, day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));
const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat("en-ZA", {
    timeZone: RECEIPT_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(new Date(iso));

const STATUS_WORDS: Record<PaymentReceipt["status"], string> = {
  paid: "Paid",
  refunded: "Refunded",
  refund_pending: "Refund pending",
  pending: "Pending",
  failed: "Failed",
  cancelled: "Cancelled",
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
  const what = receipt.planName ?? "Payment";
  const period = receipt.periodStart && receipt.periodEnd ? `${formatDate(receipt.periodStart)} to ${formatDate(receipt.periodEnd)}` : null;
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
            {school.contactEmail} · {school.phone}
          </p>
          {school.registrationNumber ? <p className="text-sm text-slate-600">Registration number {school.registrationNumber}</p> : null}
        </div>
        <Button type="button" variant="outline" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
      </header>

      <div>
        <h1 id="receipt-heading" className="text-2xl font-bold text-slate-900">
          Receipt {receipt.receiptNumber}
        </h1>
        <p className="text-sm text-slate-600">Dates and times are South African time ({RECEIPT_TIME_ZONE}).</p>
      </div>

      <dl className="divide-y divide-slate-100">
        <Row term="Received from">
          {receipt.payerName} ({receipt.payerEmail})
        </Row>
        <Row term="Date paid">{formatDateTime(receipt.paidAt)}</Row>
        <Row term="For">{period ? `${what}, ${period}` : what}</Row>
        <Row term="Amount">{formatRand(receipt.amount, { decimals: true })}</Row>
        <Row term="Status">{STATUS_WORDS[receipt.status]}</Row>
        <Row term="Payment method">Paid by card through Yoco</Row>
        {receipt.paymentReference ? <Row term="Payment reference">{receipt.paymentReference}</Row> : null}
      </dl>

      {receipt.refunds.length > 0 ? (
        <section aria-labelledby="refunds-heading" className="space-y-2">
          <h2 id="refunds-heading" className="text-base font-semibold text-slate-900">
            Refunds
          </h2>
          <ul className="space-y-1 text-sm text-slate-900">
            {receipt.refunds.map((refund) => (
              <li key={refund.refundedAt}>
                {formatDate(refund.refundedAt)}:{" "}
                {refund.amount === null ? "part of the amount (see your bank statement)" : formatRand(refund.amount, { decimals: true })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
