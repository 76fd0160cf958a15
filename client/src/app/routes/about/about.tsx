import { PlaceholderPage } from "@/components/layout/page";

export default function AboutScreen() {
  return (
    <PlaceholderPage
      title="About Us"
      description="Our story, mission and values: teaching English online to students around the world since 2005."
    />
  );
}
