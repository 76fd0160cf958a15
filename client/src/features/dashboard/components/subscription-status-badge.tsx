import { cn } from "@/lib/utils";
import type { SubscriptionStatus } from "@shared/api/billing";

const STATUS_LOOK: Record<SubscriptionStatus, { label: string; className: string }> = {
  active: { label: "Active", className: "bg-emerald-50 text-emerald-800" },
  past_due: { label: "Past due", className: "bg-amber-100 text-amber-900" },
  cancelled: { label: "Cancelled", className: "bg-slate-100 text-slate-700" },
  refund_pending: { label: "Refund pending", className: "bg-slate-100 text-slate-700" },
  expired: { label: "Expired", className: "bg-red-50 text-red-800" },
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const look = STATUS_LOOK[status] ?? STATUS_LOOK.expired;
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold", look.className)}>{look.label}</span>
  );
}
