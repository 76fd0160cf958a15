import { PlaceholderPage } from "@/components/layout/page";

/** The advertiser's private campaign page (/advertising/campaigns/:token). */
export default function CampaignScreen() {
  return <PlaceholderPage title="Your campaign" description="The campaign page is being built." />;
}
