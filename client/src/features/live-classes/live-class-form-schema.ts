import { z } from "zod";
import { LIVE_CLASS_START_INVALID, liveClassInputSchema, type AdminLiveClass } from "@shared/api/live-classes";
import { fromWallTime, toWallTime } from "@/lib/viewer-time";

/** A datetime-local value: "2026-11-24T18:30", read in the viewer's time zone. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * The server's schema and messages, except the start: the form holds a datetime-local value (no
 * zone), which is read in the viewer's time zone (the one the panel names) when it is sent.
 */
export const liveClassFormSchema = liveClassInputSchema.extend({
  startsAt: z
    .string({ error: LIVE_CLASS_START_INVALID })
    .refine((value) => LOCAL_DATE_TIME.test(value) && !Number.isNaN(new Date(value).getTime()), LIVE_CLASS_START_INVALID),
});

export type LiveClassFormInput = z.input<typeof liveClassFormSchema>;
export type LiveClassFormValues = z.output<typeof liveClassFormSchema>;

export const LIVE_CLASS_FIELD_NAMES = ["title", "level", "teacherName", "startsAt", "durationMinutes", "joinUrl", "capacity"] as const;

/** An instant as a datetime-local value in the viewer's time zone. */
export const toLocalDateTime = (iso: string, timeZone: string) => toWallTime(iso, timeZone);

/** A datetime-local value (the viewer's time zone) as an ISO 8601 instant: 2026-11-24T16:30:00Z. */
export const toIsoWithOffset = (localDateTime: string, timeZone: string) =>
  fromWallTime(localDateTime, timeZone)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z");

export const formDefaults = (timeZone: string, liveClass?: AdminLiveClass): LiveClassFormInput => ({
  title: liveClass?.title ?? "",
  level: liveClass?.level ?? "",
  teacherName: liveClass?.teacherName ?? "",
  startsAt: liveClass ? toLocalDateTime(liveClass.startsAt, timeZone) : "",
  durationMinutes: liveClass?.durationMinutes ?? 60,
  joinUrl: liveClass?.joinUrl ?? "",
  capacity: liveClass?.capacity ?? 20,
});
