import { PlaceholderPage } from "@/components/layout/page";

export default function CertificateTestScreen() {
  return <PlaceholderPage title="Certificate Download Test" description="Download sample certificates to check how they look and print." />;
}
