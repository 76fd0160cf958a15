import { PageContainer, PageHeader } from "@/components/layout/page";
import { EmailGeneratorPage } from "@/features/email-generator/components/email-generator-page";

/** /email-generator: write advertiser emails; staff send campaigns from here. */
export default function EmailGeneratorScreen() {
  return (
    <PageContainer>
      <PageHeader
        title="Advertiser Email Generator"
        description="Write a tailored email to a prospective advertiser in seconds, then copy it into your mail app."
      />
      <EmailGeneratorPage />
    </PageContainer>
  );
}
