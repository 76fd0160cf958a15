import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { silentLogger } from "./lib/logger";
import { noReadCache } from "./lib/read-cache";
import { createMemoryMailer } from "./lib/mailer";
import { createTestApp, signUp, TEST_WEBHOOK_SECRET, unreachableYoco } from "./test/test-app";
import { getTestDatabase } from "./test/test-database";
import { listRoutes } from "./test/list-routes";

type Access = "public" | "user" | "admin";

/**
 * Every API route and who may use it. A new route fails the first test until it is classified here,
 * and the others then prove the classification: 0 private routes open to visitors, 0 admin routes
 * open to students.
 */
const ROUTE_ACCESS: Record<string, Access> = {
  "GET /api/health": "public",
  "GET /api/payments/mode": "public",
  "GET /api/ready": "public",
  "POST /api/register": "public",
  "POST /api/login": "public",
  "POST /api/logout": "public",
  "POST /api/password-reset": "public",
  "POST /api/password-reset/complete": "public",
  // The mailed link is often opened on another device than the one signed in.
  "POST /api/email-confirmation": "public",
  "GET /api/me/email-confirmation": "user",
  "POST /api/me/email-confirmation/resend": "user",
  "DELETE /api/me/pending-email": "user",
  "GET /api/me": "user",
  "GET /api/session": "public",
  "GET /api/school": "public",
  "GET /api/school/figures": "public",
  "GET /api/courses": "public",
  "GET /api/courses/:id": "public",
  "GET /api/course-images/:hash/:file": "public",
  "GET /api/subscription-plans": "public",
  "POST /api/contact": "public",
  "POST /api/feedback": "public",
  "POST /api/pre-register": "public",
  "POST /api/advertisements": "public",
  "POST /api/create-yoco-payment": "public",
  "GET /api/advertising/campaigns/:token": "public",
  "GET /api/achievements": "public",
  "GET /api/me/achievements": "user",
  "GET /api/my-certificates": "user",
  "GET /api/certificates/verify/:number": "public",
  "GET /api/admin/certificates": "admin",
  "POST /api/admin/certificates/:number/revoke": "admin",
  "POST /api/admin/certificates/:number/reinstate": "admin",
  "GET /api/phonics/children": "user",
  "POST /api/phonics/children": "user",
  "PATCH /api/phonics/children/:id": "user",
  "DELETE /api/phonics/children/:id": "user",
  "GET /api/phonics/progress": "user",
  "POST /api/phonics/progress": "user",
  "POST /api/phonics/voice-result": "user",
  "POST /api/phonics/voice-result/judged": "user",
  "GET /api/phonics/voice-consent": "user",
  "PUT /api/phonics/voice-consent": "user",
  "DELETE /api/phonics/voice-consent": "user",
  "GET /api/phonics/practice-time": "user",
  "POST /api/phonics/game-sessions": "user",
  "GET /api/phonics/leaderboard": "user",
  "GET /api/phonics/family": "user",
  "GET /api/admin/phonics/leaderboard": "admin",
  "POST /api/admin/phonics/leaderboard/:childId/remove": "admin",
  "POST /api/admin/phonics/leaderboard/:childId/restore": "admin",
  "POST /api/unsubscribe": "public",
  "GET /api/outreach/prospects": "admin",
  "POST /api/outreach/prospects": "admin",
  "PATCH /api/outreach/prospects/:id": "admin",
  "DELETE /api/outreach/prospects/:id": "admin",
  "PATCH /api/outreach/prospects/:id/status": "admin",
  "GET /api/outreach/prospects/:id/emails": "admin",
  "POST /api/outreach/send-emails": "admin",
  "GET /api/outreach/stats": "admin",
  "GET /api/outreach/contacts": "admin",
  "POST /api/outreach/contacts": "admin",
  "POST /api/outreach/contacts/import": "admin",
  "DELETE /api/outreach/contacts/:id": "admin",
  "GET /api/outreach/campaigns": "admin",
  "POST /api/outreach/campaigns": "admin",
  "POST /api/outreach/campaigns/:id/cancel": "admin",
  "GET /api/outreach/suppressions": "admin",
  "POST /api/outreach/suppressions": "admin",
  "DELETE /api/outreach/suppressions/:id": "admin",
  "GET /api/advertisements/approved": "public",
  "POST /api/advertisements/:id/impression": "public",
  "POST /api/advertisements/:id/click": "public",
  "GET /api/advertisements": "admin",
  "PATCH /api/advertisements/:id/approve": "admin",
  "PATCH /api/advertisements/:id/reject": "admin",
  "PATCH /api/advertisements/:id/pause": "admin",
  "PATCH /api/advertisements/:id/resume": "admin",
  "PATCH /api/advertisements/:id/take-down": "admin",
  "POST /api/admin/advertisements/reject": "admin",
  "GET /api/admin/advertisement-notifications": "admin",
  "POST /api/admin/advertisement-notifications/:id/read": "admin",
  "GET /api/admin/advertisement-stats": "admin",
  // The placement test: visitors take it in their session; a signed-in student's goes to their account.
  "POST /api/placement-tests": "public",
  "GET /api/placement-tests/current": "public",
  "GET /api/placement-tests/:id": "public",
  "POST /api/placement-tests/:id/answers": "public",
  "GET /api/assessments/me": "user",
  "PATCH /api/me": "user",
  "POST /api/me/password": "user",
  "GET /api/me/data-export": "user",
  "POST /api/me/close": "user",
  "GET /api/me/courses": "user",
  "GET /api/me/progress": "user",
  "GET /api/subscription-plans/:id": "public",
  "POST /api/webhooks/yoco": "public",
  "POST /api/subscriptions/checkout": "user",
  "GET /api/subscriptions/checkout/:reference": "user",
  "GET /api/subscriptions/me": "user",
  "GET /api/payments/:id/receipt": "user",
  "POST /api/subscriptions/me/cancel": "user",
  "POST /api/subscriptions/me/change-plan": "user",
  "POST /api/subscriptions/me/refund": "user",
  "PUT /api/subscriptions/me/course": "user",
  "POST /api/subscriptions/trial": "user",
  "GET /api/courses/:id/lessons": "public",
  "POST /api/courses/:id/enroll": "user",
  "GET /api/courses/:id/learn": "user",
  "GET /api/lessons/:id": "user",
  "POST /api/lessons/:id/time": "user",
  "POST /api/exercises/:id/results": "user",
  "GET /api/courses/:id/tests": "user",
  "POST /api/course-tests/:id/attempts": "user",
  "POST /api/course-test-attempts/:id/submit": "user",
  "PUT /api/courses/:id/reflective-tasks/:module": "user",
  "GET /api/admin/courses": "admin",
  "GET /api/admin/courses/:id": "admin",
  "POST /api/admin/courses": "admin",
  "PATCH /api/admin/courses/:id": "admin",
  "POST /api/admin/courses/:id/image": "admin",
  "DELETE /api/admin/courses/:id/image": "admin",
  "POST /api/admin/courses/:id/lessons": "admin",
  "PATCH /api/admin/lessons/:id": "admin",
  "POST /api/admin/lessons/:id/exercises": "admin",
  "PATCH /api/admin/exercises/:id": "admin",
  "DELETE /api/admin/exercises/:id": "admin",
  "GET /api/live-classes": "user",
  "POST /api/live-classes/:id/book": "user",
  "DELETE /api/live-classes/:id/book": "user",
  "GET /api/live-classes/:id/calendar.ics": "user",
  "GET /api/admin/live-classes": "admin",
  "POST /api/admin/live-classes": "admin",
  "PATCH /api/admin/live-classes/:id": "admin",
  // Admin users and overview
  "GET /api/admin/overview": "admin",
  "GET /api/admin/plans": "admin",
  "POST /api/admin/plans": "admin",
  "PATCH /api/admin/plans/:id": "admin",
  "POST /api/admin/plans/:id/retire": "admin",
  "POST /api/admin/plans/:id/reinstate": "admin",
  "POST /api/admin/plans/:id/move": "admin",
  "GET /api/admin/audit-log": "admin",
  "GET /api/admin/placement/items": "admin",
  "PATCH /api/admin/placement/items/:id": "admin",
  "GET /api/subscriptions/checkout-quote/:planId": "user",
  "GET /api/admin/users": "admin",
  "GET /api/admin/users/:id": "admin",
  "PATCH /api/admin/users/:id": "admin",
  "POST /api/admin/users/:id/end-sessions": "admin",
  "POST /api/admin/users/:id/password-reset": "admin",
  "GET /api/admin/users/:id/subscription": "admin",
  "POST /api/admin/users/:id/subscription/extend": "admin",
  "POST /api/admin/users/:id/subscription/cancel": "admin",
  "POST /api/admin/users/:id/subscription/resume": "admin",
  "POST /api/admin/users/:id/payments/:paymentId/refund": "admin",
  "POST /api/admin/users/:id/payments/:paymentId/receipt": "admin",
  // Backups
  "POST /api/admin/backup/send-daily": "admin",
  "POST /api/admin/backup/send-weekly": "admin",
  "POST /api/admin/backup/emergency": "admin",
  "GET /api/admin/backup/all-data": "admin",
  "GET /api/admin/backup/sql": "admin",
  "GET /api/admin/backup/runs": "admin",
  "GET /api/admin/backup/runs/:id/download": "admin",
  // Admin inbox: messages, pre-registrations, mail outbox, jobs
  "GET /api/admin/messages": "admin",
  "GET /api/admin/messages/:kind/:id": "admin",
  "POST /api/admin/messages/:kind/:id/read": "admin",
  "POST /api/admin/messages/:kind/:id/reply": "admin",
  "PATCH /api/admin/feedback/:id": "admin",
  "PATCH /api/admin/contacts/:id": "admin",
  "GET /api/admin/pre-registrations": "admin",
  "GET /api/admin/mail": "admin",
  "GET /api/admin/mail/:id": "admin",
  "POST /api/admin/mail/:id/retry": "admin",
  "GET /api/admin/jobs": "admin",
  "POST /api/admin/jobs/:id/run": "admin",
};

const toRequest = (route: string) => {
  const [method, path] = route.split(" ") as [string, string];
  return { method: method.toLowerCase() as "get" | "post" | "patch" | "put" | "delete", path: path.replace(/:[a-zA-Z]+/g, "1") };
};

describe("route inventory", () => {
  it("classifies every API route the app answers", async () => {
    const database = await getTestDatabase();
    const app = createApp({
      config: {
        isProduction: false,
        sessionSecret: "x".repeat(40),
        unsubscribeKeys: { current: "y".repeat(40), accepted: ["y".repeat(40)] },
        siteOrigin: "http://college.test",
        trustProxy: false,
        registrationsPerAddressPerHour: 20,
        schoolInboxEmail: "a@b.test",
        mailFrom: "a@b.test",
        school: {
          name: "A school",
          postalAddress: "1 Street",
          contactEmail: "a@b.test",
          phone: "0",
          registrationNumber: null,
          supportHours: [],
          supportTimeZone: "Africa/Johannesburg",
          foundedYear: null,
        },
        figuresMinimum: 0,
      },
      database,
      db: database.db,
      clock: { now: () => new Date() },
      logger: silentLogger(),
      mailer: createMemoryMailer(),
      payments: { yoco: unreachableYoco, webhookSecret: TEST_WEBHOOK_SECRET },
      cache: noReadCache,
      onMailQueued: () => {},
      lifecycle: { isShuttingDown: false },
    });
    expect(listRoutes(app)).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it.each(Object.entries(ROUTE_ACCESS).filter(([, access]) => access !== "public"))("%s refuses visitors with 401", async (route) => {
    const { request } = await createTestApp();
    const { method, path } = toRequest(route);
    const visitor = request();
    const response = await visitor[method](path)
      .set("Content-Type", "application/json")
      .send(method === "get" ? undefined : {});
    expect(response.status).toBe(401);
  });

  it.each(Object.entries(ROUTE_ACCESS).filter(([, access]) => access === "admin"))("%s refuses students with 403", async (route) => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const { method, path } = toRequest(route);
    // Each route with its own method (a POST to a PATCH route would only meet the 404 of no route).
    const response = method === "get" ? await agent.get(path) : await agent[method](path).set("Content-Type", "application/json").send({});
    expect(response.status).toBe(403);
  });
});
