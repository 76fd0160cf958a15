import { PlaceholderPage } from "@/components/layout/page";

export default function AdminScreen() {
  return <PlaceholderPage title="Admin Area" description="Manage courses, students, advertisements and site content." />;
}
