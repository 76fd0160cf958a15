import { PageContainer, PageHeader } from "@/components/layout/page";
import { EmailGeneratorPage } from "@/features/email-generator/components/email-generator-page";

/** /email-generator (admins only): write advertiser emails and send campaigns, with the school's internal notes. */
export default function EmailGeneratorScreen() {
  return (
    <PageContainer>
      <PageHeader
        title="Advertiser Email Generator"
        description="Write a tailored email to a prospective advertiser, keep your contacts and send campaigns. Staff only."
      />
      <EmailGeneratorPage />
    </PageContainer>
  );
}
