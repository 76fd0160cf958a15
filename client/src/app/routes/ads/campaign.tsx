import { useParams, useSearchParams } from "wouter";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { CampaignPage } from "@/features/advertising/components/campaign-page";

/** The advertiser's private campaign page (/advertising/campaigns/:token), the link from their email. */
export default function CampaignScreen() {
  const { token = "" } = useParams<{ token: string }>();
  const [searchParams] = useSearchParams();
  return (
    <PageContainer className="space-y-6">
      <PageHeader
        title="Your campaign"
        description="Status, payment and results of your advertisement. Keep this page's address private."
      />
      <CampaignPage token={token} payment={searchParams.get("payment")} />
    </PageContainer>
  );
}
