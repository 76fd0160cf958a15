import { PlaceholderPage } from "@/components/layout/page";

export default function SubscribeScreen() {
  return (
    <PlaceholderPage
      title="Subscribe"
      description="Review your plan and complete your subscription securely."
    />
  );
}
