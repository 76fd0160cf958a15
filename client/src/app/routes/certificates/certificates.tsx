import { PlaceholderPage } from "@/components/layout/page";

export default function CertificatesScreen() {
  return <PlaceholderPage title="My Certificates" description="Your certificates of completion, ready to download and verify." />;
}
