import { PlaceholderPage } from "@/components/layout/page";

export default function NewsletterScreen() {
  return (
    <PlaceholderPage
      title="Newsletter"
      description="Our newsletter feature is coming soon. Please check back later!"
    />
  );
}
