import { LOCALES } from "../i18n/locales";
import { z } from "zod";
import type { PublicUser } from "./auth";
import { LANGUAGE_LEVELS } from "../constants";
import { countrySchema, emailSchema, newPasswordSchema, timeZoneSchema } from "./auth";

export const CURRENT_PASSWORD_FOR_EMAIL = "Enter your current password to change your email";

// A PATCH changes what it is given: a name left out stays, "" or null clears it.
const nameChange = (label: string) =>
  z
    .union([z.null(), z.string().trim().max(60, `${label} must be at most 60 characters`)])
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));

/**
 * What a student may change on their profile; username, password and isAdmin are not among them. A new
 * email also needs the current password: whoever holds a stolen session must not take over the account
 * by pointing its email elsewhere.
 */
export const updateProfileSchema = z.object({
  email: emailSchema.optional(),
  firstName: nameChange("First name"),
  lastName: nameChange("Last name"),
  country: countrySchema,
  languageLevel: z.enum(LANGUAGE_LEVELS, { error: "Please select a language level" }).optional(),
  timeZone: timeZoneSchema.optional(),
  /** The interface language: the footer's choice, kept on the account so that mails follow it. */
  locale: z.enum(LOCALES, { error: "Please choose one of the site's languages" }).optional(),
  currentPassword: z.string().max(1024).optional(),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(1024),
  newPassword: newPasswordSchema,
});

export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type ProfileChanges = z.output<typeof updateProfileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
/** PATCH /api/me: the account, and a new address that waits for its confirmation link (decision 0046). */
export type ProfileUpdated = PublicUser & { pendingEmail: string | null };

/** GET /api/me/courses */
export type MyCourse = {
  id: number;
  slug: string;
  title: string;
  level: string;
  imageUrl: string | null;
  /** 0-100, computed from the completed lessons of the course. */
  progress: number;
  /** When the student finished the course (100 %), else null. */
  completedAt: string | null;
  /** The certificate the finished course earned (a valid one), else null. */
  certificateNumber: string | null;
};
/** `recommendedFor`: the student's CEFR band the recommendations follow, or null when no level is known yet. */
export type MyCoursesResponse = { enrolled: MyCourse[]; recommended: MyCourse[]; recommendedFor: string | null };

/** GET /api/me/progress */
export type MyProgressResponse = {
  lessonsCompleted: number;
  /** Time on lesson pages (exercises included), capped per visit: see server/learning/practice-time.ts. */
  practiceSeconds: number;
  certificates: number;
  totalPoints: number;
  level: number;
  currentStreak: number;
  longestStreak: number;
  skills: { reading: number; writing: number; speaking: number; listening: number };
  /** Present while the student's subscription gives access: active, past due (grace) or cancelled (to its end). */
  subscription: { plan: string; status: "active" | "past_due" | "cancelled" } | null;
};
