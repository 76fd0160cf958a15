import { useParams } from "wouter";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { VerifyCertificatePage } from "@/features/certificates/components/verify-certificate-page";

/** A hand-typed address may hold a lone '%': shown as typed rather than breaking the page. */
const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** /verify and /verify/:number (public): how employers check a certificate. */
export default function VerifyCertificateScreen() {
  const { number } = useParams<{ number?: string }>();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Certificate verification"
        title="Verify a Certificate"
        description="Enter the number printed on a certificate of completion to see what the college issued and whether it is valid."
      />
      <VerifyCertificatePage certificateNumber={number ? safeDecode(number) : undefined} />
    </PageContainer>
  );
}
