import { ComingSoonPage } from "@/features/messages/components/coming-soon-page";

export default function QueriesScreen() {
  return <ComingSoonPage title="Queries" message="Have questions? Our dedicated queries section is coming soon!" />;
}
