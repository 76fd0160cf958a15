import { PageContainer, PageHeader } from "@/components/layout/page";
import { MyCertificatesPage } from "@/features/certificates/components/my-certificates-page";
import { useT } from "@/i18n/use-t";

/** /certificates (signed in): the student's certificates of completion. */
export default function CertificatesScreen() {
  const { t } = useT();
  return (
    <PageContainer>
      <PageHeader title={t("certificates.mine.title")} description={t("certificates.mine.description")} />
      <MyCertificatesPage />
    </PageContainer>
  );
}
