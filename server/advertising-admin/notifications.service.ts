import { and, eq, inArray, lte, max, or } from "drizzle-orm";
import type { AdNotification, AdNotificationsResponse } from "../../shared/api/advertising";
import { adNotificationReads, advertisements } from "../../shared/schema/ads";
import { payments } from "../../shared/schema/billing";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";

export const NOTIFICATION_NOT_FOUND = "Notification not found";
/** A pending application waits this long before it asks for a follow-up. */
export const FOLLOW_UP_AFTER_MS = 3 * 86_400_000;

const rand = (cents: number) => `R${(cents / 100).toFixed(2)}`;
const day = (date: Date) => date.toISOString().slice(0, 10);

type Unread = Omit<AdNotification, "isRead">;

/**
 * The notifications as they stand now (without read state), derived from the advertisements:
 * - pending → new_application (high), at creation;
 * - pending and paid → payment_received (high), at payment;
 * - pending for more than 3 days → follow_up_needed (medium), at creation + 3 days;
 * - approved and ended → campaign_expired (low), at the end date.
 */
const deriveNotifications = async ({ db, now }: { db: DbExecutor; now: Date }): Promise<Unread[]> => {
  const ads = await db
    .select()
    .from(advertisements)
    .where(or(eq(advertisements.status, "pending"), and(eq(advertisements.status, "approved"), lte(advertisements.endDate, now))));
  const paidIds = ads.filter((ad) => ad.status === "pending" && ad.paymentStatus === "paid").map((ad) => ad.id);
  const paidAt = new Map<number, Date>();
  if (paidIds.length > 0) {
    const rows = await db
      .select({ advertisementId: payments.advertisementId, paidAt: max(payments.paidAt) })
      .from(payments)
      .where(and(eq(payments.kind, "advertisement"), inArray(payments.advertisementId, paidIds), eq(payments.status, "paid")))
      .groupBy(payments.advertisementId);
    for (const row of rows) if (row.advertisementId !== null && row.paidAt) paidAt.set(row.advertisementId, row.paidAt);
  }

  const notifications: Unread[] = [];
  for (const ad of ads) {
    const base = { advertisementId: ad.id };
    const named = `"${ad.title}" from ${ad.companyName}`;
    if (ad.status === "pending") {
      notifications.push({
        ...base,
        id: `new_application-${ad.id}`,
        type: "new_application",
        title: "New advertisement application",
        message: `${named} is waiting for review.`,
        priority: "high",
        createdAt: ad.createdAt.toISOString(),
      });
      if (ad.paymentStatus === "paid") {
        notifications.push({
          ...base,
          id: `payment_received-${ad.id}`,
          type: "payment_received",
          title: "Payment received",
          message: `${ad.companyName} paid ${rand(ad.price)} for "${ad.title}": it goes live once approved.`,
          priority: "high",
          createdAt: (paidAt.get(ad.id) ?? ad.updatedAt).toISOString(),
        });
      }
      const followUpAt = new Date(ad.createdAt.getTime() + FOLLOW_UP_AFTER_MS);
      if (followUpAt < now) {
        notifications.push({
          ...base,
          id: `follow_up_needed-${ad.id}`,
          type: "follow_up_needed",
          title: "Follow-up needed",
          message: `${named} has waited more than 3 days for review.`,
          priority: "medium",
          createdAt: followUpAt.toISOString(),
        });
      }
    } else if (ad.endDate) {
      notifications.push({
        ...base,
        id: `campaign_expired-${ad.id}`,
        type: "campaign_expired",
        title: "Campaign expired",
        message: `The campaign of ${named} ended on ${day(ad.endDate)}.`,
        priority: "low",
        createdAt: ad.endDate.toISOString(),
      });
    }
  }
  // Newest first; the same moment keeps a stable order.
  return notifications.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
};

/** The notifications with this admin's read state (each admin reads their own). */
export const listAdNotifications = async ({
  db,
  clock,
  adminId,
}: {
  db: DbExecutor;
  clock: Clock;
  adminId: number;
}): Promise<AdNotificationsResponse> => {
  const derived = await deriveNotifications({ db, now: clock.now() });
  const ids = derived.map((notification) => notification.id);
  const read = new Set<string>();
  if (ids.length > 0) {
    const rows = await db
      .select({ notificationId: adNotificationReads.notificationId })
      .from(adNotificationReads)
      .where(and(eq(adNotificationReads.adminId, adminId), inArray(adNotificationReads.notificationId, ids)));
    for (const row of rows) read.add(row.notificationId);
  }
  const notifications = derived.map((notification) => ({ ...notification, isRead: read.has(notification.id) }));
  return { notifications, unreadCount: notifications.filter((notification) => !notification.isRead).length };
};

/** Marks one current notification read for this admin (again: no change, still recorded); 404 for any other id. */
export const markAdNotificationRead = async ({
  db,
  clock,
  actor,
  notificationId,
}: {
  db: Database;
  clock: Clock;
  actor: AuditActor;
  notificationId: string;
}): Promise<AdNotificationsResponse> => {
  const now = clock.now();
  const current = (await deriveNotifications({ db, now })).find((notification) => notification.id === notificationId);
  if (!current) throw new AppError("not_found", NOTIFICATION_NOT_FOUND);
  await db.transaction(async (tx) => {
    await tx.insert(adNotificationReads).values({ adminId: actor.id, notificationId, readAt: now }).onConflictDoNothing();
    await recordAdminAction(tx, actor, {
      now,
      action: "ad_notification.read",
      targetType: "advertisement",
      targetId: current.advertisementId,
      summary: `Marked "${current.title}" read: ${current.message}`,
      after: { notificationId },
    });
  });
  return listAdNotifications({ db, clock, adminId: actor.id });
};
