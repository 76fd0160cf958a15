import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";

export const REDIRECT_DELAY_MS = 3000;

/** The paid state: it says so, then moves on to the dashboard by itself after 3 seconds. */
export function PaymentSuccessful({ planName }: { planName: string }) {
  const [, navigate] = useLocation();

  useEffect(() => {
    const timeout = setTimeout(() => navigate("/dashboard"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timeout);
  }, [navigate]);

  return (
    <PageContainer className="flex min-h-[55vh] items-center justify-center">
      <DocumentTitle title="Payment Successful" />
      <section className="w-full max-w-lg rounded-2xl border border-emerald-200 bg-white p-8 text-center shadow-sm">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
        <div role="status">
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Payment Successful</h1>
          <p className="mt-3 text-lg text-slate-700">
            Welcome to the <span className="font-semibold">{planName}</span> plan.
          </p>
          <p className="mt-2 text-slate-600">We've sent your receipt to your email address.</p>
          <p className="mt-2 text-sm text-slate-600">Taking you to your dashboard in 3 seconds...</p>
        </div>
        <Link href="/dashboard" className={buttonClasses({ size: "lg", className: "mt-6 w-full sm:w-auto" })}>
          Go to Dashboard
        </Link>
      </section>
    </PageContainer>
  );
}
