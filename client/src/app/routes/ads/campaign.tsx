import { useParams, useSearchParams } from "wouter";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { CampaignPage } from "@/features/advertising/components/campaign-page";
import { useT } from "@/i18n/use-t";

/** The advertiser's private campaign page (/advertising/campaigns/:token), the link from their email. */
export default function CampaignScreen() {
  const { t } = useT();
  const { token = "" } = useParams<{ token: string }>();
  const [searchParams] = useSearchParams();
  return (
    <PageContainer className="space-y-6">
      <PageHeader title={t("advertising.campaign.title")} description={t("advertising.campaign.description")} />
      <CampaignPage token={token} payment={searchParams.get("payment")} />
    </PageContainer>
  );
}
