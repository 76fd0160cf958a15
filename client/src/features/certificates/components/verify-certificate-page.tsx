import { useLocation } from "wouter";
import { verifyPath } from "@shared/api/certificates";
import { VerificationResult } from "./verification-result";
import { VerifyCertificateForm } from "./verify-certificate-form";

/** /verify and /verify/:number: anyone checks a number; the form stays to check another. */
export function VerifyCertificatePage({ certificateNumber }: { certificateNumber?: string }) {
  const [, navigate] = useLocation();
  return (
    <div className="max-w-3xl space-y-8">
      {/* A new number starts a fresh form with that number in it. */}
      <VerifyCertificateForm
        key={certificateNumber ?? ""}
        initialNumber={certificateNumber ?? ""}
        onVerify={(number) => navigate(verifyPath(number))}
      />
      {certificateNumber ? <VerificationResult certificateNumber={certificateNumber} /> : null}
    </div>
  );
}
