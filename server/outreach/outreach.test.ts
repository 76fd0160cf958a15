import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  NO_RECIPIENTS,
  PROSPECT_EMAIL_TAKEN,
  PROSPECT_NOT_FOUND,
  UNSUBSCRIBE_LINK_INVALID,
  type ProspectView,
} from "../../shared/api/outreach";
import { AD_PLACEMENT_PRICES, COLLEGE_NAME } from "../../shared/constants";
import { mailOutbox } from "../../shared/schema/operations";
import { emailSuppressions, outreachEmails, outreachProspects } from "../../shared/schema/outreach";
import { createSmtpMailer } from "../lib/mailer";
import { deliverDueMail } from "../lib/outbox";
import { startSmtpSink } from "../test/smtp-sink";
import { createTestApp, post, signInAdmin, type TestApp } from "../test/test-app";
import { unsubscribeTokenFor } from "./unsubscribe-token";

type Agent = Awaited<ReturnType<typeof signInAdmin>>;

const PROSPECT = {
  companyName: "Lingua Books",
  contactName: "Thandi Mokoena",
  email: "thandi@linguabooks.example",
  industry: "Language Learning",
  source: "Book fair 2026",
  potentialValue: "R12 000",
};

const addProspect = async (admin: Agent, overrides: Record<string, unknown> = {}) => {
  const response = await post(admin, "/api/outreach/prospects", { ...PROSPECT, ...overrides });
  expect(response.status, response.text).toBe(201);
  return response.body as ProspectView;
};

const patch = (admin: Agent, path: string, body: unknown) =>
  admin
    .patch(path)
    .set("Content-Type", "application/json")
    .send(body as object);

/** Delivers what is due by the app's clock (mail is queued by it too). */
const deliver = (testApp: TestApp, smtpUrl: string) =>
  deliverDueMail({
    db: testApp.db,
    mailer: createSmtpMailer(smtpUrl),
    clock: testApp.clock,
    from: "school@college.test",
  });

describe("prospects", () => {
  it("adds a prospect with the spec's rules (potential value as a whole number, 0 when not a number) and lists it", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const added = await addProspect(admin);
    expect(added).toMatchObject({
      companyName: "Lingua Books",
      status: "new",
      lastContact: null,
      potentialValue: 12_000,
      lawfulBasis: "legitimate_interest",
      emailsSent: 0,
    });
    expect((await addProspect(admin, { email: "two@example.com", potentialValue: "a lot" })).potentialValue).toBe(0);
    expect((await addProspect(admin, { email: "three@example.com", potentialValue: 750.9 })).potentialValue).toBe(750);

    const duplicate = await post(admin, "/api/outreach/prospects", { ...PROSPECT, email: "THANDI@linguabooks.example" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(PROSPECT_EMAIL_TAKEN);
    for (const [body, message] of [
      [{ ...PROSPECT, companyName: " " }, "Company name is required"],
      [{ ...PROSPECT, email: "nope" }, "Please enter a valid email address"],
      [{ ...PROSPECT, industry: "Mining" }, "Please choose an industry from the list"],
    ] as const) {
      const response = await post(admin, "/api/outreach/prospects", body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const listed = (await admin.get("/api/outreach/prospects")).body as ProspectView[];
    expect(listed.map((prospect) => prospect.email)).toEqual(["three@example.com", "two@example.com", "thandi@linguabooks.example"]);
  });

  it("sets any status in any order, edits, searches, filters and deletes", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const prospect = await addProspect(admin);
    await addProspect(admin, { companyName: "Visa Helpers", email: "hello@visa.example", industry: "Study Abroad" });
    for (const status of ["converted", "new", "negotiating", "rejected"]) {
      const response = await patch(admin, `/api/outreach/prospects/${prospect.id}/status`, { status });
      expect(response.status).toBe(200);
      expect(response.body.status).toBe(status);
    }
    expect((await patch(admin, `/api/outreach/prospects/${prospect.id}/status`, { status: "won" })).body.message).toBe(
      "Please choose a valid status",
    );
    expect(
      (await patch(admin, `/api/outreach/prospects/${prospect.id}`, { notes: "Met at the fair", potentialValue: "5000" })).body,
    ).toMatchObject({
      notes: "Met at the fair",
      potentialValue: 5000,
    });
    const search = (query: string) =>
      admin.get(`/api/outreach/prospects?${query}`).then((response) => (response.body as ProspectView[]).map((row) => row.companyName));
    expect(await search("search=visa")).toEqual(["Visa Helpers"]);
    expect(await search("status=rejected")).toEqual(["Lingua Books"]);
    expect(await search("industry=Study%20Abroad")).toEqual(["Visa Helpers"]);
    expect(await search("search=%25")).toEqual([]);
    expect((await admin.delete(`/api/outreach/prospects/${prospect.id}`).set("X-Requested-With", "fetch")).status).toBe(204);
    const gone = await patch(admin, `/api/outreach/prospects/${prospect.id}/status`, { status: "new" });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(PROSPECT_NOT_FOUND);
  });
});

describe("sending outreach email", () => {
  it("queues one email per prospect with the school's identity and one-click unsubscribe, records it, and moves new prospects to contacted", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const fresh = await addProspect(admin);
    const warm = await addProspect(admin, { companyName: "Visa Helpers", contactName: null, email: "hello@visa.example" });
    await patch(admin, `/api/outreach/prospects/${warm.id}/status`, { status: "interested" });

    const none = await post(admin, "/api/outreach/send-emails", { prospects: [], template: "initial" });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(NO_RECIPIENTS);

    const response = await post(admin, "/api/outreach/send-emails", { prospects: [fresh.id, warm.id, 99_999], template: "initial" });
    expect(response.body).toEqual({ queued: 2, skipped: 1 });
    const [stored] = await testApp.db.select().from(outreachProspects).where(eq(outreachProspects.id, fresh.id));
    expect(stored).toMatchObject({ status: "contacted", lastContact: testApp.clock.now() });
    const [warmStored] = await testApp.db.select().from(outreachProspects).where(eq(outreachProspects.id, warm.id));
    expect(warmStored!.status).toBe("interested");
    expect(await testApp.db.select().from(outreachEmails)).toHaveLength(2);

    const smtp = await startSmtpSink();
    try {
      expect((await deliver(testApp, smtp.url)).sent).toBe(2);
      const toThandi = smtp.received.find((raw) => raw.includes("To: thandi@linguabooks.example"))!;
      const unfolded = toThandi.replace(/\r?\n[ \t]/g, " ");
      expect(unfolded).toMatch(/List-Unsubscribe: <http:\/\/[^>]+\/api\/unsubscribe\?token=[^>]+>/);
      expect(unfolded).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      const body = toThandi.replace(/=\r?\n/g, "");
      expect(body).toContain("Dear Thandi Mokoena,");
      expect(body).toContain(`R${(AD_PLACEMENT_PRICES.homepage_banner / 100).toLocaleString("en-ZA")} per 30 days`);
      // The configured school's name and postal address, not a built-in one.
      expect(body).toContain("Test English College, 1 Long Street, Cape Town 8001, South Africa");
      expect(body).not.toContain(`${COLLEGE_NAME}, ${COLLEGE_NAME}`);
      // No audience figure that a later send would repeat as if still true.
      expect(body).toContain("teaches English online, from beginners to TEFL teachers in training");
      expect(body).not.toMatch(/\d[\d,]*\+? (students|countries)/);
      expect(body).toContain("You receive this email because Lingua Books offers services to English learners");
      expect(body).toMatch(/\/unsubscribe\?token=/);
      expect(smtp.received.find((raw) => raw.includes("To: hello@visa.example"))).toContain("Dear Visa Helpers team,");
    } finally {
      await smtp.close();
    }
    const timeline = (await admin.get(`/api/outreach/prospects/${fresh.id}/emails`)).body;
    expect(timeline).toEqual([expect.objectContaining({ template: "initial", delivery: "sent" })]);
    expect((await admin.get("/api/outreach/prospects")).body.find((row: ProspectView) => row.id === fresh.id).emailsSent).toBe(1);
  });

  it("unsubscribes only by POST with a signed token (the page's JSON or a mail app's one-click form), and skips the address afterwards", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const prospect = await addProspect(admin);
    const token = unsubscribeTokenFor(prospect.email, testApp.config.unsubscribeKeys.current);

    expect((await testApp.request().get(`/api/unsubscribe?token=${encodeURIComponent(token)}`)).status).toBe(404);
    const forged = await post(testApp.request(), "/api/unsubscribe", { token: unsubscribeTokenFor(prospect.email, "another secret") });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(UNSUBSCRIBE_LINK_INVALID);
    expect(await testApp.db.select().from(emailSuppressions)).toHaveLength(0);

    // RFC 8058: a form POST to the List-Unsubscribe URL, no JSON, no session, no CSRF header.
    const oneClick = await testApp
      .request()
      .post(`/api/unsubscribe?token=${encodeURIComponent(token)}`)
      .type("form")
      .send("List-Unsubscribe=One-Click");
    expect(oneClick.status).toBe(200);
    expect(await testApp.db.select().from(emailSuppressions)).toEqual([
      expect.objectContaining({ email: "thandi@linguabooks.example", reason: "unsubscribed" }),
    ]);
    expect((await post(testApp.request(), "/api/unsubscribe", { token })).status).toBe(200);

    const sent = await post(admin, "/api/outreach/send-emails", { prospects: [prospect.id], template: "followup" });
    expect(sent.body).toEqual({ queued: 0, skipped: 1 });
    expect((await admin.get("/api/outreach/prospects")).body[0]).toMatchObject({ isSuppressed: true, emailsSent: 0 });
  });

  it("lets an admin add an address to the suppression list and take it off again", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const prospect = await addProspect(admin);
    const listed = await post(admin, "/api/outreach/suppressions", { email: "Thandi@LinguaBooks.example" });
    expect(listed.status).toBe(201);
    expect(listed.body).toEqual([expect.objectContaining({ email: "thandi@linguabooks.example", reason: "admin" })]);
    expect((await post(admin, "/api/outreach/send-emails", { prospects: [prospect.id], template: "initial" })).body).toEqual({
      queued: 0,
      skipped: 1,
    });
    expect((await admin.delete(`/api/outreach/suppressions/${listed.body[0].id}`).set("X-Requested-With", "fetch")).status).toBe(204);
    expect((await post(admin, "/api/outreach/send-emails", { prospects: [prospect.id], template: "initial" })).body).toEqual({
      queued: 1,
      skipped: 0,
    });
  });
});

describe("bounces", () => {
  it("a mailbox the SMTP server refuses for good is not retried and joins the suppression list as bounced", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const prospect = await addProspect(admin, { email: "gone@nowhere.example" });
    await post(admin, "/api/outreach/send-emails", { prospects: [prospect.id], template: "initial" });
    const refusing = {
      send: async () => {
        throw Object.assign(new Error("550 5.1.1 No such user"), { responseCode: 550 });
      },
    };
    await deliverDueMail({
      db: testApp.db,
      mailer: refusing,
      clock: testApp.clock,
      from: "school@college.test",
    });
    const [mail] = await testApp.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ status: "failed", attempts: 1 });
    expect(await testApp.db.select().from(emailSuppressions)).toEqual([
      expect.objectContaining({ email: "gone@nowhere.example", reason: "bounced" }),
    ]);
  });
});

describe("GET /api/outreach/stats", () => {
  it("counts by status and industry, the pipeline still in play, conversion and emails per week", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const a = await addProspect(admin, { potentialValue: 1000 });
    const b = await addProspect(admin, { email: "b@example.com", industry: "EdTech", potentialValue: 2000 });
    await addProspect(admin, { email: "c@example.com", industry: "EdTech", potentialValue: 4000 });
    await patch(admin, `/api/outreach/prospects/${b.id}/status`, { status: "converted" });
    await post(admin, "/api/outreach/send-emails", { prospects: [a.id], template: "initial" });
    const stats = (await admin.get("/api/outreach/stats")).body;
    expect(stats).toMatchObject({
      total: 3,
      byStatus: { new: 1, contacted: 1, interested: 0, negotiating: 0, converted: 1, rejected: 0 },
      pipelineValue: 5000,
      conversionRate: 33.3,
      byIndustry: [
        { industry: "EdTech", count: 2, value: 6000 },
        { industry: "Language Learning", count: 1, value: 1000 },
      ],
    });
    expect(stats.emailsPerWeek).toHaveLength(8);
    // 21 Nov 2026 is a Saturday: its week starts on Monday 16 Nov.
    expect(stats.emailsPerWeek.at(-1)).toEqual({ weekStart: "2026-11-16", emails: 1 });
  });
});
