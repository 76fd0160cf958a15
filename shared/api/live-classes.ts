// Contracts of live classes: scheduled by admins, booked by subscribers.
import { z } from "zod";

/** The join link is given to a booked student from this many minutes before the start. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;
export const CLASS_FULL = "This class is full";
export const LIVE_CLASSES_NEED_SUBSCRIPTION = "An active subscription is required to book live classes";
/** Unknown, cancelled or ended: nothing a student can book. */
export const LIVE_CLASS_NOT_FOUND = "Live class not found";
export const LIVE_CLASS_START_IN_PAST = "Start must be in the future";
export const LIVE_CLASS_START_INVALID = "Start must be a date and time";
export const capacityBelowBookings = (seatsTaken: number) =>
  `Capacity cannot be less than the ${seatsTaken} ${seatsTaken === 1 ? "seat" : "seats"} already booked`;

export const liveClassInputSchema = z.object({
  title: z
    .string({ error: "Title must be at least 5 characters" })
    .trim()
    .min(5, "Title must be at least 5 characters")
    .max(100, "Title must be less than 100 characters"),
  level: z.string({ error: "Level is required" }).trim().min(1, "Level is required").max(40, "Level must be at most 40 characters"),
  teacherName: z
    .string({ error: "Teacher name is required" })
    .trim()
    .min(2, "Teacher name is required")
    .max(100, "Teacher name must be at most 100 characters"),
  startsAt: z.iso.datetime({ offset: true, error: LIVE_CLASS_START_INVALID }).transform((value) => new Date(value)),
  durationMinutes: z.coerce
    .number({ error: "Duration must be 15 to 240 minutes" })
    .int("Duration must be 15 to 240 minutes")
    .min(15, "Duration must be 15 to 240 minutes")
    .max(240, "Duration must be 15 to 240 minutes"),
  joinUrl: z.url({ protocol: /^https$/, error: "Join link must be an https address" }).max(500, "Join link must be at most 500 characters"),
  capacity: z.coerce
    .number({ error: "Capacity must be 1 to 500" })
    .int("Capacity must be 1 to 500")
    .min(1, "Capacity must be 1 to 500")
    .max(500, "Capacity must be 1 to 500"),
});
export const updateLiveClassSchema = liveClassInputSchema.partial().extend({
  isCancelled: z.boolean({ error: "Cancelled must be true or false" }).optional(),
});
export type LiveClassInput = z.input<typeof liveClassInputSchema>;
export type UpdateLiveClassInput = z.input<typeof updateLiveClassSchema>;

/** GET /api/live-classes (subscribers): upcoming classes; `joinUrl` only for a booked seat, from 15 minutes before. */
export type LiveClass = {
  id: number;
  title: string;
  level: string;
  teacherName: string;
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  seatsTaken: number;
  isFull: boolean;
  isBooked: boolean;
  isCancelled: boolean;
  joinUrl: string | null;
};

/** GET /api/admin/live-classes: every class with its join link and bookings count (`seatsTaken`). */
export type AdminLiveClass = Omit<LiveClass, "isBooked" | "joinUrl" | "isFull"> & { joinUrl: string };

/** POST /api/admin/live-classes (201). */
export type CreatedLiveClass = { id: number };
