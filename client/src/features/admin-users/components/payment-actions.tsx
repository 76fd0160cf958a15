import type { AdminPayment } from "@shared/api/admin-subscriptions";
import { formatRand } from "@/lib/format-rand";
import { useRefundPayment } from "../api/refund-payment";
import { useResendReceipt } from "../api/resend-receipt";
import { AccountActionDialog } from "./account-action-dialog";

type PaymentActionsProps = {
  userId: number;
  name: string;
  email: string;
  payment: AdminPayment;
  /** Whether refunding this payment ends the student's access now (it paid for the period in use or one to come). */
  endsAccess: boolean;
};

/** Refund (through Yoco) and resend the receipt, where the server says each is possible. */
export function PaymentActions({ userId, name, email, payment, endsAccess }: PaymentActionsProps) {
  const refund = useRefundPayment();
  const resend = useResendReceipt();
  const isBusy = refund.isPending || resend.isPending;
  const amount = formatRand(payment.amount, { decimals: true });
  const receipt = payment.receiptNumber ?? `payment ${payment.id}`;
  const isResend = payment.status === "refund_pending";
  if (!payment.canRefund && !payment.canResendReceipt) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {payment.canResendReceipt ? (
        <AccountActionDialog
          id={`receipt-${payment.id}`}
          label="Resend receipt"
          title={`Send receipt ${receipt} again?`}
          description={`The receipt for ${amount} is mailed to ${email}, the account's address now.`}
          confirmLabel="Send receipt"
          reason="none"
          run={async () => (await resend.mutateAsync({ userId, paymentId: payment.id })).message}
          successTitle="Receipt sent"
          isBusy={isBusy}
        />
      ) : null}
      {payment.canRefund ? (
        <AccountActionDialog
          id={`refund-${payment.id}`}
          label={isResend ? "Send refund again" : "Refund"}
          title={isResend ? `Send the refund of ${amount} to Yoco again?` : `Refund ${amount} to ${name}?`}
          description={
            isResend
              ? "The refund is recorded but did not reach Yoco. It is sent once: Yoco never refunds the same payment twice."
              : `The whole payment (${receipt}) goes back to their card through Yoco. ${
                  endsAccess
                    ? "Their access ends now, as with the money-back guarantee."
                    : "Their current access does not change: this payment was for a period that is over."
                } This cannot be undone.`
          }
          confirmLabel={isResend ? "Send refund" : `Refund ${amount}`}
          variant="destructive"
          reason={isResend ? "none" : "required"}
          run={async (reason) => {
            await refund.mutateAsync({ userId, paymentId: payment.id, reason: reason || "Sent again" });
            return `The refund of ${amount} was sent to Yoco. The payment shows Refunded once Yoco confirms it.`;
          }}
          successTitle="Refund asked"
          isBusy={isBusy}
        />
      ) : null}
    </div>
  );
}
