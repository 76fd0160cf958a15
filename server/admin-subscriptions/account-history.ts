import type { HistoryEntry, HistoryKind } from "../../shared/api/admin-subscriptions";
import type { AuditLogEntry } from "../../shared/schema/audit";
import type { Payment } from "../../shared/schema/billing";
import { formatReceiptNumber } from "../billing/receipt.service";
import { formatRandCents, formatSchoolDate } from "./student-target";

const KIND_BY_ACTION: Record<string, HistoryKind> = {
  "subscription.extend": "extended",
  "subscription.cancel": "cancelled",
  "subscription.resume": "resumed",
  "payment.refund": "refund_requested",
  "payment.resend_receipt": "receipt_sent",
};

type PaymentWithPlan = Payment & { planName: string | null };

/**
 * The subscription's story, newest first: what the payments say (started, renewed, plan changed,
 * refunded) and what admins did (from the audit log). A payment that starts after the previous paid
 * period ended is a new start; one that continues it is a renewal, or a plan change when its plan differs.
 */
export const buildAccountHistory = (options: {
  payments: PaymentWithPlan[];
  audit: AuditLogEntry[];
  trialStartedAt: Date | null;
  trialPlanName: string | null;
}): HistoryEntry[] => {
  const entries: HistoryEntry[] = [];
  const paid = options.payments
    .filter((payment) => payment.kind === "subscription" && payment.paidAt !== null)
    .sort((a, b) => a.paidAt!.getTime() - b.paidAt!.getTime() || a.id - b.id);
  let previous: PaymentWithPlan | undefined;
  for (const payment of paid) {
    const plan = payment.planName ?? "a plan";
    const period =
      payment.periodStart && payment.periodEnd
        ? ` for ${formatSchoolDate(payment.periodStart)} to ${formatSchoolDate(payment.periodEnd)}`
        : "";
    const isContinuing =
      previous?.periodEnd &&
      payment.periodStart &&
      previous.status === "paid" &&
      payment.periodStart.getTime() <= previous.periodEnd.getTime();
    const kind: HistoryKind = !isContinuing ? "started" : previous!.planId !== payment.planId ? "plan_changed" : "renewed";
    const verb = kind === "started" ? `Started ${plan}` : kind === "renewed" ? `Renewed ${plan}` : `Plan changed to ${plan}`;
    entries.push({
      at: payment.paidAt!.toISOString(),
      kind,
      summary: `${verb}: paid ${formatRandCents(payment.amount)}${period}`,
      actorName: null,
    });
    previous = payment;
  }
  for (const payment of options.payments) {
    if (!payment.refundedAt || !payment.paidAt) continue;
    const receipt = formatReceiptNumber(payment.id, payment.paidAt);
    entries.push({
      at: payment.refundedAt.toISOString(),
      kind: "refunded",
      summary:
        payment.status === "refunded"
          ? `Refunded ${formatRandCents(payment.amount)} (${receipt})`
          : `Part of ${formatRandCents(payment.amount)} refunded in Yoco's dashboard (${receipt})`,
      actorName: null,
    });
  }
  if (options.trialStartedAt) {
    entries.push({
      at: options.trialStartedAt.toISOString(),
      kind: "trial_started",
      summary: `Free trial of ${options.trialPlanName ?? "a kids plan"} started`,
      actorName: null,
    });
  }
  for (const row of [...options.audit].sort((a, b) => a.id - b.id)) {
    const kind = KIND_BY_ACTION[row.action];
    if (kind) entries.push({ at: row.createdAt.toISOString(), kind, summary: row.summary, actorName: row.actorName });
  }
  // Newest first; at the same instant, what was added later (a refund after its payment, a later admin action) first.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at.localeCompare(a.entry.at) || b.index - a.index)
    .map(({ entry }) => entry);
};
