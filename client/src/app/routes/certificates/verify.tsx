import { PlaceholderPage } from "@/components/layout/page";

export default function VerifyCertificateScreen() {
  return <PlaceholderPage title="Verify a Certificate" description="Check a certificate of completion by its number." />;
}
