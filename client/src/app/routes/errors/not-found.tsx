import { Link } from "wouter";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";

export default function NotFoundScreen() {
  return (
    <PageContainer className="flex min-h-[55vh] flex-col items-center justify-center text-center">
      <DocumentTitle title="Page Not Found" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">Page Not Found</h1>
      <p className="mt-4 max-w-md text-slate-600">
        Sorry, we could not find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <Link href="/" className={buttonClasses({ className: "mt-8" })}>
        Go to the home page
      </Link>
    </PageContainer>
  );
}
