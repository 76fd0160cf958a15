import { PlaceholderPage } from "@/components/layout/page";

export default function EmailGeneratorScreen() {
  return (
    <PlaceholderPage title="Advertiser Email Generator" description="Create personalised outreach emails for prospective advertisers." />
  );
}
