import { z } from "zod";
import { pageParamSchema, type PageInfo } from "./paging";

export const ADMIN_USERS_PAGE_SIZE = 20;

export const adminUsersQuerySchema = z.object({
  query: z.string({ message: "Search must be text" }).trim().max(200, "Search must be at most 200 characters").optional().default(""),
  page: pageParamSchema,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const updateAdminUserSchema = z
  .object({
    isAdmin: z.boolean({ message: "isAdmin must be true or false" }).optional(),
    isDisabled: z.boolean({ message: "isDisabled must be true or false" }).optional(),
  })
  .strict()
  .refine((value) => value.isAdmin !== undefined || value.isDisabled !== undefined, { message: "Nothing to change" });
export type UpdateAdminUserRequest = z.input<typeof updateAdminUserSchema>;

export const ADMIN_USER_MESSAGES = {
  ownAdmin: "You cannot change your own admin access",
  ownDisable: "You cannot disable your own account",
  lastAdmin: "There must always be at least one admin",
  notFound: "User not found",
  closed: "This account is closed: it can only be viewed",
} as const;

export type AdminOverview = {
  /** Students (non-admins) who registered in the last 7 days. */
  newStudentsThisWeek: number;
  activeSubscriptions: number;
  /** Rand cents of paid payments in this calendar month (Africa/Johannesburg). */
  revenueThisMonth: number;
  unreadMessages: number;
  failedMails: number;
  lastBackup: { startedAt: string; status: string; verification: string | null } | null;
};

export type AdminUserSummary = {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  isDisabled: boolean;
  /** The owner closed the account (personal data erased): admins only view it. */
  closedAt: string | null;
  subscriptionLevel: string | null;
  createdAt: string;
  lastSignInAt: string | null;
};

export type AdminUsersPage = PageInfo & { users: AdminUserSummary[] };

export type AdminUserDetail = AdminUserSummary & {
  country: string | null;
  languageLevel: string | null;
  subscription: { planName: string; status: string; currentPeriodEnd: string } | null;
  enrolments: { courseId: number; courseTitle: string; progress: number; enrolledAt: string }[];
  activeSessions: number;
};
