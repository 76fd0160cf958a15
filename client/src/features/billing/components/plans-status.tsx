import { AlertCircle } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";

/** The spec's words for any failed plan list, adult or kids. */
export const PLANS_ERROR_TEXT = "Error loading subscription plans. Please try again later.";

export function PlansLoading() {
  return (
    <div role="status" className="flex min-h-64 flex-col items-center justify-center gap-3 text-slate-600">
      <Spinner className="size-8 text-brand-600" />
      <span>Loading plans...</span>
    </div>
  );
}

export function PlansError() {
  return (
    <p
      role="alert"
      className="mx-auto flex max-w-xl items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
      {PLANS_ERROR_TEXT}
    </p>
  );
}

export function PlansEmpty() {
  return (
    <p className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
      Our plans are being updated. Please check back soon, or contact us and we will help you choose.
    </p>
  );
}
