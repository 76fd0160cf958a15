import { PlaceholderPage } from "@/components/layout/page";

export default function KidsScreen() {
  return (
    <PlaceholderPage
      title="Kids Learning"
      description="English for children aged 3 to 12, with family plans from $9 per month and a free 7-day trial."
    />
  );
}
