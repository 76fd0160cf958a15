import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { useT } from "@/i18n/use-t";
import type { VoiceConsentState } from "../lib/use-voice-consent";

/**
 * What voice practice does with a child's voice, said plainly, and the parent's one-time agreement (or its
 * withdrawal). Without it the parent marks each try by ear instead.
 */
export function VoiceConsentPanel({ consent }: { consent: VoiceConsentState }) {
  const { t } = useT();
  if (consent.status === "loading") return <SectionLoading label={t("kids.voiceConsent.loading")} />;
  if (consent.status === "error") return <SectionError message={t("kids.voiceConsent.loadFailed")} onRetry={consent.retry} />;
  if (consent.status === "agreed")
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <ShieldCheck aria-hidden="true" className="size-5 text-emerald-700" />
        <p>{consent.isKeptInBrowser ? t("kids.voiceConsent.agreedInBrowser") : t("kids.voiceConsent.agreed")}</p>
        <Button size="sm" variant="outline" onClick={consent.withdraw} disabled={consent.isSaving}>
          {t("kids.voiceConsent.withdraw")}
        </Button>
        {consent.hasSaveFailed ? <p role="alert">{t("kids.voiceConsent.withdrawFailed")}</p> : null}
      </div>
    );
  return (
    <div role="group" aria-labelledby="voice-consent" className="space-y-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-slate-800">
      {/* Not a heading: the panel sits under an h2 on the demo and an h3 on the dashboard. */}
      <p id="voice-consent" className="font-semibold text-slate-900">
        {t("kids.voiceConsent.title")}
      </p>
      <p>{t("kids.voiceConsent.explanation")}</p>
      <p>{consent.isKeptInBrowser ? t("kids.voiceConsent.agreeOnceInBrowser") : t("kids.voiceConsent.agreeOnce")}</p>
      <Button onClick={consent.agree} disabled={consent.isSaving}>
        {t("kids.voiceConsent.agree")}
      </Button>
      {consent.hasSaveFailed ? <p role="alert">{t("kids.voiceConsent.agreeFailed")}</p> : null}
    </div>
  );
}
