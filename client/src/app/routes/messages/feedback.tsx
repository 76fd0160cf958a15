import { PlaceholderPage } from "@/components/layout/page";

export default function FeedbackScreen() {
  return (
    <PlaceholderPage
      title="Feedback"
      description="Tell us what works well and what we can improve: every message is read."
    />
  );
}
