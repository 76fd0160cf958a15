import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import type { DisplayStatus } from "@shared/api/billing";

const STATUS_LOOK: Record<DisplayStatus, { labelId: string; className: string }> = {
  trial: { labelId: "dashboard.status.trial", className: "bg-brand-50 text-brand-800" },
  trial_ended: { labelId: "dashboard.status.trialEnded", className: "bg-slate-100 text-slate-700" },
  active: { labelId: "dashboard.status.active", className: "bg-emerald-50 text-emerald-800" },
  past_due: { labelId: "dashboard.status.pastDue", className: "bg-amber-100 text-amber-900" },
  ending: { labelId: "dashboard.status.ending", className: "bg-slate-100 text-slate-700" },
  refund_pending: { labelId: "dashboard.status.refundPending", className: "bg-slate-100 text-slate-700" },
  expired: { labelId: "dashboard.status.expired", className: "bg-red-50 text-red-800" },
};

/** The status the server derived for the student (a running trial is "Free trial", never "Cancelled"). */
export function SubscriptionStatusBadge({ status }: { status: DisplayStatus }) {
  const { t } = useT();
  const look = STATUS_LOOK[status] ?? STATUS_LOOK.expired;
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold", look.className)}>{t(look.labelId)}</span>
  );
}
