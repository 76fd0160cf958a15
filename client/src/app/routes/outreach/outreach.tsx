import { PageContainer, PageHeader } from "@/components/layout/page";
import { OutreachPage } from "@/features/outreach/components/outreach-page";

/** /outreach (admins): the school's advertiser prospects and the emails sent to them. */
export default function OutreachScreen() {
  return (
    <PageContainer>
      <PageHeader
        title="Video Advertising Outreach Dashboard"
        description="Find advertisers, write to them with consent in mind, and follow the pipeline."
      />
      <OutreachPage />
    </PageContainer>
  );
}
