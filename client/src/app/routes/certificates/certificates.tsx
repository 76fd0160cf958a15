import { PageContainer, PageHeader } from "@/components/layout/page";
import { MyCertificatesPage } from "@/features/certificates/components/my-certificates-page";

/** /certificates (signed in): the student's certificates of completion. */
export default function CertificatesScreen() {
  return (
    <PageContainer>
      <PageHeader title="My Certificates" description="Your certificates of completion, ready to download, print and verify." />
      <MyCertificatesPage />
    </PageContainer>
  );
}
