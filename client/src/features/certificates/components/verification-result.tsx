import { format } from "date-fns";
import { ShieldAlert, ShieldCheck, ShieldQuestion } from "lucide-react";
import { SectionLoading } from "@/components/ui/section-status";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useCertificateVerification } from "../api/verify-certificate";
import { describeGradeBasis, describeGuidedHours } from "../lib/certificate-basis";

const longDate = (iso: string) => format(new Date(iso), "MMMM dd, yyyy");

/** What the school says about one number: valid with every printed fact, revoked with the reason, or unknown. */
export function VerificationResult({ certificateNumber }: { certificateNumber: string }) {
  const verification = useCertificateVerification(certificateNumber);
  if (verification.isPending) return <SectionLoading label="Checking the certificate..." />;
  if (verification.isError) {
    const isUnknown = verification.error instanceof ApiError && verification.error.status === 404;
    return (
      <div role="alert" className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
        <ShieldQuestion aria-hidden="true" className="size-7 shrink-0" />
        <div>
          <p className="font-semibold">{getErrorMessage(verification.error, "The certificate could not be checked. Please try again.")}</p>
          {isUnknown ? (
            <p className="mt-1 text-sm">
              Check the number on the certificate ({certificateNumber}) and try again: numbers look like CC-2026-ABCD2345.
            </p>
          ) : null}
        </div>
      </div>
    );
  }
  const certificate = verification.data;
  const isValid = certificate.status === "valid";
  const facts: [string, string][] = [
    ["Student", certificate.studentName],
    ["Course", certificate.courseName],
    ["Completion date", longDate(certificate.completionDate)],
    ["Grade", certificate.grade],
    ["Issue date", longDate(certificate.issueDate)],
    ["Academic Director", certificate.instructorName],
    ["Certificate number", certificate.certificateNumber],
  ];
  const hours = describeGuidedHours(certificate);
  const basis = describeGradeBasis(certificate);
  if (hours) facts.splice(4, 0, ["Guided learning", hours]);
  if (basis) facts.push(["How the grade was reached", basis]);
  return (
    <section
      aria-label="Verification result"
      className={cn("rounded-2xl border p-6", isValid ? "border-emerald-200 bg-emerald-50" : "border-red-200 bg-red-50")}
    >
      <div className="flex items-center gap-3">
        {isValid ? (
          <ShieldCheck aria-hidden="true" className="size-8 text-emerald-700" />
        ) : (
          <ShieldAlert aria-hidden="true" className="size-8 text-red-700" />
        )}
        <h2 className={cn("text-xl font-semibold", isValid ? "text-emerald-900" : "text-red-900")}>
          {isValid ? "Valid certificate" : "Revoked"}
        </h2>
      </div>
      <p className={cn("mt-2 text-sm", isValid ? "text-emerald-900" : "text-red-900")}>
        {isValid
          ? "This certificate was issued by the college and is valid."
          : `This certificate was issued by the college but has been revoked. Reason: ${certificate.revokedReason || "not given"}`}
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
