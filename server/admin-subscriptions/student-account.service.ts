import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { AdminStudentAccount } from "../../shared/api/admin-subscriptions";
import { ADMIN_USER_MESSAGES } from "../../shared/api/admin-users";
import { auditLog } from "../../shared/schema/audit";
import { users } from "../../shared/schema/auth";
import { payments, subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import { courses } from "../../shared/schema/courses";
import { hasConfirmedAddress } from "../auth/email-confirmation.service";
import type { Database } from "../db/connection";
import { formatReceiptNumber } from "../billing/receipt.service";
import { deriveDisplayStatus } from "../billing/subscription.service";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { buildAccountHistory } from "./account-history";
import { isRefundable } from "./refund-payment.service";
import { isTrialRow } from "./student-target";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** One student's subscription, every payment and the history, with what an admin may do to each. */
export const getStudentAccount = async ({
  db,
  clock,
  userId,
}: {
  db: Database;
  clock: Clock;
  userId: number;
}): Promise<AdminStudentAccount> => {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("not_found", ADMIN_USER_MESSAGES.notFound);
  const isClosed = user.closedAt !== null;
  const isEmailConfirmed = hasConfirmedAddress(user);
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const paymentRows = await db
    .select({ payment: payments, planName: subscriptionPlans.name })
    .from(payments)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const paymentList = paymentRows.map(({ payment, planName }) => ({ ...payment, planName }));
  const paymentIds = paymentList.map((payment) => String(payment.id));
  const targets = [
    ...(row ? [and(eq(auditLog.targetType, "subscription"), eq(auditLog.targetId, String(row.id)))] : []),
    ...(paymentIds.length > 0 ? [and(eq(auditLog.targetType, "payment"), inArray(auditLog.targetId, paymentIds))] : []),
  ];
  const audit =
    targets.length > 0
      ? await db
          .select()
          .from(auditLog)
          .where(or(...targets))
      : [];

  let subscription: AdminStudentAccount["subscription"] = null;
  let trialPlanName: string | null = null;
  if (row) {
    const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, row.planId));
    const [pending] = row.pendingPlanId ? await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, row.pendingPlanId)) : [];
    const [course] = row.chosenCourseId ? await db.select().from(courses).where(eq(courses.id, row.chosenCourseId)) : [];
    const isTrial = isTrialRow(row);
    const now = clock.now();
    trialPlanName = row.trialUsedAt ? plan!.name : null;
    subscription = {
      id: row.id,
      plan: { id: plan!.id, name: plan!.name, audience: plan!.audience, billingInterval: plan!.billingInterval },
      status: row.status,
      displayStatus: deriveDisplayStatus(row, isTrial, now),
      currentPeriodStart: row.currentPeriodStart.toISOString(),
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      price: row.price,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      isTrial,
      pendingPlanName: pending?.name ?? null,
      chosenCourse: course ? { id: course.id, title: course.title } : null,
      canExtend: !isClosed && row.status !== "expired" && row.status !== "refund_pending",
      canCancel: !isClosed && (row.status === "active" || row.status === "past_due") && !row.cancelAtPeriodEnd,
      canResume: !isClosed && row.status === "cancelled" && !isTrial && row.currentPeriodEnd > now,
    };
  }
  return {
    subscription,
    payments: paymentList.map((payment) => ({
      id: payment.id,
      kind: payment.kind,
      createdAt: payment.createdAt.toISOString(),
      paidAt: iso(payment.paidAt),
      planName: payment.planName,
      periodStart: iso(payment.periodStart),
      periodEnd: iso(payment.periodEnd),
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      refundedAt: iso(payment.refundedAt),
      receiptNumber: payment.paidAt ? formatReceiptNumber(payment.id, payment.paidAt) : null,
      canRefund: isRefundable(payment),
      canResendReceipt: isEmailConfirmed && payment.status === "paid" && payment.paidAt !== null,
    })),
    history: buildAccountHistory({ payments: paymentList, audit, trialStartedAt: row?.trialUsedAt ?? null, trialPlanName }),
    email: user.email,
    isEmailConfirmed,
    isClosed,
  };
};
