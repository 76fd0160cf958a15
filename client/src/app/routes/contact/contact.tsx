import { PlaceholderPage } from "@/components/layout/page";

export default function ContactScreen() {
  return (
    <PlaceholderPage
      title="Contact Us"
      description="Questions about courses, payments or partnerships? Send us a message and we will get back to you."
    />
  );
}
