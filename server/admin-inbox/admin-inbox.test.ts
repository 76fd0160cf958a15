import { eq } from "drizzle-orm";
import type supertest from "supertest";
import { describe, expect, it } from "vitest";
import { contacts, feedback, messageReplies, preRegistrations } from "../../shared/schema/messages";
import { jobRuns, mailOutbox } from "../../shared/schema/operations";
import { MESSAGES_PAGE_SIZE } from "../../shared/api/admin-inbox";
import { jobs } from "../jobs";
import { enqueueMail } from "../lib/outbox";
import { createTestApp, post, signInAdmin, signUp, type TestApp } from "../test/test-app";

const patch = (agent: supertest.Agent, path: string, body: object) => agent.patch(path).set("Content-Type", "application/json").send(body);

const seedMessages = async ({ db, clock }: TestApp) => {
  const [older] = await db
    .insert(contacts)
    .values({
      name: "Amara Okafor",
      email: "amara@example.com",
      subject: "Course Information",
      message: "Which course suits me?\nI am B1.",
      createdAt: new Date(clock.now().getTime() - 60_000),
    })
    .returning();
  const [newer] = await db
    .insert(feedback)
    .values({ name: "Kenji", email: "kenji@example.com", category: "suggestion", message: "More listening please." })
    .returning();
  return { contact: older!, feedback: newer! };
};

describe("admin inbox access", () => {
  it("refuses visitors with 401 and students with 403", async () => {
    const testApp = await createTestApp();
    expect((await testApp.request().get("/api/admin/messages")).status).toBe(401);
    const { agent } = await signUp(testApp);
    const response = await agent.get("/api/admin/messages");
    expect(response.status).toBe(403);
    expect(response.body.message).toBe("Administrator access required");
  });
});

describe("GET /api/admin/messages", () => {
  it("lists both kinds newest first, with their fields", async () => {
    const testApp = await createTestApp();
    await seedMessages(testApp);
    const admin = await signInAdmin(testApp);
    const response = await admin.get("/api/admin/messages");
    expect(response.status).toBe(200);
    expect(response.body.messages).toMatchObject([
      { kind: "feedback", category: "suggestion", email: "kenji@example.com", readAt: null, isResolved: false, replies: [] },
      { kind: "contact", subject: "Course Information", name: "Amara Okafor", adminNotes: null, isArchived: false },
    ]);
  });

  it("filters by kind and by unread, resolved and archived", async () => {
    const testApp = await createTestApp();
    const seeded = await seedMessages(testApp);
    const admin = await signInAdmin(testApp);
    const ids = async (query: string) =>
      ((await admin.get(`/api/admin/messages${query}`)).body.messages as { kind: string }[]).map((m) => m.kind);

    expect(await ids("?kind=contact")).toEqual(["contact"]);
    expect(await ids("?kind=feedback&status=unread")).toEqual(["feedback"]);
    await patch(admin, `/api/admin/feedback/${seeded.feedback.id}`, { isResolved: true });
    await patch(admin, `/api/admin/contacts/${seeded.contact.id}`, { isArchived: true });
    expect(await ids("?status=resolved")).toEqual(["feedback"]);
    expect(await ids("?status=archived")).toEqual(["contact"]);
    expect(await ids("?status=unread")).toEqual(["feedback"]);
    await post(admin, `/api/admin/messages/feedback/${seeded.feedback.id}/read`);
    expect(await ids("?status=unread")).toEqual([]);
    expect(await ids("?status=all")).toEqual(["feedback", "contact"]);
  });

  it("pages both kinds together in the database, newest first, with the filtered total", async () => {
    const testApp = await createTestApp();
    const start = testApp.clock.now().getTime();
    // 25 messages alternating between the tables, one minute apart: message n is n minutes old.
    for (let n = 0; n < 25; n++) {
      const values = { name: `Sender ${n}`, email: `s${n}@example.com`, message: `Message ${n}`, createdAt: new Date(start - n * 60_000) };
      if (n % 2 === 0) await testApp.db.insert(contacts).values({ ...values, subject: "General Inquiry" });
      else await testApp.db.insert(feedback).values({ ...values, category: "general" });
    }
    const admin = await signInAdmin(testApp);
    const first = await admin.get("/api/admin/messages");
    expect(first.body).toMatchObject({ page: 1, pageSize: MESSAGES_PAGE_SIZE, total: 25 });
    expect((first.body.messages as { name: string }[]).map((m) => m.name)).toEqual(
      Array.from({ length: MESSAGES_PAGE_SIZE }, (_, n) => `Sender ${n}`),
    );
    const second = await admin.get("/api/admin/messages?page=2");
    expect((second.body.messages as { name: string }[]).map((m) => m.name)).toEqual([
      "Sender 20",
      "Sender 21",
      "Sender 22",
      "Sender 23",
      "Sender 24",
    ]);
    const feedbackOnly = await admin.get("/api/admin/messages?kind=feedback&page=1");
    expect(feedbackOnly.body.total).toBe(12);
    expect((await admin.get("/api/admin/messages?page=9")).body).toMatchObject({ messages: [], total: 25 });
    const bad = await admin.get("/api/admin/messages?page=0");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Page must be 1 or more");
  });

  it("answers 400 for an unknown filter", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const response = await admin.get("/api/admin/messages?status=starred");
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Status must be unread, resolved, archived or all");
  });
});

describe("POST /api/admin/messages/:kind/:id/read", () => {
  it("marks the item read once, keeping the first time", async () => {
    const testApp = await createTestApp();
    const { contact } = await seedMessages(testApp);
    const admin = await signInAdmin(testApp);
    const first = await post(admin, `/api/admin/messages/contact/${contact.id}/read`);
    expect(first.status).toBe(200);
    expect(first.body.readAt).toBe(testApp.clock.now().toISOString());
    testApp.clock.advance(60_000);
    await post(admin, `/api/admin/messages/contact/${contact.id}/read`);
    const [row] = await testApp.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row!.readAt!.toISOString()).toBe(first.body.readAt);
  });

  it("answers 404 for an unknown kind or id", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    expect((await post(admin, "/api/admin/messages/contact/999/read")).status).toBe(404);
    expect((await post(admin, "/api/admin/messages/letters/1/read")).status).toBe(404);
  });
});

describe("PATCH /api/admin/feedback/:id and contacts/:id", () => {
  it("stores resolved, archived and notes, ignoring unknown fields", async () => {
    const testApp = await createTestApp();
    const seeded = await seedMessages(testApp);
    const admin = await signInAdmin(testApp);
    const response = await patch(admin, `/api/admin/feedback/${seeded.feedback.id}`, {
      isResolved: true,
      adminNotes: "Passed to the teachers",
      email: "changed@example.com",
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ isResolved: true, adminNotes: "Passed to the teachers", email: "kenji@example.com" });
    const [row] = await testApp.db.select().from(feedback).where(eq(feedback.id, seeded.feedback.id));
    expect(row).toMatchObject({ isResolved: true, isArchived: false, adminNotes: "Passed to the teachers", email: "kenji@example.com" });

    const contact = await patch(admin, `/api/admin/contacts/${seeded.contact.id}`, { isArchived: true });
    expect(contact.body).toMatchObject({ kind: "contact", isArchived: true });
  });

  it("refuses notes over 2000 characters and answers 404 for an unknown id", async () => {
    const testApp = await createTestApp();
    const seeded = await seedMessages(testApp);
    const admin = await signInAdmin(testApp);
    const tooLong = await patch(admin, `/api/admin/contacts/${seeded.contact.id}`, { adminNotes: "x".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe("Notes must be at most 2000 characters");
    expect((await patch(admin, "/api/admin/feedback/9999", { isResolved: true })).status).toBe(404);
    expect((await patch(admin, "/api/admin/feedback/abc", { isResolved: true })).status).toBe(404);
  });
});

describe("POST /api/admin/messages/:kind/:id/reply", () => {
  it("queues the mail to the sender, stores the reply with it and marks the message read", async () => {
    const testApp = await createTestApp();
    const { contact } = await seedMessages(testApp);
    const admin = await signInAdmin(testApp);
    const response = await post(admin, `/api/admin/messages/contact/${contact.id}/reply`, { body: "The B1 course suits you." });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ body: "The B1 course suits you.", sentByUsername: "principal", mailStatus: "pending" });

    const [reply] = await testApp.db.select().from(messageReplies);
    const [mail] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.id, reply!.mailId!));
    expect(reply).toMatchObject({ kind: "contact", messageId: contact.id, body: "The B1 course suits you." });
    expect(mail).toMatchObject({ toAddress: "amara@example.com", subject: "Re: Course Information", replyTo: "inbox@college.test" });
    expect(mail!.textBody).toContain("The B1 course suits you.");
    expect(mail!.textBody).toContain("> Which course suits me?\n> I am B1.");
    const [row] = await testApp.db.select().from(contacts);
    expect(row!.readAt).not.toBeNull();

    const listed = await admin.get("/api/admin/messages?kind=contact");
    expect(listed.body.messages[0].replies).toMatchObject([{ body: "The B1 course suits you.", mailStatus: "pending" }]);
  });

  it("uses the feedback category as the subject", async () => {
    const testApp = await createTestApp();
    const seeded = await seedMessages(testApp);
    const admin = await signInAdmin(testApp);
    await post(admin, `/api/admin/messages/feedback/${seeded.feedback.id}/reply`, { body: "Thanks!" });
    const [mail] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "kenji@example.com"));
    expect(mail!.subject).toBe("Re: suggestion");
  });

  it("refuses an empty reply and answers 404 for an unknown message, storing nothing", async () => {
    const testApp = await createTestApp();
    const { contact } = await seedMessages(testApp);
    const admin = await signInAdmin(testApp);
    const empty = await post(admin, `/api/admin/messages/contact/${contact.id}/reply`, { body: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please write a reply");
    const tooLong = await post(admin, `/api/admin/messages/contact/${contact.id}/reply`, { body: "x".repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect((await post(admin, "/api/admin/messages/feedback/999/reply", { body: "Hello" })).status).toBe(404);
    expect(await testApp.db.select().from(messageReplies)).toEqual([]);
    expect(await testApp.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe("GET /api/admin/pre-registrations", () => {
  it("lists the addresses newest first and exports a CSV with formulas neutralised", async () => {
    const testApp = await createTestApp();
    await testApp.db.insert(preRegistrations).values([
      { email: "first@example.com", createdAt: new Date("2026-11-20T08:00:00Z") },
      { email: "=cmd@example.com", createdAt: new Date("2026-11-21T08:00:00Z") },
    ]);
    const admin = await signInAdmin(testApp);
    const list = await admin.get("/api/admin/pre-registrations");
    expect(list.body).toEqual({
      total: 2,
      preRegistrations: [
        { email: "=cmd@example.com", createdAt: "2026-11-21T08:00:00.000Z" },
        { email: "first@example.com", createdAt: "2026-11-20T08:00:00.000Z" },
      ],
    });

    const csv = await admin.get("/api/admin/pre-registrations?format=csv");
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toBe("attachment; filename=pre-registrations-2026-11-21.csv");
    expect(csv.text).toBe(
      "Email,Registered at\r\n'=cmd@example.com,2026-11-21T08:00:00.000Z\r\nfirst@example.com,2026-11-20T08:00:00.000Z\r\n",
    );
  });
});

describe("the mail outbox", () => {
  const seedMail = async (testApp: TestApp) => {
    const id = await enqueueMail({
      db: testApp.db,
      now: testApp.clock.now(),
      mail: { to: "lee@example.com", subject: "Welcome", text: "Hello Lee" },
    });
    await testApp.db
      .update(mailOutbox)
      .set({ status: "failed", attempts: 7, lastError: "SMTP down", nextAttemptAt: new Date("2026-11-01T00:00:00Z") })
      .where(eq(mailOutbox.id, id));
    const sentId = await enqueueMail({
      db: testApp.db,
      now: testApp.clock.now(),
      mail: { to: "ana@example.com", subject: "Receipt", text: "Paid" },
    });
    await testApp.db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.id, sentId));
    return { failedId: id, sentId };
  };

  it("lists by status and shows one mail with its text", async () => {
    const testApp = await createTestApp();
    const { failedId } = await seedMail(testApp);
    const admin = await signInAdmin(testApp);
    const failed = await admin.get("/api/admin/mail?status=failed");
    expect(failed.body.mails).toMatchObject([
      { id: failedId, to: "lee@example.com", status: "failed", attempts: 7, lastError: "SMTP down" },
    ]);
    expect(failed.body.mails[0].textBody).toBeUndefined();
    expect((await admin.get("/api/admin/mail")).body.mails).toHaveLength(2);
    expect((await admin.get("/api/admin/mail?status=lost")).status).toBe(400);
    const one = await admin.get(`/api/admin/mail/${failedId}`);
    expect(one.body).toMatchObject({ id: failedId, textBody: "Hello Lee", subject: "Welcome" });
    expect((await admin.get("/api/admin/mail/9999")).status).toBe(404);
  });

  it("retries a failed mail (pending, due now, attempts reset) and refuses one that did not fail", async () => {
    const testApp = await createTestApp();
    const { failedId, sentId } = await seedMail(testApp);
    const admin = await signInAdmin(testApp);
    const response = await post(admin, `/api/admin/mail/${failedId}/retry`);
    expect(response.status).toBe(200);
    const [row] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.id, failedId));
    expect(row).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: testApp.clock.now() });

    const conflict = await post(admin, `/api/admin/mail/${sentId}/retry`);
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe("Only a failed mail can be retried");
    expect((await post(admin, "/api/admin/mail/9999/retry")).status).toBe(404);
  });
});

describe("the jobs", () => {
  it("lists every job with its schedule, safety and last runs", async () => {
    const testApp = await createTestApp();
    await testApp.db.insert(jobRuns).values({ jobId: "housekeeping", slot: "2026-11-21T03:17", status: "failed", error: "boom" });
    const admin = await signInAdmin(testApp);
    const response = await admin.get("/api/admin/jobs");
    expect(response.body.jobs.map((job: { id: string }) => job.id)).toEqual(jobs.map((job) => job.id));
    const byId = Object.fromEntries(response.body.jobs.map((job: { id: string }) => [job.id, job]));
    expect(byId["deliver-mail"]).toMatchObject({ schedule: "* * * * *", safeToRunTwice: true, lastRuns: [] });
    // The zone each schedule is read in: a job's own, else the server's.
    expect(byId["ad-events-roll-up"]).toMatchObject({ schedule: "23 1 * * *", timeZone: "Africa/Johannesburg" });
    expect(byId["housekeeping"].timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(byId["backup-daily"]).toMatchObject({ safeToRunTwice: false });
    expect(byId["housekeeping"].lastRuns).toMatchObject([{ status: "failed", error: "boom" }]);
  });

  it("runs a safe job now, recorded in job_runs under a manual slot", async () => {
    const testApp = await createTestApp();
    await enqueueMail({ db: testApp.db, now: testApp.clock.now(), mail: { to: "lee@example.com", subject: "Welcome", text: "Hello" } });
    const admin = await signInAdmin(testApp);
    const response = await post(admin, "/api/admin/jobs/deliver-mail/run");
    expect(response.status).toBe(200);
    expect(response.body.result).toBe("succeeded");
    expect(response.body.job.lastRuns[0]).toMatchObject({ status: "succeeded", slot: `manual-${testApp.clock.now().toISOString()}` });
    const runs = await testApp.db.select().from(jobRuns);
    expect(runs).toMatchObject([{ jobId: "deliver-mail", status: "succeeded" }]);
    expect(testApp.mailer.sent.map((mail) => mail.to)).toContain("lee@example.com");
  });

  it("refuses an unsafe job with 409 and an unknown one with 404", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const unsafe = await post(admin, "/api/admin/jobs/backup-daily/run");
    expect(unsafe.status).toBe(409);
    expect(unsafe.body.message).toBe("This job cannot be run by hand");
    expect((await post(admin, "/api/admin/jobs/nope/run")).status).toBe(404);
    expect(await testApp.db.select().from(jobRuns)).toEqual([]);
  });
});
