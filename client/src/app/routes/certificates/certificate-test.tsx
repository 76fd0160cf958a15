import { PageContainer, PageHeader } from "@/components/layout/page";
import { CertificateTestPage } from "@/features/certificates/components/certificate-test-page";

/** /certificate-test: sample certificates to download and check. */
export default function CertificateTestScreen() {
  return (
    <PageContainer>
      <PageHeader title="Certificate Download Test" description="Download sample certificates to check how they look and print." />
      <CertificateTestPage />
    </PageContainer>
  );
}
