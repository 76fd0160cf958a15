import type { QueryClient } from "@tanstack/react-query";

/**
 * Every server-state key of the client, in one place. A key's first element is the URL it reads, so the
 * app's default query function (lib/api-client.ts) can fetch any of them; screens invalidate by these
 * names, never by URL strings written again (with data that never goes stale on its own, a forgotten
 * invalidation is a screen that shows the past).
 */
export const queryKeys = {
  adNotifications: ["/api/admin/advertisement-notifications"] as const,
  // Outreach (admins): every prospect read sits under one root, so a change refreshes lists and figures.
  prospectsAll: ["/api/outreach/prospects"] as const,
  prospects: (filters: { search: string; status: string; industry: string }) => ["/api/outreach/prospects", filters] as const,
  prospectEmails: (id: number) => ["/api/outreach/prospects", id, "emails"] as const,
  outreachStats: ["/api/outreach/stats"] as const,
  suppressions: ["/api/outreach/suppressions"] as const,
  campaignContacts: ["/api/outreach/contacts"] as const,
  emailCampaigns: ["/api/outreach/campaigns"] as const,
  // The phonics programme: the account (children, access), each learner's progress, the leaderboard.
  phonicsAccount: ["/api/phonics/children"] as const,
  phonicsProgress: (childId: number | null) => ["/api/phonics/progress", childId] as const,
  phonicsLeaderboard: ["/api/phonics/leaderboard"] as const,
  phonicsFamily: ["/api/phonics/family"] as const,
  /** The admins' view of the leaderboard, with removed entries. */
  adminPhonicsLeaderboard: ["/api/admin/phonics/leaderboard"] as const,
  // Achievements and certificates.
  achievementsCatalogue: ["/api/achievements"] as const,
  myAchievements: ["/api/me/achievements"] as const,
  myCertificates: ["/api/my-certificates"] as const,
  certificateVerification: (certificateNumber: string) => ["/api/certificates/verify", certificateNumber] as const,
  /** Every page and search of the admin's certificate list (what a revocation refreshes). */
  adminCertificatesAll: ["/api/admin/certificates"] as const,
  adminCertificates: (search: string, page: number) => ["/api/admin/certificates", search, page] as const,
  advertisementStats: ["/api/admin/advertisement-stats"] as const,
  adminAdvertisements: ["/api/advertisements"] as const,
  campaign: (token: string) => ["/api/advertising/campaigns", token] as const,
  approvedAds: (placement: string) => ["/api/advertisements/approved", placement] as const,
  currentUser: ["/api/session"],
  /** Whether the account's address is confirmed, and a new one waiting for its link. */
  emailConfirmation: ["/api/me/email-confirmation"] as const,
  courses: ["/api/courses"],
  course: (id: number) => ["/api/courses", id] as const,
  myCourses: ["/api/me/courses"],
  myProgress: ["/api/me/progress"],
  myAssessment: ["/api/assessments/me"],
  /** The open or latest placement test of this browser session or account (decision 0058). */
  currentPlacementTest: ["/api/placement-tests/current"] as const,
  mySubscription: ["/api/subscriptions/me"],
  paymentsMode: ["/api/payments/mode"],
  school: ["/api/school"],
  /** The public figures (counted by the server, GET /api/school/figures). */
  schoolFigures: ["/api/school/figures"],
  subscriptionPlans: (audience: "adult" | "kids") =>
    [audience === "adult" ? "/api/subscription-plans" : `/api/subscription-plans?audience=${audience}`] as const,
  subscriptionPlan: (planId: number) => [`/api/subscription-plans/${planId}`] as const,
  /** What a checkout of the plan would charge the signed-in student (their own price when they renew). */
  checkoutQuote: (planId: number) => [`/api/subscriptions/checkout-quote/${planId}`] as const,
  checkoutStatus: (paymentId: string) => [`/api/subscriptions/checkout/${encodeURIComponent(paymentId)}`] as const,
  // The learning engine. Like `course`, these sit under a root key (the course's, or "/api/lessons"), so
  // one prefix refreshes every course player, outline or lesson a result changed.
  coursePlayer: (courseId: number) => ["/api/courses", courseId, "learn"] as const,
  courseLessons: (courseId: number) => ["/api/courses", courseId, "lessons"] as const,
  /** The course's module tests, final assessment and reflective tasks as the student stands. */
  courseTests: (courseId: number) => ["/api/courses", courseId, "tests"] as const,
  lessons: ["/api/lessons"],
  lesson: (lessonId: number) => ["/api/lessons", lessonId] as const,
  // Live classes: the students' list (with their bookings) and the admins' schedule.
  liveClasses: ["/api/live-classes"],
  adminLiveClasses: ["/api/admin/live-classes"],
  // Course authoring (admins). A course's detail sits under the list's key: one prefix refreshes both.
  adminCourses: ["/api/admin/courses"],
  adminCourse: (courseId: number) => ["/api/admin/courses", courseId] as const,
  // The admin inbox: messages (under one root key, whatever the filters), pre-registrations, mail, jobs.
  adminMessages: ["/api/admin/messages"],
  adminMessageList: (filters: { kind?: string; status: string; page: number }) => ["/api/admin/messages", filters] as const,
  adminPreRegistrations: ["/api/admin/pre-registrations"],
  adminMail: ["/api/admin/mail"],
  // The back office's overview counts and users (a user's detail sits under the list's root key).
  adminOverview: ["/api/admin/overview"],
  adminUsers: ["/api/admin/users"],
  adminUserList: (filters: { query: string; page: number }) => ["/api/admin/users", filters] as const,
  adminUser: (userId: number) => ["/api/admin/users", userId] as const,
  // Plans and prices (admins), and the audit log under one root, whatever the filters.
  adminPlans: ["/api/admin/plans"],
  adminAuditLog: ["/api/admin/audit-log"],
  adminAuditLogPage: (filters: Record<string, string | number>) => ["/api/admin/audit-log", filters] as const,
  adminMailList: (status?: string) => ["/api/admin/mail", { status }] as const,
  adminMailItem: (id: number) => ["/api/admin/mail", "item", id] as const,
  adminJobs: ["/api/admin/jobs"],
  // Backups (admins): the list of runs.
  adminBackupRuns: ["/api/admin/backup/runs"],
} as const;

/** Everything that shows the student's plan or access: read again after a payment or any change of it. */
export const SUBSCRIPTION_DEPENDENTS = [
  queryKeys.mySubscription,
  queryKeys.currentUser,
  queryKeys.myProgress,
  // Live classes answer 403 without a plan: a new plan opens them, an ended one closes them.
  queryKeys.liveClasses,
] as const;

/** Everything an admin's change of a live class shows in: the schedule and the students' list. */
export const LIVE_CLASS_DEPENDENTS = [queryKeys.adminLiveClasses, queryKeys.liveClasses] as const;

/** Everything a saved placement result changes: the level on the account, the dashboard's cards. */
export const ASSESSMENT_DEPENDENTS = [queryKeys.currentUser, queryKeys.myAssessment, queryKeys.myCourses, queryKeys.myProgress] as const;

/**
 * Everything an exercise result or an enrolment changes: every course player and outline (under the
 * courses' root key), every lesson (ticks, best results), the dashboard's courses and progress.
 */
export const LEARNING_DEPENDENTS = [
  queryKeys.courses,
  queryKeys.lessons,
  queryKeys.myCourses,
  queryKeys.myProgress,
  queryKeys.myAchievements,
  queryKeys.myCertificates,
] as const;

/**
 * Everything an authoring change shows in: the admin's course list and detail, the public catalogue,
 * course pages and outlines (under the courses' root key), and lessons.
 */
/** What a prospect change or a send shows in: the lists, the timelines, the counters and charts. */
export const OUTREACH_DEPENDENTS = [queryKeys.prospectsAll, queryKeys.outreachStats] as const;

export const ADMIN_CONTENT_DEPENDENTS = [queryKeys.adminCourses, queryKeys.courses, queryKeys.lessons] as const;

export function invalidateAll(queryClient: QueryClient, keys: readonly (readonly unknown[])[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
