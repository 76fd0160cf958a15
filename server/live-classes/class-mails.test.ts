import { eq, like, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../shared/schema/auth";
import { liveClassBookings, liveClasses } from "../../shared/schema/learning";
import { mailOutbox } from "../../shared/schema/operations";
import { createSmtpMailer } from "../lib/mailer";
import { deliverDueMail } from "../lib/outbox";
import { giveSubscription } from "../test/give-subscription";
import { startSmtpSink } from "../test/smtp-sink";
import { createTestApp, post, signInAdmin, signUp, type TestApp } from "../test/test-app";
import { sendDueClassReminders } from "./class-reminders.job";

// The test clock starts at 2026-11-21T10:00:00Z (a Saturday).
const NOW = new Date("2026-11-21T10:00:00Z");
const MINUTE = 60_000;
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);
const JOIN_URL = "https://meet.example.com/travel-english";

let studentCount = 0;
/** A student with an adult plan, in Johannesburg (UTC+2) unless told otherwise. */
const signUpStudent = async (testApp: TestApp, timeZone = "Africa/Johannesburg") => {
  studentCount += 1;
  const signedUp = await signUp(testApp, { username: `learner${studentCount}`, email: `learner${studentCount}@example.com` });
  await giveSubscription(testApp, signedUp.user.id);
  await testApp.db.update(users).set({ timeZone }).where(eq(users.id, signedUp.user.id));
  return { ...signedUp, email: `learner${studentCount}@example.com` };
};

const insertClass = async (testApp: TestApp, overrides: Partial<typeof liveClasses.$inferInsert> = {}) => {
  const [row] = await testApp.db
    .insert(liveClasses)
    .values({
      title: "Conversation Practice: Travel English",
      level: "B1-B2",
      teacherName: "Sarah Mitchell",
      startsAt: minutesFromNow(24 * 60),
      durationMinutes: 60,
      joinUrl: JOIN_URL,
      capacity: 10,
      createdAt: NOW,
      updatedAt: NOW,
      ...overrides,
    })
    .returning();
  return row!;
};

/** The class mails queued so far (other mails, such as a welcome, are left out). */
const classMails = async (testApp: TestApp, subjectStart: string) =>
  testApp.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `${subjectStart}%`))
    .orderBy(mailOutbox.id);

const runReminders = (testApp: TestApp) =>
  sendDueClassReminders({ db: testApp.db, clock: testApp.clock, siteOrigin: testApp.config.siteOrigin });

const patchClass = async (admin: Awaited<ReturnType<typeof signInAdmin>>, id: number, body: object) => {
  const response = await admin.patch(`/api/admin/live-classes/${id}`).set("Content-Type", "application/json").send(body);
  expect(response.status).toBe(200);
  return response;
};

const sequenceIn = (calendar: string) => Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(calendar)![1]);

describe("booking confirmation", () => {
  it("queues a mail with the class in the student's zone, the join link and an .ics in UTC", async () => {
    const testApp = await createTestApp();
    const student = await signUpStudent(testApp);
    // 2026-11-24 16:00 UTC is 18:00 in Johannesburg.
    const liveClass = await insertClass(testApp, { startsAt: new Date("2026-11-24T16:00:00Z"), durationMinutes: 90 });

    expect((await post(student.agent, `/api/live-classes/${liveClass.id}/book`)).status).toBe(201);
    // Booking again (200) does not mail again.
    expect((await post(student.agent, `/api/live-classes/${liveClass.id}/book`)).status).toBe(200);

    const mails = await classMails(testApp, "Booked:");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      toAddress: student.email,
      subject: "Booked: Conversation Practice: Travel English",
      attachmentName: `live-class-${liveClass.id}.ics`,
      attachmentContentType: "text/calendar; charset=utf-8; method=PUBLISH",
      attachmentPath: null,
    });
    expect(mail!.textBody).toContain("When: Tuesday, 24 November 2026, 18:00–19:30 (Africa/Johannesburg time)");
    expect(mail!.textBody).toContain(`Join link: ${JOIN_URL}`);
    expect(mail!.textBody).toContain("We will email you a reminder 60 minutes before the class starts.");

    const calendar = mail!.attachmentContent!;
    expect(calendar).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(calendar).toContain(`\r\nUID:live-class-${liveClass.id}@college.test\r\n`);
    expect(calendar).toContain("\r\nDTSTART:20261124T160000Z\r\n");
    expect(calendar).toContain("\r\nDTEND:20261124T173000Z\r\n");
    expect(calendar).toContain(`\r\nLOCATION:${JOIN_URL}\r\n`);
    expect(calendar.replace(/\r\n /g, "")).toContain(`Join the class: ${JOIN_URL}`);
    expect(calendar).toContain("\r\nSTATUS:CONFIRMED\r\n");
  });

  it("promises no reminder for a seat booked within the hour before the start", async () => {
    const testApp = await createTestApp();
    const student = await signUpStudent(testApp, "UTC");
    const liveClass = await insertClass(testApp, { startsAt: minutesFromNow(40) });
    await post(student.agent, `/api/live-classes/${liveClass.id}/book`);
    const [mail] = await classMails(testApp, "Booked:");
    expect(mail!.textBody).toContain("When: Saturday, 21 November 2026, 10:40–11:40 (UTC time)");
    expect(mail!.textBody).not.toContain("reminder");
  });

  it("is delivered through a real SMTP server with the .ics attached as text/calendar; method=PUBLISH", async () => {
    const { received, url, close } = await startSmtpSink();
    try {
      const testApp = await createTestApp();
      const student = await signUpStudent(testApp);
      const liveClass = await insertClass(testApp, { startsAt: new Date("2026-11-24T16:00:00Z") });
      await post(student.agent, `/api/live-classes/${liveClass.id}/book`);
      const [queued] = await classMails(testApp, "Booked:");
      // Only the confirmation goes out here: anything else queued at sign-up is set aside beforehand.
      await testApp.db.update(mailOutbox).set({ status: "sent" }).where(ne(mailOutbox.id, queued!.id));

      const result = await deliverDueMail({
        db: testApp.db,
        mailer: createSmtpMailer(url),
        clock: testApp.clock,
        from: "College <no-reply@college.test>",
      });
      expect(result.sent).toBe(1);
      expect(received).toHaveLength(1);
      const raw = received[0]!;
      expect(raw).toContain("Subject: Booked: Conversation Practice: Travel English");
      expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;?\s+name=live-class-\d+\.ics/);
      expect(raw).toMatch(/Content-Disposition: attachment;\s+filename=live-class-\d+\.ics/);
      // The part's body (base64 or quoted-printable) decodes to the calendar.
      const part = raw.slice(raw.indexOf("Content-Type: text/calendar"));
      const body = part.slice(part.indexOf("\r\n\r\n") + 4, part.indexOf("\r\n----"));
      const decoded = /Content-Transfer-Encoding: base64/.test(part.slice(0, part.indexOf("\r\n\r\n")))
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      expect(decoded).toContain("DTSTART:20261124T160000Z");
      expect(decoded).toContain("METHOD:PUBLISH");
    } finally {
      await close();
    }
  });
});

describe("the reminder job", () => {
  it("queues each reminder once, also when two instances run it at the same moment", async () => {
    const testApp = await createTestApp();
    const first = await signUpStudent(testApp);
    const second = await signUpStudent(testApp, "America/New_York");
    const liveClass = await insertClass(testApp, { startsAt: minutesFromNow(3 * 60) });
    await post(first.agent, `/api/live-classes/${liveClass.id}/book`);
    await post(second.agent, `/api/live-classes/${liveClass.id}/book`);

    // Two hours early: not yet.
    expect(await runReminders(testApp)).toBe(0);
    testApp.clock.set(minutesFromNow(2 * 60 + 5)); // 55 minutes before the start.
    const counts = await Promise.all([runReminders(testApp), runReminders(testApp)]);
    expect(counts.sort()).toEqual([0, 2]);
    expect(await runReminders(testApp)).toBe(0);

    const reminders = await classMails(testApp, "Starting soon:");
    expect(reminders.map((mail) => mail.toAddress).sort()).toEqual([first.email, second.email].sort());
    const toNewYork = reminders.find((mail) => mail.toAddress === second.email)!;
    // 13:00 UTC is 08:00 in New York in November.
    expect(toNewYork.textBody).toContain("When: Saturday, 21 November 2026, 08:00–09:00 (America/New_York time)");
    expect(toNewYork.textBody).toContain(`Join link: ${JOIN_URL}`);
    const bookings = await testApp.db.select().from(liveClassBookings).where(eq(liveClassBookings.liveClassId, liveClass.id));
    expect(bookings.map((booking) => booking.reminderSentAt)).toEqual([testApp.clock.now(), testApp.clock.now()]);
  });

  it("reminds nobody of a cancelled class, a cancelled booking or a seat booked within the hour", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const stays = await signUpStudent(testApp);
    const leaves = await signUpStudent(testApp);
    const late = await signUpStudent(testApp);
    const kept = await insertClass(testApp, { startsAt: minutesFromNow(2 * 60) });
    const dropped = await insertClass(testApp, { title: "Business English", startsAt: minutesFromNow(2 * 60) });
    await post(stays.agent, `/api/live-classes/${kept.id}/book`);
    await post(leaves.agent, `/api/live-classes/${kept.id}/book`);
    await post(stays.agent, `/api/live-classes/${dropped.id}/book`);
    expect((await leaves.agent.delete(`/api/live-classes/${kept.id}/book`).set("X-Requested-With", "fetch")).status).toBe(204);
    await patchClass(admin, dropped.id, { isCancelled: true });

    testApp.clock.set(minutesFromNow(90)); // 30 minutes before both.
    await post(late.agent, `/api/live-classes/${kept.id}/book`);
    testApp.clock.set(minutesFromNow(95));
    expect(await runReminders(testApp)).toBe(1);
    const reminders = await classMails(testApp, "Starting soon:");
    expect(reminders.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      [stays.email, "Starting soon: Conversation Practice: Travel English"],
    ]);
  });

  it("confirms a seat given back with an .ics that takes the class out of the calendar (newer SEQUENCE)", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const student = await signUpStudent(testApp);
    const liveClass = await insertClass(testApp);
    const other = await insertClass(testApp, { title: "Business English" });
    await post(student.agent, `/api/live-classes/${liveClass.id}/book`);
    await post(student.agent, `/api/live-classes/${other.id}/book`);
    testApp.clock.set(minutesFromNow(5));

    const cancel = (id: number) => student.agent.delete(`/api/live-classes/${id}/book`).set("X-Requested-With", "fetch");
    expect((await cancel(liveClass.id)).status).toBe(204);
    // Giving back a seat already given back, or removing a class the admin cancelled, mails nothing more.
    expect((await cancel(liveClass.id)).status).toBe(204);
    await patchClass(admin, other.id, { isCancelled: true });
    expect((await cancel(other.id)).status).toBe(204);

    const mails = await classMails(testApp, "Seat cancelled:");
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      [student.email, "Seat cancelled: Conversation Practice: Travel English"],
    ]);
    expect(mails[0]!.textBody).toContain("You will get no reminder for it.");
    const calendar = mails[0]!.attachmentContent!;
    expect(calendar).toContain(`\r\nUID:live-class-${liveClass.id}@college.test\r\n`);
    expect(calendar).toContain("\r\nSTATUS:CANCELLED\r\n");
    const [confirmation] = await classMails(testApp, "Booked: Conversation");
    expect(sequenceIn(calendar)).toBeGreaterThan(sequenceIn(confirmation!.attachmentContent!));
  });
});

describe("notices when an admin changes a class", () => {
  it("tells each booked student that the class is cancelled, with an .ics marking it CANCELLED", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const students = [await signUpStudent(testApp), await signUpStudent(testApp)];
    const liveClass = await insertClass(testApp);
    for (const { agent } of students) await post(agent, `/api/live-classes/${liveClass.id}/book`);

    // A change that is neither a cancellation nor a new time mails nobody.
    await patchClass(admin, liveClass.id, { capacity: 8 });
    expect(await classMails(testApp, "Cancelled:")).toEqual([]);
    expect(await classMails(testApp, "New time:")).toEqual([]);

    await patchClass(admin, liveClass.id, { isCancelled: true });
    const notices = await classMails(testApp, "Cancelled:");
    expect(notices.map((mail) => mail.toAddress).sort()).toEqual(students.map((student) => student.email).sort());
    expect(notices[0]!.textBody).toContain(
      'The live class "Conversation Practice: Travel English" with Sarah Mitchell has been cancelled.',
    );
    expect(notices[0]!.textBody).toContain("It was planned for: Sunday, 22 November 2026, 12:00–13:00 (Africa/Johannesburg time)");
    expect(notices[0]!.attachmentContent).toContain("\r\nSTATUS:CANCELLED\r\n");
    expect(notices[0]!.attachmentContent).toContain(`\r\nUID:live-class-${liveClass.id}@college.test\r\n`);

    // Cancelling again tells nobody twice.
    await patchClass(admin, liveClass.id, { isCancelled: true });
    expect(await classMails(testApp, "Cancelled:")).toHaveLength(2);

    // Restored: they are told it is back on, with an .ics that confirms it again.
    testApp.clock.set(minutesFromNow(1));
    await patchClass(admin, liveClass.id, { isCancelled: false });
    const restored = await classMails(testApp, "Back on:");
    expect(restored.map((mail) => mail.toAddress).sort()).toEqual(students.map((student) => student.email).sort());
    expect(restored[0]!.textBody).toContain("When: Sunday, 22 November 2026, 12:00–13:00 (Africa/Johannesburg time)");
    expect(restored[0]!.attachmentContent).toContain("\r\nSTATUS:CONFIRMED\r\n");
    expect(sequenceIn(restored[0]!.attachmentContent!)).toBeGreaterThan(sequenceIn(notices[0]!.attachmentContent!));
  });

  it("sends a moved class's new time with an updated .ics (same UID, higher SEQUENCE) and re-arms its reminders", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const student = await signUpStudent(testApp);
    const liveClass = await insertClass(testApp, { startsAt: minutesFromNow(3 * 60) });
    await post(student.agent, `/api/live-classes/${liveClass.id}/book`);
    const [confirmation] = await classMails(testApp, "Booked:");

    testApp.clock.set(minutesFromNow(2 * 60 + 10));
    expect(await runReminders(testApp)).toBe(1);

    // Moved to the next day at 14:00 UTC (16:00 in Johannesburg).
    await patchClass(admin, liveClass.id, { startsAt: "2026-11-22T14:00:00Z" });
    const [notice] = await classMails(testApp, "New time:");
    expect(notice).toMatchObject({ toAddress: student.email, subject: "New time: Conversation Practice: Travel English" });
    expect(notice!.textBody).toContain("New time: Sunday, 22 November 2026, 16:00–17:00 (Africa/Johannesburg time)");
    expect(notice!.textBody).toContain("Was: Saturday, 21 November 2026, 15:00–16:00 (Africa/Johannesburg time)");
    const updated = notice!.attachmentContent!;
    expect(updated).toContain(`\r\nUID:live-class-${liveClass.id}@college.test\r\n`);
    expect(updated).toContain("\r\nDTSTART:20261122T140000Z\r\n");
    expect(sequenceIn(updated)).toBeGreaterThan(sequenceIn(confirmation!.attachmentContent!));

    const [booking] = await testApp.db.select().from(liveClassBookings).where(eq(liveClassBookings.liveClassId, liveClass.id));
    expect(booking!.reminderSentAt).toBeNull();
    testApp.clock.set(new Date("2026-11-22T13:05:00Z"));
    expect(await runReminders(testApp)).toBe(1);
    expect(await classMails(testApp, "Starting soon:")).toHaveLength(2);
  });
});
