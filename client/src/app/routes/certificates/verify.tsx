import { useParams } from "wouter";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { VerifyCertificatePage } from "@/features/certificates/components/verify-certificate-page";
import { useT } from "@/i18n/use-t";

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
  const { t } = useT();
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("certificates.verify.eyebrow")}
        title={t("certificates.verify.title")}
        description={t("certificates.verify.description")}
      />
      <VerifyCertificatePage certificateNumber={number ? safeDecode(number) : undefined} />
    </PageContainer>
  );
}
