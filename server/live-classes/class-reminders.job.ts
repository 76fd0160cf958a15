import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { users } from "../../shared/schema/auth";
import { liveClassBookings, liveClasses } from "../../shared/schema/learning";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { enqueueMail } from "../lib/outbox";
import { classReminderMail, REMINDER_MINUTES_BEFORE } from "./class-mails";

/** The classes whose reminder is due at `now`: not cancelled, starting within the next hour. */
const isReminderDue = (now: Date) =>
  and(
    eq(liveClasses.isCancelled, false),
    gt(liveClasses.startsAt, now),
    lte(liveClasses.startsAt, new Date(now.getTime() + REMINDER_MINUTES_BEFORE * 60_000)),
  );

/**
 * Every few minutes: the reminder of each seat in a class that starts within the hour. A seat booked
 * less than an hour before the start gets none (its confirmation came minutes ago and said when).
 * Each booking is claimed by a conditional update of reminderSentAt, in one transaction with its mail,
 * so two instances running this at once queue each reminder once, and a crash queues none half-way.
 * A cancelled booking is a deleted row, and a cancelled class is not due: neither is reminded.
 */
export const sendDueClassReminders = async ({ db, clock, siteOrigin }: { db: Database; clock: Clock; siteOrigin: string }) => {
  const now = clock.now();
  const candidates = await db
    .select({ bookingId: liveClassBookings.id, liveClass: liveClasses, to: users })
    .from(liveClassBookings)
    .innerJoin(liveClasses, eq(liveClasses.id, liveClassBookings.liveClassId))
    .innerJoin(users, eq(users.id, liveClassBookings.userId))
    .where(
      and(
        isNull(liveClassBookings.reminderSentAt),
        isNull(users.closedAt),
        isReminderDue(now),
        sql`${liveClassBookings.createdAt} <= ${liveClasses.startsAt} - make_interval(mins => ${REMINDER_MINUTES_BEFORE})`,
      ),
    );

  let queued = 0;
  for (const { bookingId, liveClass, to } of candidates) {
    const isQueued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(liveClassBookings)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(liveClassBookings.id, bookingId),
            isNull(liveClassBookings.reminderSentAt),
            // Read again under the claim: the class may have been cancelled or moved since the list was read.
            inArray(
              liveClassBookings.liveClassId,
              tx
                .select({ id: liveClasses.id })
                .from(liveClasses)
                .where(and(eq(liveClasses.id, liveClass.id), isReminderDue(now))),
            ),
          ),
        )
        .returning({ id: liveClassBookings.id });
      if (!claimed) return false;
      await enqueueMail({ db: tx, now, mail: classReminderMail({ to, liveClass, siteOrigin, now }) });
      return true;
    });
    if (isQueued) queued++;
  }
  return queued;
};
