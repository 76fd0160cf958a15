import type { DisplayStatus, PaymentStatus } from "@shared/api/billing";
import type { BadgeTone } from "@/components/ui/badge";

/** The words the student's dashboard uses for each status, so an admin on the phone says the same. */
export const DISPLAY_STATUS_LOOK: Record<DisplayStatus, { label: string; tone: BadgeTone }> = {
  trial: { label: "Free trial", tone: "brand" },
  trial_ended: { label: "Free trial ended", tone: "neutral" },
  active: { label: "Active", tone: "success" },
  past_due: { label: "Past due", tone: "warning" },
  ending: { label: "Cancelled", tone: "neutral" },
  refund_pending: { label: "Refund pending", tone: "neutral" },
  expired: { label: "Expired", tone: "danger" },
};

export const PAYMENT_STATUS_LOOK: Record<PaymentStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: "Paid", tone: "success" },
  refunded: { label: "Refunded", tone: "neutral" },
  refund_pending: { label: "Refund pending", tone: "warning" },
  pending: { label: "Not completed", tone: "neutral" },
  failed: { label: "Failed", tone: "danger" },
  cancelled: { label: "Abandoned", tone: "neutral" },
};

export const addDays = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * 86_400_000);
