import { eq } from "drizzle-orm";
import { ADMIN_SUBSCRIPTION_MESSAGES } from "../../shared/api/admin-subscriptions";
import { ADMIN_USER_MESSAGES } from "../../shared/api/admin-users";
import { users } from "../../shared/schema/auth";
import { subscriptions } from "../../shared/schema/billing";
import type { DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";

/**
 * The student and their subscription row, locked for the rest of the caller's transaction: an admin's
 * change, the student's own change, a payment and the lifecycle job then apply one after the other.
 */
export const lockStudentSubscription = async (tx: DbExecutor, userId: number, { allowClosed = false } = {}) => {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("not_found", ADMIN_USER_MESSAGES.notFound);
  if (user.closedAt && !allowClosed) throw new AppError("conflict", ADMIN_SUBSCRIPTION_MESSAGES.closedAccount);
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for("update");
  return { user, subscription };
};

export const requireSubscriptionRow = <Row>(subscription: Row | undefined): Row => {
  if (!subscription) throw new AppError("not_found", ADMIN_SUBSCRIPTION_MESSAGES.noSubscription);
  return subscription;
};

/** A trial is stored as a cancelled subscription that was never paid (see subscription.service.ts). */
export const isTrialRow = (row: { firstPaidAt: Date | null; trialUsedAt: Date | null }) =>
  row.firstPaidAt === null && row.trialUsedAt !== null;

const DATE_FORMAT = new Intl.DateTimeFormat("en-ZA", { timeZone: "Africa/Johannesburg", day: "numeric", month: "short", year: "numeric" });

/** A date as the school reads it (Johannesburg), for the one-line summaries of the audit log. */
export const formatSchoolDate = (date: Date) => DATE_FORMAT.format(date);

export const formatRandCents = (cents: number) => `R${(cents / 100).toFixed(2)}`;

export const withReason = (summary: string, reason: string) => (reason ? `${summary} (reason: ${reason})` : summary);
