import { CheckCircle2, Info } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";

/** Whether the result was kept, as the server reported it, and what to do if it was not. */
export function ResultSaveNote({ isSaved, isSignedIn }: { isSaved: boolean; isSignedIn: boolean }) {
  if (isSaved) {
    return (
      <div className="flex flex-col gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-3 text-emerald-900">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
          <span>Your result has been saved to your dashboard, and your level is updated.</span>
        </p>
        <Link href="/dashboard" className={buttonClasses({ variant: "outline", className: "shrink-0" })}>
          Go to Dashboard
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-4 rounded-2xl border border-accent-400/60 bg-accent-400/10 p-5">
      <p className="flex items-start gap-3 text-slate-800">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
        <span>
          <strong className="font-semibold">Your result has not been saved.</strong>{" "}
          {isSignedIn
            ? "Please retake the assessment later to record your level."
            : "Create a free account to keep your level on your dashboard and get courses picked for you."}
        </span>
      </p>
      {isSignedIn ? null : (
        <div className="flex flex-col gap-3 sm:flex-row sm:pl-8">
          <Link href="/register?redirect=/assessment" className={buttonClasses({ variant: "accent" })}>
            Register
          </Link>
          <Link href="/login?redirect=/assessment" className={buttonClasses({ variant: "outline" })}>
            Sign In
          </Link>
        </div>
      )}
    </div>
  );
}
