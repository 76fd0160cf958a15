import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NO_CONTACTS, type CampaignView } from "../../shared/api/campaigns";
import { COLLEGE_NAME } from "../../shared/constants";
import { mailOutbox } from "../../shared/schema/operations";
import { campaignRecipients } from "../../shared/schema/outreach";
import { createTestApp, post, signInAdmin, type TestApp } from "../test/test-app";

type Agent = Awaited<ReturnType<typeof signInAdmin>>;
const MINUTE = 60_000;

const CAMPAIGN = {
  campaignName: "Spring partners",
  subject: "Advertise to {businessName}'s next students",
  emailContent: "Dear {contactName}, our 2,500 English learners are looking for services like yours. Shall we talk?",
  businessType: "study_abroad",
  sendDelay: 30,
};

const importThree = (admin: Agent) =>
  post(admin, "/api/outreach/contacts/import", {
    contacts: [
      { businessName: "Visa Helpers", contactName: "Ama", email: "ama@visa.example", businessType: "study_abroad" },
      { businessName: "Abroad Now", contactName: "", email: "hi@abroad.example", businessType: "study_abroad" },
      { businessName: "Flat Share", contactName: "Ben", email: "ben@flat.example", businessType: "accommodation" },
      { businessName: "", email: "nobody@example.com" },
      { businessName: "No Email" },
      { businessName: "Visa Helpers again", email: "AMA@visa.example", businessType: "study_abroad" },
    ],
  });

/** The admin's Run now, a second later each time (a manual run claims its instant's slot). */
const runJob = async (testApp: TestApp, admin: Agent) => {
  testApp.clock.advance(1000);
  const response = await post(admin, "/api/admin/jobs/campaign-sends/run", {});
  expect(response.body.result).toBe("succeeded");
};
const campaignsOf = async (admin: Agent) => (await admin.get("/api/outreach/campaigns")).body as CampaignView[];
const outbox = (testApp: TestApp) => testApp.db.select().from(mailOutbox);

describe("contacts", () => {
  it("imports rows with an email and a business name, counting the invalid and the duplicates", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    expect((await importThree(admin)).body).toEqual({ added: 3, duplicates: 1, invalid: 2 });
    expect((await importThree(admin)).body).toEqual({ added: 0, duplicates: 4, invalid: 2 });
    expect((await admin.get("/api/outreach/contacts")).body).toHaveLength(3);
    const single = await post(admin, "/api/outreach/contacts", { businessName: "Lingua", email: "bad" });
    expect(single.body.message).toBe("Please enter a valid email address");
  });
});

describe("bulk campaigns sent by the server", () => {
  it("refuses a campaign with no contacts of the type, and validates with the spec's messages", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const none = await post(admin, "/api/outreach/campaigns", CAMPAIGN);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(NO_CONTACTS);
    for (const [change, message] of [
      [{ campaignName: "ab" }, "Campaign name must be at least 3 characters"],
      [{ subject: "Hi" }, "Subject must be at least 5 characters"],
      [{ emailContent: "Too short" }, "Email content must be at least 50 characters"],
      [{ sendDelay: 0 }, "Delay must be between 1-1440 minutes"],
      [{ sendDelay: 1441 }, "Delay must be between 1-1440 minutes"],
    ] as const) {
      const response = await post(admin, "/api/outreach/campaigns", { ...CAMPAIGN, ...change });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });

  it("sends the first email at once, the next after the delay, skips suppressed addresses and completes", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    await importThree(admin);
    await post(admin, "/api/outreach/suppressions", { email: "hi@abroad.example" });
    const created = await post(admin, "/api/outreach/campaigns", CAMPAIGN);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "sending", totalEmails: 2, sentEmails: 1 });

    const [first] = await outbox(testApp);
    expect(first).toMatchObject({ toAddress: "ama@visa.example", subject: "Advertise to Visa Helpers's next students" });
    expect(first!.textBody).toContain("Dear Ama,");
    // The footer is the configured school's name and postal address, not a built-in one.
    expect(first!.textBody).toContain("--\nTest English College, 1 Long Street, Cape Town 8001, South Africa\n");
    expect(first!.textBody).not.toContain(`${COLLEGE_NAME}, ${COLLEGE_NAME}`);
    expect(first!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

    // 29 minutes later the second is not due yet; at 30 it is, and it is suppressed: skipped.
    testApp.clock.advance(29 * MINUTE);
    await runJob(testApp, admin);
    expect((await campaignsOf(admin))[0]).toMatchObject({ status: "sending", sentEmails: 1, skippedEmails: 0 });
    testApp.clock.advance(MINUTE);
    await runJob(testApp, admin);
    expect((await campaignsOf(admin))[0]).toMatchObject({
      status: "completed",
      sentEmails: 1,
      skippedEmails: 1,
      completedAt: testApp.clock.now().toISOString(),
    });
    expect(await outbox(testApp)).toHaveLength(1);
    await runJob(testApp, admin);
    expect(await outbox(testApp)).toHaveLength(1);
  });

  it("honours the scheduled start, and a cancel drops what is not sent", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    await importThree(admin);
    const start = new Date(testApp.clock.now().getTime() + 60 * MINUTE);
    const created = await post(admin, "/api/outreach/campaigns", { ...CAMPAIGN, sendDelay: 5, scheduledTime: start.toISOString() });
    expect(created.body).toMatchObject({ status: "scheduled", scheduledFor: start.toISOString(), sentEmails: 0 });
    const recipients = await testApp.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, created.body.id));
    expect(recipients.map((row) => row.dueAt.getTime() - start.getTime()).sort((a, b) => a - b)).toEqual([0, 5 * MINUTE]);

    testApp.clock.advance(59 * MINUTE);
    await runJob(testApp, admin);
    expect(await outbox(testApp)).toHaveLength(0);
    testApp.clock.advance(MINUTE);
    await runJob(testApp, admin);
    expect((await campaignsOf(admin))[0]).toMatchObject({ status: "sending", sentEmails: 1 });

    const cancelled = await post(admin, `/api/outreach/campaigns/${created.body.id}/cancel`, {});
    expect(cancelled.body).toMatchObject({ status: "cancelled", sentEmails: 1, skippedEmails: 1 });
    testApp.clock.advance(10 * MINUTE);
    await runJob(testApp, admin);
    expect(await outbox(testApp)).toHaveLength(1);
    expect((await post(admin, `/api/outreach/campaigns/${created.body.id}/cancel`, {})).status).toBe(409);
  });
});
