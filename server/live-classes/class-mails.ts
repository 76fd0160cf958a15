import { and, eq, isNull } from "drizzle-orm";
import { JOIN_OPENS_MINUTES_BEFORE } from "../../shared/api/live-classes";
import { users, type User } from "../../shared/schema/auth";
import { liveClassBookings, type LiveClassRow } from "../../shared/schema/learning";
import type { DbExecutor } from "../db/connection";
import { formatDate, formatTime } from "../../shared/i18n/format";
import { serverLocale, translator } from "../i18n/server-i18n";
import { enqueueMail, type OutgoingMail } from "../lib/outbox";
import { buildLiveClassCalendar, calendarFileName } from "./calendar";
import { endOf } from "./class-end";

// The mails about one student's seat in a live class: confirmation (with the .ics), the reminder an hour
// before, and the notices when an admin cancels or moves the class. Times are in the student's own zone.

/** A class's reminder is queued this long before it starts; a seat booked later than that gets none. */
export const REMINDER_MINUTES_BEFORE = 60;

export type ClassMailRecipient = Pick<User, "email" | "firstName" | "username" | "timeZone"> & {
  /** The student's language (`users.locale`); English when absent. */
  locale?: string | null;
};

/** The profile's zone when Node knows it, else UTC (a zone stored before Node dropped it must not stop a mail). */
const usableZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
};

/**
 * "Tuesday, 24 November 2026, 18:00–19:00 (Africa/Johannesburg time)" in English (its own form, kept);
 * the day and times as Intl writes them in another language.
 */
export const formatClassTime = (
  liveClass: Pick<LiveClassRow, "startsAt" | "durationMinutes">,
  timeZone: string,
  locale: string | null = "en",
) => {
  const zone = usableZone(timeZone);
  const language = serverLocale(locale);
  const end = endOf(liveClass);
  if (language === "en") {
    const day = new Intl.DateTimeFormat("en-GB", { timeZone: zone, weekday: "long", day: "numeric", month: "long", year: "numeric" });
    const time = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    return `${day.format(liveClass.startsAt)}, ${time.format(liveClass.startsAt)}–${time.format(end)} (${zone} time)`;
  }
  return translator(language)("mail.liveClass.time", {
    day: formatDate(liveClass.startsAt, language, "weekdayLong", zone),
    start: formatTime(liveClass.startsAt, language, zone),
    end: formatTime(end, language, zone),
    zone,
  });
};

const calendarAttachment = (
  liveClass: LiveClassRow,
  siteOrigin: string,
  now: Date,
  locale: string | null | undefined,
  isSeatCancelled = false,
) => ({
  filename: calendarFileName(liveClass.id),
  content: buildLiveClassCalendar({ liveClass, siteOrigin, now, joinUrl: liveClass.joinUrl, isSeatCancelled, locale }),
  // method=PUBLISH as in the file itself: mail programs offer "add to calendar", not an invitation to answer.
  contentType: "text/calendar; charset=utf-8; method=PUBLISH",
});

type MailOptions = { to: ClassMailRecipient; liveClass: LiveClassRow; siteOrigin: string; now: Date };

/** What every class mail shares: `t` in the student's language, the greeting, the class's time and the footer. */
const mailParts = (to: ClassMailRecipient, siteOrigin: string) => {
  const t = translator(to.locale);
  return {
    t,
    greeting: t("mail.common.hello", { name: to.firstName || to.username }),
    when: (liveClass: Pick<LiveClassRow, "startsAt" | "durationMinutes">) => formatClassTime(liveClass, to.timeZone, to.locale),
    footer: ["", t("mail.liveClass.footerDashboard", { url: `${siteOrigin}/dashboard` }), t("mail.liveClass.footerTimeZone")],
  };
};

const about = (liveClass: LiveClassRow) => ({ title: liveClass.title, teacher: liveClass.teacherName });

export const bookingConfirmationMail = ({ to, liveClass, siteOrigin, now }: MailOptions): OutgoingMail => {
  const { t, greeting, when, footer } = mailParts(to, siteOrigin);
  const willRemind = liveClass.startsAt.getTime() - now.getTime() > REMINDER_MINUTES_BEFORE * 60_000;
  return {
    to: to.email,
    subject: t("mail.liveClass.booked.subject", { title: liveClass.title }),
    text: [
      greeting,
      "",
      t("mail.liveClass.booked.intro", { ...about(liveClass), level: liveClass.level }),
      "",
      t("mail.liveClass.when", { time: when(liveClass) }),
      t("mail.liveClass.joinLink", { url: liveClass.joinUrl }),
      t("mail.liveClass.booked.alsoOnDashboard", { minutes: JOIN_OPENS_MINUTES_BEFORE }),
      "",
      t("mail.liveClass.booked.calendar"),
      willRemind ? t("mail.liveClass.booked.reminder", { minutes: REMINDER_MINUTES_BEFORE }) : "",
      ...footer,
    ]
      .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
      .join("\n"),
    attachment: calendarAttachment(liveClass, siteOrigin, now, to.locale),
  };
};

export const classReminderMail = ({ to, liveClass, siteOrigin }: MailOptions): OutgoingMail => {
  const { t, greeting, when, footer } = mailParts(to, siteOrigin);
  return {
    to: to.email,
    subject: t("mail.liveClass.reminder.subject", { title: liveClass.title }),
    text: [
      greeting,
      "",
      t("mail.liveClass.reminder.intro", about(liveClass)),
      "",
      t("mail.liveClass.when", { time: when(liveClass) }),
      t("mail.liveClass.joinLink", { url: liveClass.joinUrl }),
      ...footer,
    ].join("\n"),
  };
};

export const seatCancelledMail = ({ to, liveClass, siteOrigin, now }: MailOptions): OutgoingMail => {
  const { t, greeting, when, footer } = mailParts(to, siteOrigin);
  return {
    to: to.email,
    subject: t("mail.liveClass.seatCancelled.subject", { title: liveClass.title }),
    text: [
      greeting,
      "",
      t("mail.liveClass.seatCancelled.intro", about(liveClass)),
      "",
      t("mail.liveClass.plannedFor", { time: when(liveClass) }),
      "",
      t("mail.liveClass.seatCancelled.calendar"),
      ...footer,
    ].join("\n"),
    attachment: calendarAttachment(liveClass, siteOrigin, now, to.locale, true),
  };
};

export const classCancelledMail = ({ to, liveClass, siteOrigin, now }: MailOptions): OutgoingMail => {
  const { t, greeting, when, footer } = mailParts(to, siteOrigin);
  return {
    to: to.email,
    subject: t("mail.liveClass.cancelled.subject", { title: liveClass.title }),
    text: [
      greeting,
      "",
      t("mail.liveClass.cancelled.intro", about(liveClass)),
      "",
      t("mail.liveClass.plannedFor", { time: when(liveClass) }),
      "",
      t("mail.liveClass.cancelled.calendar"),
      ...footer,
    ].join("\n"),
    attachment: calendarAttachment(liveClass, siteOrigin, now, to.locale),
  };
};

export const classRestoredMail = ({ to, liveClass, siteOrigin, now }: MailOptions): OutgoingMail => {
  const { t, greeting, when, footer } = mailParts(to, siteOrigin);
  return {
    to: to.email,
    subject: t("mail.liveClass.restored.subject", { title: liveClass.title }),
    text: [
      greeting,
      "",
      t("mail.liveClass.restored.intro", about(liveClass)),
      "",
      t("mail.liveClass.when", { time: when(liveClass) }),
      t("mail.liveClass.joinLink", { url: liveClass.joinUrl }),
      "",
      t("mail.liveClass.restored.calendar"),
      ...footer,
    ].join("\n"),
    attachment: calendarAttachment(liveClass, siteOrigin, now, to.locale),
  };
};

export const classMovedMail = ({ to, liveClass, previous, siteOrigin, now }: MailOptions & { previous: LiveClassRow }): OutgoingMail => {
  const { t, greeting, when, footer } = mailParts(to, siteOrigin);
  return {
    to: to.email,
    subject: t("mail.liveClass.moved.subject", { title: liveClass.title }),
    text: [
      greeting,
      "",
      t("mail.liveClass.moved.intro", about(liveClass)),
      "",
      t("mail.liveClass.moved.newTime", { time: when(liveClass) }),
      t("mail.liveClass.moved.was", { time: when(previous) }),
      t("mail.liveClass.joinLink", { url: liveClass.joinUrl }),
      "",
      t("mail.liveClass.moved.calendar"),
      ...footer,
    ].join("\n"),
    attachment: calendarAttachment(liveClass, siteOrigin, now, to.locale),
  };
};

/** The students booked on a class whose account is open (a closed account is mailed nothing more). */
export const findBookedStudents = (db: DbExecutor, liveClassId: number) =>
  db
    .select({ email: users.email, firstName: users.firstName, username: users.username, timeZone: users.timeZone, locale: users.locale })
    .from(liveClassBookings)
    .innerJoin(users, eq(users.id, liveClassBookings.userId))
    .where(and(eq(liveClassBookings.liveClassId, liveClassId), isNull(users.closedAt)));

/** Queues one mail per booked student (in the caller's transaction), due `now`; returns how many. */
export const queueNoticeToBookedStudents = async (
  db: DbExecutor,
  { liveClassId, now }: { liveClassId: number; now: Date },
  makeMail: (to: ClassMailRecipient) => OutgoingMail,
) => {
  const students = await findBookedStudents(db, liveClassId);
  for (const student of students) await enqueueMail({ db, now, mail: makeMail(student) });
  return students.length;
};
