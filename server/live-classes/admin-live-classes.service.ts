import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import {
  capacityBelowBookings,
  LIVE_CLASS_NOT_FOUND,
  LIVE_CLASS_START_IN_PAST,
  type AdminLiveClass,
  type CreatedLiveClass,
  type liveClassInputSchema,
  type updateLiveClassSchema,
} from "../../shared/api/live-classes";
import { liveClassBookings, liveClasses, type LiveClassRow } from "../../shared/schema/learning";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { classCancelledMail, classMovedMail, classRestoredMail, queueNoticeToBookedStudents, REMINDER_MINUTES_BEFORE } from "./class-mails";
import { endOf } from "./class-end";
import { countSeats, joinBookings, seatsTakenSql } from "./live-classes.service";

type LiveClassInput = z.output<typeof liveClassInputSchema>;
type LiveClassChanges = z.output<typeof updateLiveClassSchema>;

const toAdminLiveClass = (row: LiveClassRow, seatsTaken: number): AdminLiveClass => ({
  id: row.id,
  title: row.title,
  level: row.level,
  teacherName: row.teacherName,
  startsAt: row.startsAt.toISOString(),
  durationMinutes: row.durationMinutes,
  capacity: row.capacity,
  seatsTaken,
  isCancelled: row.isCancelled,
  joinUrl: row.joinUrl,
});

/** A class is scheduled (or moved) to a moment still to come: 400 on the start field otherwise. */
const requireFutureStart = (startsAt: Date, clock: Clock) => {
  if (startsAt <= clock.now()) {
    throw new AppError("validation", LIVE_CLASS_START_IN_PAST, { errors: { startsAt: [LIVE_CLASS_START_IN_PAST] } });
  }
};

/** GET /api/admin/live-classes: every class, the latest start first, with its bookings count. */
export const listAdminLiveClasses = async ({ db }: { db: Database }): Promise<AdminLiveClass[]> => {
  const rows = await db
    .select({ liveClass: liveClasses, seatsTaken: seatsTakenSql })
    .from(liveClasses)
    .leftJoin(liveClassBookings, joinBookings)
    .groupBy(liveClasses.id)
    .orderBy(desc(liveClasses.startsAt), desc(liveClasses.id));
  return rows.map((row) => toAdminLiveClass(row.liveClass, Number(row.seatsTaken)));
};

/**
 * A class's fields as the audit log keeps them: times as ISO strings, and of the join link only its site,
 * since the rest of a meeting link often carries the meeting's passcode.
 */
const loggableClassFields = (fields: Partial<LiveClassRow>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : key === "joinUrl" && typeof value === "string" ? `${new URL(value).origin}/…` : value,
    ]),
  );

/** POST /api/admin/live-classes. */
export const createLiveClass = async ({
  db,
  clock,
  actor,
  input,
}: {
  db: Database;
  clock: Clock;
  actor: AuditActor;
  input: LiveClassInput;
}): Promise<CreatedLiveClass> => {
  requireFutureStart(input.startsAt, clock);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(liveClasses)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning({ id: liveClasses.id });
    await recordAdminAction(tx, actor, {
      now,
      action: "live_class.create",
      targetType: "live_class",
      targetId: row!.id,
      summary: `Scheduled "${input.title}" with ${input.teacherName} on ${input.startsAt.toISOString()}`,
      before: null,
      after: loggableClassFields(input),
    });
    return { id: row!.id };
  });
};

/**
 * Tells the booked students what changed, in the update's transaction: a cancelled class, a restored one,
 * or a new time (each with an .ics of the same UID and a higher SEQUENCE). The reminders of a moved or
 * restored class are armed again, unless it now starts within the hour: then this notice is the reminder.
 * Nothing for a class already over.
 */
const queueChangeNotices = async (
  tx: DbExecutor,
  { before, after, now, siteOrigin }: { before: LiveClassRow; after: LiveClassRow; now: Date; siteOrigin: string },
) => {
  if (endOf(before) <= now) return 0;
  if (!before.isCancelled && after.isCancelled) {
    return queueNoticeToBookedStudents(tx, { liveClassId: after.id, now }, (to) =>
      classCancelledMail({ to, liveClass: after, siteOrigin, now }),
    );
  }
  const isRestored = before.isCancelled && !after.isCancelled;
  const isMoved = before.startsAt.getTime() !== after.startsAt.getTime() || before.durationMinutes !== after.durationMinutes;
  if (after.isCancelled || !(isMoved || isRestored)) return 0;
  const startsWithinTheHour = after.startsAt.getTime() - now.getTime() <= REMINDER_MINUTES_BEFORE * 60_000;
  await tx
    .update(liveClassBookings)
    .set({ reminderSentAt: startsWithinTheHour ? now : null })
    .where(eq(liveClassBookings.liveClassId, after.id));
  return queueNoticeToBookedStudents(tx, { liveClassId: after.id, now }, (to) =>
    isRestored
      ? classRestoredMail({ to, liveClass: after, siteOrigin, now })
      : classMovedMail({ to, liveClass: after, previous: before, siteOrigin, now }),
  );
};

/**
 * PATCH /api/admin/live-classes/:id: any of the fields, and `isCancelled` (cancelling keeps the
 * bookings, so the booked students see the class as cancelled). The capacity never drops below the
 * seats already booked; the row is locked meanwhile so that a booking cannot slip in between. The booked
 * students are mailed when the class is cancelled or moved; `noticesQueued` counts those mails.
 */
export const updateLiveClass = async ({
  db,
  clock,
  actor,
  liveClassId,
  changes,
  siteOrigin,
}: {
  db: Database;
  clock: Clock;
  actor: AuditActor;
  liveClassId: number;
  changes: LiveClassChanges;
  siteOrigin: string;
}): Promise<{ liveClass: AdminLiveClass; noticesQueued: number }> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(liveClasses).where(eq(liveClasses.id, liveClassId)).for("update");
    if (!row) throw new AppError("not_found", LIVE_CLASS_NOT_FOUND);
    if (changes.startsAt && changes.startsAt.getTime() !== row.startsAt.getTime()) requireFutureStart(changes.startsAt, clock);
    const seatsTaken = await countSeats(tx, liveClassId);
    if (changes.capacity !== undefined && changes.capacity < seatsTaken) {
      const message = capacityBelowBookings(seatsTaken);
      throw new AppError("conflict", message, { errors: { capacity: [message] } });
    }
    const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<LiveClassRow>;
    const now = clock.now();
    const previous = Object.fromEntries(Object.keys(values).map((key) => [key, row[key as keyof LiveClassRow]])) as Partial<LiveClassRow>;
    const record = (summary: string, noticesQueued: number) =>
      recordAdminAction(tx, actor, {
        now,
        action: "live_class.update",
        targetType: "live_class",
        targetId: liveClassId,
        summary: noticesQueued > 0 ? `${summary}; ${noticesQueued} booked ${noticesQueued === 1 ? "student" : "students"} mailed` : summary,
        before: loggableClassFields(previous),
        after: loggableClassFields(values),
      });
    if (Object.keys(values).length === 0) {
      await record(`Saved "${row.title}" without a change`, 0);
      return { liveClass: toAdminLiveClass(row, seatsTaken), noticesQueued: 0 };
    }
    const [updated] = await tx
      .update(liveClasses)
      .set({ ...values, updatedAt: now })
      .where(eq(liveClasses.id, liveClassId))
      .returning();
    const noticesQueued = await queueChangeNotices(tx, { before: row, after: updated!, now, siteOrigin });
    const verb = !row.isCancelled && updated!.isCancelled ? "Cancelled" : row.isCancelled && !updated!.isCancelled ? "Restored" : "Changed";
    await record(`${verb} "${updated!.title}" (${Object.keys(values).join(", ")})`, noticesQueued);
    return { liveClass: toAdminLiveClass(updated!, seatsTaken), noticesQueued };
  });
