import { RotateCw, SearchX, TriangleAlert } from "lucide-react";
import { Link } from "wouter";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { Button, buttonClasses } from "@/components/ui/button";

export function PlanNotFound() {
  return (
    <PageContainer className="flex min-h-[55vh] items-center justify-center">
      <DocumentTitle title="Plan Not Found" />
      <section className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <SearchX aria-hidden="true" className="mx-auto size-12 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Plan Not Found</h1>
        <p className="mt-3 text-slate-600">
          Sorry, the plan you're looking for doesn't exist or is no longer offered. Please choose one of our current plans.
        </p>
        <Link href="/pricing" className={buttonClasses({ size: "lg", className: "mt-6" })}>
          View Plans
        </Link>
      </section>
    </PageContainer>
  );
}

export function PlanLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <PageContainer className="flex min-h-[55vh] items-center justify-center">
      <DocumentTitle title="Subscribe" />
      <section role="alert" className="w-full max-w-lg rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm">
        <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-red-600" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">We couldn't load this plan</h1>
        <p className="mt-3 text-slate-600">Please check your connection and try again.</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={onRetry} disabled={isRetrying}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try Again
          </Button>
          <Link href="/pricing" className={buttonClasses({ variant: "outline", size: "lg" })}>
            View Plans
          </Link>
        </div>
      </section>
    </PageContainer>
  );
}
