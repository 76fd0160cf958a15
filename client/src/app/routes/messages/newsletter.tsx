import { ComingSoonPage } from "@/features/messages/components/coming-soon-page";

export default function NewsletterScreen() {
  return <ComingSoonPage title="Newsletter" message="Our newsletter feature is coming soon. Please check back later!" />;
}
