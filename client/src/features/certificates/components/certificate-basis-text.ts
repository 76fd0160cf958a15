import type { Translate } from "@/i18n/use-t";
import type { CertificateBasis } from "../lib/certificate-basis";

/**
 * What a certificate certifies, in the interface language, for the screens (the card, the verification
 * page). The certificate file itself keeps the English words of lib/certificate-basis.ts.
 */
export function describeBasisIn(t: Translate, { grade, guidedHours, finalScore, moduleTestsScore }: CertificateBasis) {
  const hours = typeof guidedHours === "number" && guidedHours > 0 ? t("certificates.basis.guidedHours", { hours: guidedHours }) : null;
  const basis =
    grade === null
      ? t("certificates.basis.completionRecord")
      : typeof finalScore === "number"
        ? t("certificates.basis.gradeBasis", { finalScore, moduleTestsScore: moduleTestsScore ?? 0 })
        : null;
  return { hours, basis };
}
