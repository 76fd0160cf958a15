import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import {
  CLASS_FULL,
  JOIN_OPENS_MINUTES_BEFORE,
  LIVE_CLASS_NOT_FOUND,
  LIVE_CLASSES_NEED_SUBSCRIPTION,
  type LiveClass,
} from "../../shared/api/live-classes";
import type { User } from "../../shared/schema/auth";
import { liveClassBookings, liveClasses, type LiveClassRow } from "../../shared/schema/learning";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { hasAdultCourseAccess } from "../learning/course-access";
import { enqueueMail } from "../lib/outbox";
import { users } from "../../shared/schema/auth";
import { bookingConfirmationMail, seatCancelledMail } from "./class-mails";
import { endOf } from "./class-end";

type Student = Pick<User, "id" | "isAdmin">;

/** At most this many upcoming classes are listed (ordered by start, so the soonest). */
export const UPCOMING_LIMIT = 100;

const MINUTE_MS = 60_000;

/** SQL: the class ends after `now` (still upcoming or under way). */
const endsAfter = (now: Date): SQL =>
  sql`${liveClasses.startsAt} + make_interval(mins => ${liveClasses.durationMinutes}) > ${now.toISOString()}::timestamptz`;

/**
 * Seats booked, counted over `.leftJoin(liveClassBookings, joinBookings).groupBy(liveClasses.id)`. A join
 * rather than a correlated subquery: in a one-table select Drizzle leaves a subquery's columns unqualified.
 */
export const seatsTakenSql = sql<number>`count(${liveClassBookings.id})::int`;
export const joinBookings = eq(liveClassBookings.liveClassId, liveClasses.id);

/** The join link opens 15 minutes before the start, for a booked seat, until the class ends. */
export const isJoinOpen = (row: Pick<LiveClassRow, "startsAt" | "durationMinutes" | "isCancelled">, now: Date) =>
  !row.isCancelled && now.getTime() >= row.startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS && now < endOf(row);

export const toLiveClass = (
  row: LiveClassRow,
  { seatsTaken, isBooked }: { seatsTaken: number; isBooked: boolean },
  now: Date,
): LiveClass => ({
  id: row.id,
  title: row.title,
  level: row.level,
  teacherName: row.teacherName,
  startsAt: row.startsAt.toISOString(),
  durationMinutes: row.durationMinutes,
  capacity: row.capacity,
  seatsTaken,
  isFull: seatsTaken >= row.capacity,
  isBooked,
  isCancelled: row.isCancelled,
  joinUrl: isBooked && isJoinOpen(row, now) ? row.joinUrl : null,
});

/** 403 unless the user may book live classes now (an adult subscription that gives access, or an admin). */
export const requireLiveClassAccess = async (options: { db: DbExecutor; clock: Clock; user: Student }) => {
  if (!(await hasAdultCourseAccess(options))) throw new AppError("forbidden", LIVE_CLASSES_NEED_SUBSCRIPTION);
};

/**
 * GET /api/live-classes: the classes that have not ended, soonest first. A cancelled class is listed
 * only to the students who had booked it (shown as cancelled, so they know not to come); it is hidden
 * from everyone else.
 */
export const listUpcomingLiveClasses = async ({ db, clock, user }: { db: Database; clock: Clock; user: Student }): Promise<LiveClass[]> => {
  await requireLiveClassAccess({ db, clock, user });
  const now = clock.now();
  const isBooked = sql<boolean>`coalesce(bool_or(${liveClassBookings.userId} = ${user.id}), false)`;
  const rows = await db
    .select({ liveClass: liveClasses, seatsTaken: seatsTakenSql, isBooked })
    .from(liveClasses)
    .leftJoin(liveClassBookings, joinBookings)
    .where(endsAfter(now))
    .groupBy(liveClasses.id)
    .having(or(eq(liveClasses.isCancelled, false), isBooked))
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
    .limit(UPCOMING_LIMIT);
  return rows.map((row) => toLiveClass(row.liveClass, { seatsTaken: Number(row.seatsTaken), isBooked: Boolean(row.isBooked) }, now));
};

export const countSeats = async (db: DbExecutor, liveClassId: number) => {
  const [row] = await db.select({ seats: count() }).from(liveClassBookings).where(eq(liveClassBookings.liveClassId, liveClassId));
  return row?.seats ?? 0;
};

const findBooking = async (db: DbExecutor, liveClassId: number, userId: number) => {
  const [row] = await db
    .select({ id: liveClassBookings.id })
    .from(liveClassBookings)
    .where(and(eq(liveClassBookings.liveClassId, liveClassId), eq(liveClassBookings.userId, userId)));
  return row;
};

/**
 * POST /api/live-classes/:id/book: a seat in a class that is neither cancelled nor over. The class row
 * is locked (`select ... for update`) while the seats are counted and the booking inserted, so two
 * students taking the last seat at once are served one after the other: one gets it, the other 409.
 * `created` tells a new booking (201) from one the student already had (200). A new booking queues the
 * confirmation mail with the class's .ics in the same transaction: no seat without its mail.
 */
export const bookLiveClass = async ({
  db,
  clock,
  user,
  liveClassId,
  siteOrigin,
}: {
  db: Database;
  clock: Clock;
  user: Student;
  liveClassId: number;
  siteOrigin: string;
}): Promise<{ liveClass: LiveClass; created: boolean }> => {
  await requireLiveClassAccess({ db, clock, user });
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(liveClasses).where(eq(liveClasses.id, liveClassId)).for("update");
    if (!row || row.isCancelled || endOf(row) <= now) throw new AppError("not_found", LIVE_CLASS_NOT_FOUND);
    const seatsTaken = await countSeats(tx, liveClassId);
    if (await findBooking(tx, liveClassId, user.id)) {
      return { liveClass: toLiveClass(row, { seatsTaken, isBooked: true }, now), created: false };
    }
    if (seatsTaken >= row.capacity) throw new AppError("conflict", CLASS_FULL);
    await tx.insert(liveClassBookings).values({ liveClassId, userId: user.id, createdAt: now });
    const [student] = await tx
      .select({ email: users.email, firstName: users.firstName, username: users.username, timeZone: users.timeZone, locale: users.locale })
      .from(users)
      .where(eq(users.id, user.id));
    if (student) await enqueueMail({ db: tx, now, mail: bookingConfirmationMail({ to: student, liveClass: row, siteOrigin, now }) });
    return { liveClass: toLiveClass(row, { seatsTaken: seatsTaken + 1, isBooked: true }, now), created: true };
  });
};

/**
 * DELETE /api/live-classes/:id/book: gives the seat back. Idempotent (no booking: nothing to do), and
 * open without a subscription, so a student whose plan ended can still free the seat. A seat given back
 * before the class ends is confirmed by mail, with an .ics that takes the class out of the calendar.
 * `mailQueued` says whether a mail was queued.
 */
export const cancelBooking = async ({
  db,
  clock,
  user,
  liveClassId,
  siteOrigin,
}: {
  db: Database;
  clock: Clock;
  user: Student;
  liveClassId: number;
  siteOrigin: string;
}) =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(liveClasses).where(eq(liveClasses.id, liveClassId));
    if (!row) throw new AppError("not_found", LIVE_CLASS_NOT_FOUND);
    const deleted = await tx
      .delete(liveClassBookings)
      .where(and(eq(liveClassBookings.liveClassId, liveClassId), eq(liveClassBookings.userId, user.id)))
      .returning({ id: liveClassBookings.id });
    const now = clock.now();
    if (deleted.length === 0 || row.isCancelled || endOf(row) <= now) return { mailQueued: false };
    const [student] = await tx
      .select({ email: users.email, firstName: users.firstName, username: users.username, timeZone: users.timeZone, locale: users.locale })
      .from(users)
      .where(eq(users.id, user.id));
    if (!student) return { mailQueued: false };
    await enqueueMail({ db: tx, now, mail: seatCancelledMail({ to: student, liveClass: row, siteOrigin, now }) });
    return { mailQueued: true };
  });

/** A class with the user's booking, for its calendar file: a booked student, or anyone with access. */
export const getLiveClassForCalendar = async ({
  db,
  clock,
  user,
  liveClassId,
}: {
  db: Database;
  clock: Clock;
  user: Student;
  liveClassId: number;
}) => {
  const [row] = await db.select().from(liveClasses).where(eq(liveClasses.id, liveClassId));
  if (!row) throw new AppError("not_found", LIVE_CLASS_NOT_FOUND);
  const isBooked = Boolean(await findBooking(db, liveClassId, user.id));
  if (isBooked) return row;
  await requireLiveClassAccess({ db, clock, user });
  // A cancelled class is only of interest to those who had booked it (their calendar learns it is off).
  if (row.isCancelled && !user.isAdmin) throw new AppError("not_found", LIVE_CLASS_NOT_FOUND);
  return row;
};
