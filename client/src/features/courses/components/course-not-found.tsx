import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";

/** One answer for a missing course and a failed load: the visitor's next step is the same. */
export function CourseNotFound() {
  return (
    <PageContainer className="flex min-h-[55vh] flex-col items-center justify-center text-center">
      <DocumentTitle title="Course Not Found" />
      <SearchX aria-hidden="true" className="size-12 text-brand-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Course Not Found</h1>
      <p className="mt-4 max-w-md text-slate-600">Sorry, the course you're looking for doesn't exist or there was an error loading it.</p>
      <Link href="/courses" className={buttonClasses({ className: "mt-8" })}>
        Back to Courses
      </Link>
    </PageContainer>
  );
}
