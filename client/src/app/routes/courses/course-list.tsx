import { PlaceholderPage } from "@/components/layout/page";

export default function CourseListScreen() {
  return (
    <PlaceholderPage
      title="Our Courses"
      description="English courses for every CEFR level from A1 to C2, plus UK-accredited TEFL certification."
    />
  );
}
