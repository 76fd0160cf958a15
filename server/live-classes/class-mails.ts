import { and, eq, isNull } from "drizzle-orm";
import { JOIN_OPENS_MINUTES_BEFORE } from "../../shared/api/live-classes";
import { users, type User } from "../../shared/schema/auth";
import { liveClassBookings, type LiveClassRow } from "../../shared/schema/learning";
import type { DbExecutor } from "../db/connection";
import { enqueueMail, type OutgoingMail } from "../lib/outbox";
import { buildLiveClassCalendar, calendarFileName } from "./calendar";
import { endOf } from "./class-end";

// The mails about one student's seat in a live class: confirmation (with the .ics), the reminder an hour
// before, and the notices when an admin cancels or moves the class. Times are in the student's own zone.

/** A class's reminder is queued this long before it starts; a seat booked later than that gets none. */
export const REMINDER_MINUTES_BEFORE = 60;

export type ClassMailRecipient = Pick<User, "email" | "firstName" | "username" | "timeZone">;

/** The profile's zone when Node knows it, else UTC (a zone stored before Node dropped it must not stop a mail). */
const usableZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
};

/** "Tuesday, 24 November 2026, 18:00–19:00 (Africa/Johannesburg time)". */
export const formatClassTime = (liveClass: Pick<LiveClassRow, "startsAt" | "durationMinutes">, timeZone: string) => {
  const zone = usableZone(timeZone);
  const day = new Intl.DateTimeFormat("en-GB", { timeZone: zone, weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${day.format(liveClass.startsAt)}, ${time.format(liveClass.startsAt)}–${time.format(endOf(liveClass))} (${zone} time)`;
};

const greeting = (to: ClassMailRecipient) => `Hello ${to.firstName || to.username},`;

const calendarAttachment = (liveClass: LiveClassRow, siteOrigin: string, now: Date, isSeatCancelled = false) => ({
  filename: calendarFileName(liveClass.id),
  content: buildLiveClassCalendar({ liveClass, siteOrigin, now, joinUrl: liveClass.joinUrl, isSeatCancelled }),
  // method=PUBLISH as in the file itself: mail programs offer "add to calendar", not an invitation to answer.
  contentType: "text/calendar; charset=utf-8; method=PUBLISH",
});

const footer = (siteOrigin: string) => [
  "",
  `Your live classes, and the way to cancel a seat, are on your dashboard: ${siteOrigin}/dashboard`,
  "Times are shown in the time zone on your profile; you can change it there.",
];

type MailOptions = { to: ClassMailRecipient; liveClass: LiveClassRow; siteOrigin: string; now: Date };

export const bookingConfirmationMail = ({ to, liveClass, siteOrigin, now }: MailOptions): OutgoingMail => {
  const willRemind = liveClass.startsAt.getTime() - now.getTime() > REMINDER_MINUTES_BEFORE * 60_000;
  return {
    to: to.email,
    subject: `Booked: ${liveClass.title}`,
    text: [
      greeting(to),
      "",
      `Your seat is booked on the live class "${liveClass.title}" with ${liveClass.teacherName} (level ${liveClass.level}).`,
      "",
      `When: ${formatClassTime(liveClass, to.timeZone)}`,
      `Join link: ${liveClass.joinUrl}`,
      `(It also appears on your dashboard ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start.)`,
      "",
      "The attached calendar file adds the class to your calendar.",
      willRemind ? `We will email you a reminder ${REMINDER_MINUTES_BEFORE} minutes before the class starts.` : "",
      ...footer(siteOrigin),
    ]
      .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
      .join("\n"),
    attachment: calendarAttachment(liveClass, siteOrigin, now),
  };
};

export const classReminderMail = ({ to, liveClass, siteOrigin }: MailOptions): OutgoingMail => ({
  to: to.email,
  subject: `Starting soon: ${liveClass.title}`,
  text: [
    greeting(to),
    "",
    `Your live class "${liveClass.title}" with ${liveClass.teacherName} starts within the hour.`,
    "",
    `When: ${formatClassTime(liveClass, to.timeZone)}`,
    `Join link: ${liveClass.joinUrl}`,
    ...footer(siteOrigin),
  ].join("\n"),
});

export const seatCancelledMail = ({ to, liveClass, siteOrigin, now }: MailOptions): OutgoingMail => ({
  to: to.email,
  subject: `Seat cancelled: ${liveClass.title}`,
  text: [
    greeting(to),
    "",
    `You have given back your seat on the live class "${liveClass.title}" with ${liveClass.teacherName}. You will get no reminder for it.`,
    "",
    `It was planned for: ${formatClassTime(liveClass, to.timeZone)}`,
    "",
    "The attached calendar file removes the class from your calendar. You can book it again from your dashboard while seats are left.",
    ...footer(siteOrigin),
  ].join("\n"),
  attachment: calendarAttachment(liveClass, siteOrigin, now, true),
});

export const classCancelledMail = ({ to, liveClass, siteOrigin, now }: MailOptions): OutgoingMail => ({
  to: to.email,
  subject: `Cancelled: ${liveClass.title}`,
  text: [
    greeting(to),
    "",
    `The live class "${liveClass.title}" with ${liveClass.teacherName} has been cancelled. We are sorry for the change.`,
    "",
    `It was planned for: ${formatClassTime(liveClass, to.timeZone)}`,
    "",
    "The attached calendar file marks the class as cancelled in your calendar. You can book another class from your dashboard.",
    ...footer(siteOrigin),
  ].join("\n"),
  attachment: calendarAttachment(liveClass, siteOrigin, now),
});

export const classRestoredMail = ({ to, liveClass, siteOrigin, now }: MailOptions): OutgoingMail => ({
  to: to.email,
  subject: `Back on: ${liveClass.title}`,
  text: [
    greeting(to),
    "",
    `The live class "${liveClass.title}" with ${liveClass.teacherName} is taking place after all. Your seat is kept.`,
    "",
    `When: ${formatClassTime(liveClass, to.timeZone)}`,
    `Join link: ${liveClass.joinUrl}`,
    "",
    "The attached calendar file puts the class back in your calendar. If you cannot come, cancel your seat from your dashboard.",
    ...footer(siteOrigin),
  ].join("\n"),
  attachment: calendarAttachment(liveClass, siteOrigin, now),
});

export const classMovedMail = ({ to, liveClass, previous, siteOrigin, now }: MailOptions & { previous: LiveClassRow }): OutgoingMail => ({
  to: to.email,
  subject: `New time: ${liveClass.title}`,
  text: [
    greeting(to),
    "",
    `The live class "${liveClass.title}" with ${liveClass.teacherName} has a new time. Your seat is kept.`,
    "",
    `New time: ${formatClassTime(liveClass, to.timeZone)}`,
    `Was: ${formatClassTime(previous, to.timeZone)}`,
    `Join link: ${liveClass.joinUrl}`,
    "",
    "The attached calendar file updates the class in your calendar. If the new time does not suit you, cancel your seat from your dashboard.",
    ...footer(siteOrigin),
  ].join("\n"),
  attachment: calendarAttachment(liveClass, siteOrigin, now),
});

/** The students booked on a class whose account is open (a closed account is mailed nothing more). */
export const findBookedStudents = (db: DbExecutor, liveClassId: number) =>
  db
    .select({ email: users.email, firstName: users.firstName, username: users.username, timeZone: users.timeZone })
    .from(liveClassBookings)
    .innerJoin(users, eq(users.id, liveClassBookings.userId))
    .where(and(eq(liveClassBookings.liveClassId, liveClassId), isNull(users.closedAt)));

/** Queues one mail per booked student (in the caller's transaction); returns how many. */
export const queueNoticeToBookedStudents = async (
  db: DbExecutor,
  liveClassId: number,
  makeMail: (to: ClassMailRecipient) => OutgoingMail,
) => {
  const students = await findBookedStudents(db, liveClassId);
  for (const student of students) await enqueueMail({ db, mail: makeMail(student) });
  return students.length;
};
