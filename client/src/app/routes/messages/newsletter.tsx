import { ComingSoonPage } from "@/features/messages/components/coming-soon-page";

export default function NewsletterScreen() {
  return (
    <ComingSoonPage
      title="Newsletter"
      message="Our newsletter is not running yet. Leave your email and we will write once, when the first issue goes out."
    />
  );
}
