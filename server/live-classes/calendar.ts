import { JOIN_OPENS_MINUTES_BEFORE } from "../../shared/api/live-classes";
import type { LiveClassRow } from "../../shared/schema/learning";
import { translator } from "../i18n/server-i18n";
import { endOf } from "./class-end";

// An iCalendar file (RFC 5545) for one live class, written by hand: a dozen lines do not need a library.

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/** A UTC DATE-TIME: 20261121T100000Z. */
export const formatUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/**
 * Folds a content line (RFC 5545 3.1): at most 75 octets a line, continued on lines that start with a
 * space. Counted in UTF-8 octets and never splitting a character.
 */
export const foldLine = (line: string) => {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    // Continuation lines carry a leading space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
};

export const calendarFileName = (liveClassId: number) => `live-class-${liveClassId}.ics`;

const SEQUENCE_EPOCH_MS = Date.UTC(2025, 0, 1);

/**
 * The moment the file is made, in seconds since 2025: every file supersedes the ones issued before it
 * (a moved class, a seat cancelled, a seat booked again), so a calendar that holds the event replaces it
 * with the later file of the same UID (RFC 5545 3.8.7.4). No counter column needed.
 */
export const sequenceAt = (now: Date) => Math.max(0, Math.floor((now.getTime() - SEQUENCE_EPOCH_MS) / 1000));

/**
 * The VCALENDAR of one class. The file downloaded from the site never carries the join link (anyone
 * with a plan may download it); the file mailed to a booked student does (`joinUrl`), as the mail does.
 */
export const buildLiveClassCalendar = ({
  liveClass,
  siteOrigin,
  now,
  joinUrl,
  isSeatCancelled = false,
  locale,
}: {
  liveClass: LiveClassRow;
  siteOrigin: string;
  now: Date;
  joinUrl?: string;
  /** The student gave the seat back: their calendar drops the event although the class goes on. */
  isSeatCancelled?: boolean;
  /** The student's language (`users.locale`) for the event's description; English when absent. */
  locale?: string | null;
}) => {
  const t = translator(locale);
  const dashboardUrl = `${siteOrigin}/dashboard`;
  const description = [
    t("mail.calendar.liveClassWith", { teacher: liveClass.teacherName }),
    t("mail.calendar.level", { level: liveClass.level }),
    joinUrl
      ? t("mail.calendar.joinTheClass", { url: joinUrl })
      : t("mail.calendar.joinLinkLater", { minutes: JOIN_OPENS_MINUTES_BEFORE, url: dashboardUrl }),
  ].join("\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Cape English College//Live classes//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:live-class-${liveClass.id}@${new URL(siteOrigin).host}`,
    `SEQUENCE:${sequenceAt(now)}`,
    `DTSTAMP:${formatUtc(now)}`,
    `LAST-MODIFIED:${formatUtc(liveClass.updatedAt)}`,
    `DTSTART:${formatUtc(liveClass.startsAt)}`,
    `DTEND:${formatUtc(endOf(liveClass))}`,
    `SUMMARY:${escapeText(liveClass.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(joinUrl ? [`LOCATION:${escapeText(joinUrl)}`] : []),
    `URL:${dashboardUrl}`,
    `STATUS:${liveClass.isCancelled || isSeatCancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
};
