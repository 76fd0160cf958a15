import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MailDetail, MailListResponse } from "../../shared/api/admin-inbox";
import { auditLog } from "../../shared/schema/audit";
import { users } from "../../shared/schema/auth";
import { mailOutbox } from "../../shared/schema/operations";
import { insertAd } from "../advertising-admin/advertising-admin.test-helpers";
import { deliverDueMail } from "../lib/outbox";
import { createTestApp, post, signInAdmin, signUp, type TestApp } from "../test/test-app";

const RESET_LINK = /\/reset-password#token=([A-Za-z0-9_-]{20,})/;

/** An admin has a reset link mailed to a student: the admin, the student and the stored mail. */
const resetMailedByAdmin = async () => {
  const testApp = await createTestApp();
  const admin = await signInAdmin(testApp);
  const student = await signUp(testApp);
  expect((await post(admin, `/api/admin/users/${student.user.id}/password-reset`)).status).toBe(202);
  const [mail] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "thandi@example.com"));
  const token = RESET_LINK.exec(mail!.textBody)?.[1];
  if (!token) throw new Error("no reset link in the mail");
  return { testApp, admin, student, mail: mail!, token };
};

const mailReads = (testApp: TestApp) => testApp.db.select().from(auditLog).where(eq(auditLog.action, "mail.read"));

describe("an admin reading the outbox never sees a live private link", () => {
  it("answers a reset mail with its token hidden, says so, and records the reading", async () => {
    const { testApp, admin, mail, token } = await resetMailedByAdmin();
    const listed = (await admin.get("/api/admin/mail")).body as MailListResponse;
    expect(listed.mails.map((item) => item.id)).toContain(mail.id);

    testApp.clock.advance(60_000);
    const response = await admin.get(`/api/admin/mail/${mail.id}`);
    expect(response.status).toBe(200);
    const detail = response.body as MailDetail;
    expect(detail.hiddenLinks).toBe(1);
    expect(detail.textBody).toContain("http://college.test/reset-password#token=[hidden]");
    expect(response.text).not.toContain(token);
    expect(detail.textBody).toBe(mail.textBody.replace(token, "[hidden]"));

    const [principal] = await testApp.db.select().from(users).where(eq(users.username, "principal"));
    expect(await mailReads(testApp)).toMatchObject([
      {
        actorId: principal!.id,
        actorName: "principal",
        targetType: "mail",
        targetId: String(mail.id),
        summary: `Read mail #${mail.id} ("${mail.subject}")`,
        createdAt: testApp.clock.now(),
      },
    ]);
    // The token still works for the student: only the admin's view of it is masked.
    const stored = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(stored[0]!.textBody).toContain(token);
    expect((await admin.get("/api/admin/mail/99999")).status).toBe(404);
    expect(await mailReads(testApp)).toHaveLength(1);
  });

  it("hides the advertiser's campaign page in the approval mail", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const ad = await insertAd(testApp, { campaignToken: "Cmp4ignTok3nOfTheAdvertiser0123456" });
    expect((await admin.patch(`/api/advertisements/${ad.id}/approve`).set("Content-Type", "application/json").send({})).status).toBe(200);
    const [mail] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ad.advertiserEmail));
    expect(mail!.textBody).toContain("/advertising/campaigns/Cmp4ignTok3nOfTheAdvertiser0123456");
    const response = await admin.get(`/api/admin/mail/${mail!.id}`);
    expect(response.body).toMatchObject({ hiddenLinks: 1, textBody: expect.stringContaining("/advertising/campaigns/[hidden]") });
    expect(response.text).not.toContain("Cmp4ignTok3nOfTheAdvertiser0123456");
  });

  it("shows a mail without private links as it is", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const [row] = await testApp.db
      .insert(mailOutbox)
      .values({ toAddress: "lee@example.com", subject: "Receipt", textBody: "Paid, thank you.", createdAt: testApp.clock.now() })
      .returning();
    expect((await admin.get(`/api/admin/mail/${row!.id}`)).body).toMatchObject({ textBody: "Paid, thank you.", hiddenLinks: 0 });
  });
});

describe("a private link is not kept once its mail is sent", () => {
  it("the stored copy of a sent mail loses the token; the recipient got the working link", async () => {
    const { testApp, admin, mail, token } = await resetMailedByAdmin();
    await deliverDueMail({ db: testApp.db, mailer: testApp.mailer, clock: testApp.clock, from: "school@college.test" });
    expect(testApp.mailer.sent.find((sent) => sent.to === "thandi@example.com")?.text).toContain(`#token=${token}`);
    const [stored] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(stored).toMatchObject({ status: "sent", textBody: mail.textBody.replace(token, "[hidden]") });
    // The admin's view still says a link was hidden.
    expect((await admin.get(`/api/admin/mail/${mail.id}`)).body).toMatchObject({ hiddenLinks: 1, textBody: stored!.textBody });
  });

  it("a mail that could not be sent keeps its link, so that a retry still delivers one that works", async () => {
    const { testApp, mail, token } = await resetMailedByAdmin();
    testApp.mailer.failNext(1);
    await deliverDueMail({ db: testApp.db, mailer: testApp.mailer, clock: testApp.clock, from: "school@college.test" });
    const [stored] = await testApp.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, "pending")));
    expect(stored!.textBody).toContain(`#token=${token}`);
  });
});
