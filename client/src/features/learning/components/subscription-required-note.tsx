import { Info } from "lucide-react";

/** Pricing's note for a student sent there by Enroll: why they are here. */
export function SubscriptionRequiredNote() {
  return (
    <div role="note" className="flex items-start gap-3 rounded-2xl border border-accent-500/40 bg-accent-400/15 p-4 text-brand-950 sm:p-5">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">An active subscription is required to start this course.</p>
        <p className="text-sm">Choose a plan below; once it is active, come back to the course and press Enroll Now.</p>
      </div>
    </div>
  );
}
