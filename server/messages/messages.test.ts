import { describe, expect, it } from "vitest";
import { contacts, feedback, preRegistrations } from "../../shared/schema/messages";
import { mailOutbox } from "../../shared/schema/operations";
import { createTestApp, post } from "../test/test-app";

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Amara Okafor",
  email: "amara@example.com",
  subject: "Course Information",
  message: "Which course suits a B1 learner who wants IELTS?",
  website: "",
  ...overrides,
});

const feedbackBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Kenji",
  email: "kenji@example.com",
  category: "suggestion",
  message: "Please add more listening practice.",
  website: "",
  ...overrides,
});

describe("POST /api/contact", () => {
  it("stores the message and queues one notification to the school's inbox only", async () => {
    const { request, db } = await createTestApp();
    const response = await post(request(), "/api/contact", contact());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: "We've received your message and will get back to you soon." });
    expect(await db.select().from(contacts)).toMatchObject([
      {
        name: "Amara Okafor",
        email: "amara@example.com",
        subject: "Course Information",
        message: "Which course suits a B1 learner who wants IELTS?",
      },
    ]);
    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: "inbox@college.test", replyTo: "amara@example.com", status: "pending" });
    expect(mails[0]!.subject).toBe("Contact form: Course Information from Amara Okafor");
    expect(mails[0]!.textBody).toContain("Which course suits a B1 learner who wants IELTS?");
  });

  it("defaults the subject to General Inquiry", async () => {
    const { request, db } = await createTestApp();
    await post(request(), "/api/contact", contact({ subject: undefined }));
    expect((await db.select().from(contacts))[0]?.subject).toBe("General Inquiry");
  });

  it.each([
    [{ email: "nope" }, "Invalid email address"],
    [{ message: "Too short" }, "Message must be at least 10 characters"],
    [{ name: "" }, "Name is required"],
    [{ subject: "Spam" }, "Please select a subject"],
  ])("refuses %o with '%s' and stores nothing", async (override, message) => {
    const { request, db } = await createTestApp();
    const response = await post(request(), "/api/contact", contact(override));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await db.select().from(contacts)).toHaveLength(0);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("keeps a name with a line break out of the mail headers", async () => {
    const { request, db } = await createTestApp();
    await post(request(), "/api/contact", contact({ name: "Eve\r\nBcc: victim@example.com" }));
    const [mail] = await db.select().from(mailOutbox);
    expect(mail!.subject).not.toMatch(/[\r\n]/);
  });

  it("answers a filled honeypot with the usual success but stores and mails nothing", async () => {
    const { request, db } = await createTestApp();
    const response = await post(request(), "/api/contact", contact({ website: "http://spam.example" }));
    expect(response.status).toBe(201);
    expect(await db.select().from(contacts)).toHaveLength(0);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("limits one address to 5 messages an hour with a clear 429, and frees it after the hour", async () => {
    const { request, db, clock } = await createTestApp();
    for (let index = 0; index < 5; index++) expect((await post(request(), "/api/contact", contact())).status).toBe(201);
    const limited = await post(request(), "/api/contact", contact());
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many requests. Please try again later.");
    expect(await db.select().from(contacts)).toHaveLength(5);
    clock.advance(61 * 60_000);
    expect((await post(request(), "/api/contact", contact())).status).toBe(201);
  });
});

describe("POST /api/feedback", () => {
  it("stores the feedback with the archive and resolve flags off and notifies the inbox", async () => {
    const { request, db } = await createTestApp();
    const response = await post(request(), "/api/feedback", { ...feedbackBody(), isResolved: true, adminNotes: "forged" });
    expect(response.status).toBe(201);
    expect(await db.select().from(feedback)).toMatchObject([
      { name: "Kenji", category: "suggestion", isArchived: false, isResolved: false, adminNotes: null },
    ]);
    expect((await db.select().from(mailOutbox))[0]).toMatchObject({
      toAddress: "inbox@college.test",
      subject: "Feedback (suggestion) from Kenji",
    });
  });

  it.each([
    [{ name: "K" }, "Name must be at least 2 characters"],
    [{ email: "kenji" }, "Please enter a valid email address"],
    [{ category: "" }, "Please select a category"],
    [{ category: undefined }, "Please select a category"],
    [{ message: "short" }, "Message must be at least 10 characters"],
    [{ message: "x".repeat(501) }, "Message cannot exceed 500 characters"],
  ])("refuses %o with '%s'", async (override, message) => {
    const { request, db } = await createTestApp();
    const response = await post(request(), "/api/feedback", feedbackBody(override));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await db.select().from(feedback)).toHaveLength(0);
  });

  it("accepts exactly 500 characters", async () => {
    const { request } = await createTestApp();
    expect((await post(request(), "/api/feedback", feedbackBody({ message: "x".repeat(500) }))).status).toBe(201);
  });
});

describe("POST /api/pre-register", () => {
  it("adds the address once; a repeat in another letter case answers success without a second row or mail", async () => {
    const { request, db } = await createTestApp();
    const first = await post(request(), "/api/pre-register", { email: "Parent@Example.com", website: "" });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: "We'll notify you when we launch!" });
    const again = await post(request(), "/api/pre-register", { email: "parent@example.com" });
    // The same answer either way: the list does not tell a stranger whose address is on it.
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ message: "We'll notify you when we launch!" });
    expect(await db.select().from(preRegistrations)).toMatchObject([{ email: "parent@example.com" }]);
    expect(await db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("refuses an invalid email with 'Invalid email address'", async () => {
    const { request } = await createTestApp();
    const response = await post(request(), "/api/pre-register", { email: "no-at-sign" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Invalid email address");
  });
});
