import { AssessmentHero } from "@/features/assessment/components/assessment-hero";
import { PlacementAssessment } from "@/features/assessment/components/placement-assessment";

export default function AssessmentScreen() {
  return (
    <AssessmentHero>
      <PlacementAssessment />
    </AssessmentHero>
  );
}
