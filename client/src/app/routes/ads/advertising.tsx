import { PlaceholderPage } from "@/components/layout/page";

export default function AdvertisingScreen() {
  return (
    <PlaceholderPage
      title="Advertise With Us"
      description="Reach English learners worldwide with banner and video placements on our site."
    />
  );
}
