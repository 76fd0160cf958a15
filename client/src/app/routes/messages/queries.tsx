import { PlaceholderPage } from "@/components/layout/page";

export default function QueriesScreen() {
  return (
    <PlaceholderPage
      title="Queries"
      description="Have questions? Our dedicated queries section is coming soon!"
    />
  );
}
