import { PlaceholderPage } from "@/components/layout/page";

export default function PricingScreen() {
  return (
    <PlaceholderPage
      title="Pricing"
      description="Monthly plans for every learner, with a 7-day money-back guarantee."
    />
  );
}
