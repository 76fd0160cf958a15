import { PlaceholderPage } from "@/components/layout/page";

export default function OutreachScreen() {
  return <PlaceholderPage title="Video Outreach Dashboard" description="Plan and track video advertising outreach to partner companies." />;
}
