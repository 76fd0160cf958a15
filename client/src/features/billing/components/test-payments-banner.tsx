import { FlaskConical } from "lucide-react";
import { useT } from "@/i18n/use-t";
import { usePaymentsMode } from "../api/get-payments-mode";

/**
 * A slim line above every page while the server takes payments in its sandbox, so that nobody mistakes
 * the demo for a real shop. A status, read once when it appears; dark on light amber for contrast.
 */
// In the page frame, so its words are in `core` with the header's (no page waits for the shop part for it).
export function TestPaymentsBanner() {
  const { t } = useT();
  const mode = usePaymentsMode();
  if (!mode.data?.isTestMode) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950">
      <FlaskConical aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px]" />
      {/* The server only says whether payments are test ones; the words are the interface language's. */}
      {t("common.testPayments.notice")}
    </div>
  );
}
