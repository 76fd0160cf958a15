import { Link, useParams } from "wouter";
import { PlaceholderPage } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";

export default function CourseDetailScreen() {
  const { id } = useParams<{ id: string }>();
  return (
    <PlaceholderPage
      title="Course Details"
      description={`Overview, modules and requirements of course ${id}, with a 12-week plan and a certificate of completion.`}
    >
      <Link href="/courses" className={buttonClasses({ variant: "outline" })}>
        Back to all courses
      </Link>
    </PlaceholderPage>
  );
}
