import { PlaceholderPage } from "@/components/layout/page";

export default function Screen() {
  return <PlaceholderPage title="Learning" description="Coming in this change." />;
}
