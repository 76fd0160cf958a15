import { PageContainer, PageHeader } from "@/components/layout/page";
import { CertificateTestPage } from "@/features/certificates/components/certificate-test-page";
import { useT } from "@/i18n/use-t";

/** /certificate-test: sample certificates to download and check. */
export default function CertificateTestScreen() {
  const { t } = useT();
  return (
    <PageContainer>
      <PageHeader title={t("certificates.testPage.title")} description={t("certificates.testPage.description")} />
      <CertificateTestPage />
    </PageContainer>
  );
}
