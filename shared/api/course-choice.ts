// Which courses an adult plan opens (decision 0038), shared so that the course pages and the server agree.
import { z } from "zod";

/**
 * - one_course: the one CEFR course the student chose (Basic);
 * - cefr_courses: every CEFR English course, not the TEFL teacher-training courses (Standard);
 * - all_courses: every course (Premium).
 * Stored per plan (subscription_plans.course_access) and chosen by an admin, never read from a plan's name.
 */
export type CourseRule = "one_course" | "cefr_courses" | "all_courses";

/** The TEFL teacher-training courses are told apart by their level ("TEFL Level 3", "TEFL Diploma"). */
export const isTeflCourse = (level: string) => level.toUpperCase().includes("TEFL");

export const TEFL_NEEDS_PREMIUM = "The TEFL courses come with the Premium plan";
export const ONE_COURSE_ONLY = "Your plan opens one course of your choice. Choose this course on its page to study it";
export const NOTHING_TO_CHOOSE = "Your plan opens every course it includes: there is no course to choose";
export const COURSE_CHANGE_LIMIT = "You chose your course in this billing period. You can change it when the next period starts";

const CHOOSE_A_COURSE = "Please choose a course";

/** PUT /api/subscriptions/me/course: the one course of a one-course plan. */
export const courseChoiceSchema = z.object({
  courseId: z.coerce.number({ error: CHOOSE_A_COURSE }).int(CHOOSE_A_COURSE).positive(CHOOSE_A_COURSE),
});
export type CourseChoice = z.input<typeof courseChoiceSchema>;

/** Part of GET /api/subscriptions/me for a one-course plan: the chosen course and when it may change. */
export const courseChoiceStateSchema = z.object({
  course: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** Null when the student may choose or change now; else the start of the next billing period. */
  changeableFrom: z.string().nullable(),
});
export type CourseChoiceState = z.infer<typeof courseChoiceStateSchema>;
