import { ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";

/** Shown in place of an administrators' page to a signed-in person who is not one. */
export function AccessDenied() {
  return (
    <PageContainer className="flex min-h-[55vh] flex-col items-center justify-center text-center">
      <DocumentTitle title="Access Denied" />
      <ShieldAlert aria-hidden="true" className="size-12 text-red-600" />
      <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900">Access Denied</h1>
      <p className="mt-4 max-w-md text-slate-600">
        This page is for administrators only. If you think you should have access, please contact the college.
      </p>
      <Link href="/" className={buttonClasses({ className: "mt-8" })}>
        Go to the home page
      </Link>
    </PageContainer>
  );
}
