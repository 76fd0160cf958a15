import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n/use-t";

/**
 * Shown instead of going straight to the checkout when the server stored the application but a mail cap
 * held back its confirmation: this page is then the only place the private campaign link appears, so the
 * advertiser is asked to keep it before paying.
 */
export function SubmittedWithoutMail({ campaignToken, onPay, isPaying }: { campaignToken: string; onPay: () => void; isPaying: boolean }) {
  const { t } = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to what replaced it, so a screen reader reads the note first.
  useEffect(() => headingRef.current?.focus(), []);
  const path = `/advertising/campaigns/${encodeURIComponent(campaignToken)}`;
  return (
    <section aria-labelledby="ad-not-mailed-title" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-800">
      <h3 id="ad-not-mailed-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {t("common.adSubmission.notMailedTitle")}
      </h3>
      <p>{t("common.adSubmission.notMailedText")}</p>
      <p className="space-y-1">
        <span className="block text-sm font-medium text-slate-900">{t("common.adSubmission.linkLabel")}</span>
        <a href={path} className="block break-all text-brand-700 underline">
          {`${window.location.origin}${path}`}
        </a>
      </p>
      <p className="text-sm text-slate-600">{t("common.adSubmission.keepPrivate")}</p>
      <Button onClick={onPay} disabled={isPaying} aria-busy={isPaying}>
        {isPaying ? <Spinner className="size-4" /> : null}
        {t("common.adSubmission.continueToPayment")}
      </Button>
    </section>
  );
}
