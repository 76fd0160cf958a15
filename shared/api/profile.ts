import { z } from "zod";
import { newPasswordSchema, profileFieldsSchema } from "./auth";

/** What a student may change on their profile; username, password and isAdmin are not among them. */
export const updateProfileSchema = profileFieldsSchema;

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(1024),
  newPassword: newPasswordSchema,
});

export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** GET /api/me/courses */
export type MyCourse = {
  id: number;
  slug: string;
  title: string;
  level: string;
  imageUrl: string | null;
  /** 0-100, computed from the completed lessons of the course. */
  progress: number;
};
export type MyCoursesResponse = { enrolled: MyCourse[]; recommended: MyCourse[] };

/** GET /api/me/progress */
export type MyProgressResponse = {
  lessonsCompleted: number;
  practiceHours: number;
  certificates: number;
  totalPoints: number;
  level: number;
  currentStreak: number;
  longestStreak: number;
  skills: { reading: number; writing: number; speaking: number; listening: number };
  /** Present when the student has an active subscription (users.subscriptionLevel until billing lands). */
  subscription: { plan: string; status: "active" } | null;
};
