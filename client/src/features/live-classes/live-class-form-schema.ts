import { format, formatISO } from "date-fns";
import { z } from "zod";
import { LIVE_CLASS_START_INVALID, liveClassInputSchema, type AdminLiveClass } from "@shared/api/live-classes";

/** A datetime-local value: "2026-11-24T18:30", read in the browser's time zone. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * The server's schema and messages, except the start: the form holds a datetime-local value (no
 * zone), which is turned into an ISO date and time with the browser's offset when it is sent.
 */
export const liveClassFormSchema = liveClassInputSchema.extend({
  startsAt: z
    .string({ error: LIVE_CLASS_START_INVALID })
    .refine((value) => LOCAL_DATE_TIME.test(value) && !Number.isNaN(new Date(value).getTime()), LIVE_CLASS_START_INVALID),
});

export type LiveClassFormInput = z.input<typeof liveClassFormSchema>;
export type LiveClassFormValues = z.output<typeof liveClassFormSchema>;

export const LIVE_CLASS_FIELD_NAMES = ["title", "level", "teacherName", "startsAt", "durationMinutes", "joinUrl", "capacity"] as const;

/** An instant as a datetime-local value in the browser's time zone. */
export const toLocalDateTime = (iso: string) => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");

/** A datetime-local value (the browser's time zone) as ISO 8601 with its offset: 2026-11-24T18:30:00+02:00. */
export const toIsoWithOffset = (localDateTime: string) => formatISO(new Date(localDateTime));

export const formDefaults = (liveClass?: AdminLiveClass): LiveClassFormInput => ({
  title: liveClass?.title ?? "",
  level: liveClass?.level ?? "",
  teacherName: liveClass?.teacherName ?? "",
  startsAt: liveClass ? toLocalDateTime(liveClass.startsAt) : "",
  durationMinutes: liveClass?.durationMinutes ?? 60,
  joinUrl: liveClass?.joinUrl ?? "",
  capacity: liveClass?.capacity ?? 20,
});
