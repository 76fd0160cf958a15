import { BookOpen, ClipboardCheck } from "lucide-react";
import { Link } from "wouter";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useAuth } from "@/lib/auth";

export default function DashboardScreen() {
  // The route guard renders this screen only for a signed-in user.
  const { user } = useAuth();
  const name = user?.firstName || user?.username || "";
  return (
    <PageContainer>
      <PageHeader
        eyebrow="My Dashboard"
        title={`Welcome back, ${name}!`}
        description="Your courses, progress and profile will appear here."
      />
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">Not sure where to start? Find your level, then pick a course that fits it.</p>
          <div className="flex flex-wrap gap-3">
            <Link href="/assessment" className={buttonClasses({ variant: "outline" })}>
              <ClipboardCheck aria-hidden="true" className="size-4" />
              Take Assessment
            </Link>
            <Link href="/courses" className={buttonClasses()}>
              <BookOpen aria-hidden="true" className="size-4" />
              Browse Courses
            </Link>
          </div>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
