import { ShieldAlert, ShieldCheck, ShieldQuestion } from "lucide-react";
import { formatDate } from "@shared/i18n/format";
import { SectionLoading } from "@/components/ui/section-status";
import { useT } from "@/i18n/use-t";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useCertificateVerification } from "../api/verify-certificate";
import { describeBasisIn } from "./certificate-basis-text";

/** What the school says about one number: valid with every printed fact, revoked with the reason, or unknown. */
export function VerificationResult({ certificateNumber }: { certificateNumber: string }) {
  const { t, locale } = useT();
  const verification = useCertificateVerification(certificateNumber);
  if (verification.isPending) return <SectionLoading label={t("certificates.verification.checking")} />;
  if (verification.isError) {
    const isUnknown = verification.error instanceof ApiError && verification.error.status === 404;
    return (
      <div role="alert" className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
        <ShieldQuestion aria-hidden="true" className="size-7 shrink-0" />
        <div>
          <p className="font-semibold">{getErrorMessage(verification.error, t("certificates.verification.checkError"))}</p>
          {isUnknown ? <p className="mt-1 text-sm">{t("certificates.verification.unknownHint", { number: certificateNumber })}</p> : null}
        </div>
      </div>
    );
  }
  const certificate = verification.data;
  const isValid = certificate.status === "valid";
  const longDate = (iso: string) => formatDate(iso, locale, "longPadded");
  const facts: [string, string][] = [
    [t("certificates.verification.student"), certificate.studentName],
    [t("certificates.verification.course"), certificate.courseName],
    [t("certificates.verification.completionDate"), longDate(certificate.completionDate)],
    [t("certificates.verification.grade"), certificate.grade ?? t("certificates.basis.noGrade")],
    [t("certificates.verification.issueDate"), longDate(certificate.issueDate)],
    [t("certificates.verification.certificateNumber"), certificate.certificateNumber],
  ];
  const { hours, basis } = describeBasisIn(t, certificate);
  if (hours) facts.splice(4, 0, [t("certificates.verification.guidedLearning"), hours]);
  if (basis)
    facts.push([
      certificate.grade === null ? t("certificates.verification.whatItCertifies") : t("certificates.verification.gradeBasis"),
      basis,
    ]);
  return (
    <section
      aria-label={t("certificates.verification.regionLabel")}
      className={cn("rounded-2xl border p-6", isValid ? "border-emerald-200 bg-emerald-50" : "border-red-200 bg-red-50")}
    >
      <div className="flex items-center gap-3">
        {isValid ? (
          <ShieldCheck aria-hidden="true" className="size-8 text-emerald-700" />
        ) : (
          <ShieldAlert aria-hidden="true" className="size-8 text-red-700" />
        )}
        <h2 className={cn("text-xl font-semibold", isValid ? "text-emerald-900" : "text-red-900")}>
          {isValid ? t("certificates.verification.valid") : t("certificates.verification.revoked")}
        </h2>
      </div>
      <p className={cn("mt-2 text-sm", isValid ? "text-emerald-900" : "text-red-900")}>
        {isValid
          ? t("certificates.verification.validDescription")
          : t("certificates.verification.revokedDescription", {
              reason: certificate.revokedReason || t("certificates.verification.reasonNotGiven"),
            })}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 rounded-xl bg-white p-4 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
