import type { MyCourse, MyCoursesResponse, MyProgressResponse } from "@shared/api/profile";
import { LIVE_CLASSES_NEED_SUBSCRIPTION, type LiveClass } from "@shared/api/live-classes";
import type { PublicUser } from "@shared/api/auth";
import type { MySubscription } from "@shared/api/billing";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";

export function buildCourse(overrides: Partial<MyCourse> = {}): MyCourse {
  return {
    id: 1,
    slug: "general-english-b1-b2",
    title: "General English B1-B2",
    level: "B1-B2",
    imageUrl: null,
    progress: 0,
    completedAt: null,
    certificateNumber: null,
    ...overrides,
  };
}

export function buildProgress(overrides: Partial<MyProgressResponse> = {}): MyProgressResponse {
  return {
    lessonsCompleted: 0,
    practiceSeconds: 0,
    certificates: 0,
    totalPoints: 0,
    level: 1,
    currentStreak: 0,
    longestStreak: 0,
    skills: { reading: 0, writing: 0, speaking: 0, listening: 0 },
    subscription: null,
    ...overrides,
  };
}

export const ASSESSMENT = { score: 3, level: "B1-B2", levelName: "Intermediate", completedAt: "2025-03-04T12:00:00.000Z" };

type DashboardApi = {
  me?: PublicUser;
  courses?: MyCoursesResponse | Response;
  progress?: MyProgressResponse | Response;
  /** Omitted: the server's 404 for a student who has not taken the assessment. */
  assessment?: typeof ASSESSMENT;
  /** Omitted: `[]` for a subscriber (per `progress`), else the server's 403. */
  liveClasses?: LiveClass[] | Response;
  extra?: Parameters<typeof mockApi>[0];
};

const asResponse = (value: unknown) => (value instanceof Response ? value : jsonResponse(200, value));

/** Every read the dashboard makes, answered as the server would for a signed-in student. */
/** An active Standard plan, as GET /api/subscriptions/me answers it for a paying adult student. */
export function buildAdultSubscription(overrides: Partial<MySubscription> = {}): MySubscription {
  return {
    plan: { id: 2, name: "Standard", price: 39900, billingInterval: "month", audience: "adult", courseAccess: "cefr_courses" },
    status: "active",
    displayStatus: "active",
    currentPeriodStart: "2026-11-01T10:00:00.000Z",
    currentPeriodEnd: "2099-12-01T10:00:00.000Z",
    cancelAtPeriodEnd: false,
    pendingPlan: null,
    isTrial: false,
    canRefund: false,
    refundDeadline: null,
    courseChoice: null,
    ...overrides,
  };
}

export function mockDashboardApi({
  me = buildUser(),
  courses = { enrolled: [], recommended: [], recommendedFor: null },
  progress = buildProgress(),
  assessment,
  liveClasses,
  extra = {},
}: DashboardApi = {}) {
  const isSubscriber = !(progress instanceof Response) && progress.subscription !== null;
  const liveClassesAnswer =
    liveClasses ?? (isSubscriber ? [] : jsonResponse(403, { message: LIVE_CLASSES_NEED_SUBSCRIPTION, code: "forbidden" }));
  return mockApi({
    "GET /api/me": jsonResponse(200, me),
    "GET /api/me/courses": asResponse(courses),
    "GET /api/me/progress": asResponse(progress),
    "GET /api/assessments/me": jsonResponse(200, assessment ?? null),
    "GET /api/subscriptions/me": jsonResponse(200, { subscription: isSubscriber ? buildAdultSubscription() : null, payments: [] }),
    "GET /api/live-classes": asResponse(liveClassesAnswer),
    ...extra,
  });
}

export function buildLiveClass(overrides: Partial<LiveClass> = {}): LiveClass {
  return {
    id: 1,
    title: "Conversation Practice: Travel English",
    level: "B1-B2",
    teacherName: "Sarah Mitchell",
    startsAt: "2026-11-24T16:00:00.000Z",
    durationMinutes: 60,
    capacity: 10,
    seatsTaken: 3,
    isFull: false,
    isBooked: false,
    isCancelled: false,
    joinUrl: null,
    ...overrides,
  };
}
