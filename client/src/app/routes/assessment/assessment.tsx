import { PlaceholderPage } from "@/components/layout/page";

export default function AssessmentScreen() {
  return (
    <PlaceholderPage
      title="Placement Assessment"
      description="Five quick questions to find your English level and the right course for you."
    />
  );
}
