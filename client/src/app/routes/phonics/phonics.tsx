import { PlaceholderPage } from "@/components/layout/page";

export default function PhonicsScreen() {
  return (
    <PlaceholderPage
      title="Fun Phonics"
      description="Playful phonics games that help children aged 3 to 12 learn to read and speak English."
    />
  );
}
