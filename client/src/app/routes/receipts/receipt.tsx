import { Link, useParams } from "wouter";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { useT } from "@/i18n/use-t";
import { usePaymentReceipt } from "@/features/receipts/api/get-payment-receipt";
import { PaymentReceiptView } from "@/features/receipts/components/payment-receipt-view";
import { ApiError } from "@/lib/api-client";
import { useSchoolDetails } from "@/lib/school";

/** /receipts/:id (signed in): the printable receipt of one of the person's own paid payments. */
export default function ReceiptScreen() {
  const { t } = useT();
  const { id } = useParams<{ id: string }>();
  const paymentId = /^\d+$/.test(id ?? "") ? Number(id) : Number.NaN;
  const receipt = usePaymentReceipt(paymentId);
  const school = useSchoolDetails();

  let content;
  const isNotFound = Number.isNaN(paymentId) || (receipt.error instanceof ApiError && receipt.error.status === 404);
  if (isNotFound)
    content = (
      <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-6">
        <h1 className="text-xl font-bold text-slate-900">{t("account.receiptPage.notFoundTitle")}</h1>
        <p className="text-sm text-slate-600">{t("account.receiptPage.notFoundText")}</p>
        <Link href="/dashboard" className="text-sm font-semibold text-brand-700 underline">
          {t("account.receiptPage.backToDashboard")}
        </Link>
      </div>
    );
  else if (receipt.isPending || school.isPending) content = <SectionLoading label={t("account.receiptPage.loading")} />;
  else if (receipt.isError || school.isError)
    content = (
      <SectionError
        message={t("account.receiptPage.loadError")}
        onRetry={() => {
          void receipt.refetch();
          void school.refetch();
        }}
        isRetrying={receipt.isFetching || school.isFetching}
      />
    );
  else content = <PaymentReceiptView receipt={receipt.data} school={school.data} />;

  return (
    <PageContainer className="print:max-w-none print:p-0">
      <DocumentTitle
        title={receipt.data ? t("account.receipt.title", { number: receipt.data.receiptNumber }) : t("account.receiptPage.documentTitle")}
      />
      {content}
    </PageContainer>
  );
}
