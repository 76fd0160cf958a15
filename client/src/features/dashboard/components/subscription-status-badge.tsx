import { cn } from "@/lib/utils";
import type { DisplayStatus } from "@shared/api/billing";

const STATUS_LOOK: Record<DisplayStatus, { label: string; className: string }> = {
  trial: { label: "Free trial", className: "bg-brand-50 text-brand-800" },
  trial_ended: { label: "Free trial ended", className: "bg-slate-100 text-slate-700" },
  active: { label: "Active", className: "bg-emerald-50 text-emerald-800" },
  past_due: { label: "Past due", className: "bg-amber-100 text-amber-900" },
  ending: { label: "Cancelled", className: "bg-slate-100 text-slate-700" },
  refund_pending: { label: "Refund pending", className: "bg-slate-100 text-slate-700" },
  expired: { label: "Expired", className: "bg-red-50 text-red-800" },
};

/** The status the server derived for the student (a running trial is "Free trial", never "Cancelled"). */
export function SubscriptionStatusBadge({ status }: { status: DisplayStatus }) {
  const look = STATUS_LOOK[status] ?? STATUS_LOOK.expired;
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold", look.className)}>{look.label}</span>
  );
}
