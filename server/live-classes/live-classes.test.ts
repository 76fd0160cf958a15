import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLASS_FULL, LIVE_CLASS_NOT_FOUND, LIVE_CLASSES_NEED_SUBSCRIPTION } from "../../shared/api/live-classes";
import { liveClassBookings, liveClasses } from "../../shared/schema/learning";
import { ADMIN_REQUIRED, SIGN_IN_REQUIRED } from "../lib/guards";
import { giveSubscription } from "../test/give-subscription";
import { createTestApp, createTestClock, post, signInAdmin, signUp, type TestApp } from "../test/test-app";
import { escapeText, foldLine } from "./calendar";
import { bookLiveClass } from "./live-classes.service";

// The test clock starts at 2026-11-21T10:00:00Z.
const NOW = new Date("2026-11-21T10:00:00Z");
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const MINUTE = 60_000;

let studentCount = 0;
/** A new student with an adult plan (or none: `plan: null`). */
const signUpStudent = async (testApp: TestApp, { plan = "adult" }: { plan?: "adult" | null } = {}) => {
  studentCount += 1;
  const signedUp = await signUp(testApp, { username: `student${studentCount}`, email: `student${studentCount}@example.com` });
  if (plan) await giveSubscription(testApp, signedUp.user.id);
  return signedUp;
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
      joinUrl: "https://meet.example.com/travel-english",
      capacity: 10,
      ...overrides,
    })
    .returning();
  return row!;
};

const bookingsOf = (testApp: TestApp, liveClassId: number) =>
  testApp.db.select().from(liveClassBookings).where(eq(liveClassBookings.liveClassId, liveClassId));

describe("who may see and book live classes", () => {
  it("refuses visitors with 401", async () => {
    const testApp = await createTestApp();
    const response = await testApp.request().get("/api/live-classes");
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(SIGN_IN_REQUIRED);
  });

  it("refuses a student without a plan with 403, for the list and for booking", async () => {
    const testApp = await createTestApp();
    const liveClass = await insertClass(testApp);
    const { agent } = await signUpStudent(testApp, { plan: null });
    const list = await agent.get("/api/live-classes");
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ code: "forbidden", message: LIVE_CLASSES_NEED_SUBSCRIPTION });
    const booking = await post(agent, `/api/live-classes/${liveClass.id}/book`);
    expect(booking.status).toBe(403);
    expect(booking.body.message).toBe(LIVE_CLASSES_NEED_SUBSCRIPTION);
    expect(await bookingsOf(testApp, liveClass.id)).toEqual([]);
  });

  it("refuses a kids plan: it gives the phonics programme, not the live classes", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUpStudent(testApp, { plan: null });
    await giveSubscription(testApp, user.id, { audience: "kids" });
    const response = await agent.get("/api/live-classes");
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(LIVE_CLASSES_NEED_SUBSCRIPTION);
  });

  it("admits an active adult plan", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUpStudent(testApp);
    const response = await agent.get("/api/live-classes");
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it("admits a plan cancelled before the end of its period, and refuses it once the period is over", async () => {
    const clock = createTestClock();
    const testApp = await createTestApp({ clock });
    const { agent, user } = await signUpStudent(testApp, { plan: null });
    await giveSubscription(testApp, user.id, { status: "cancelled", currentPeriodEnd: minutesFromNow(60) });
    expect((await agent.get("/api/live-classes")).status).toBe(200);
    clock.advance(61 * MINUTE);
    const response = await agent.get("/api/live-classes");
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(LIVE_CLASSES_NEED_SUBSCRIPTION);
  });

  it("refuses an expired plan", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUpStudent(testApp, { plan: null });
    await giveSubscription(testApp, user.id, { status: "expired", currentPeriodEnd: minutesFromNow(-60) });
    const response = await agent.get("/api/live-classes");
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(LIVE_CLASSES_NEED_SUBSCRIPTION);
  });

  it("admits an administrator without a plan", async () => {
    const testApp = await createTestApp();
    await insertClass(testApp);
    const admin = await signInAdmin(testApp);
    const response = await admin.get("/api/live-classes");
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
  });
});

describe("GET /api/live-classes", () => {
  it("lists the classes that have not ended, soonest first, with seats and the student's booking", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUpStudent(testApp);
    const other = await signUpStudent(testApp);
    const later = await insertClass(testApp, {
      title: "Grammar Workshop: Present Perfect",
      startsAt: minutesFromNow(3 * 24 * 60),
      capacity: 2,
    });
    const sooner = await insertClass(testApp, { startsAt: minutesFromNow(60), capacity: 1 });
    const underWay = await insertClass(testApp, { title: "Pronunciation clinic", startsAt: minutesFromNow(-30), durationMinutes: 45 });
    await insertClass(testApp, { title: "Ended an hour ago", startsAt: minutesFromNow(-120), durationMinutes: 60 });
    await insertClass(testApp, { title: "Cancelled, never booked", isCancelled: true });
    await testApp.db.insert(liveClassBookings).values([
      { liveClassId: sooner.id, userId: other.user.id },
      { liveClassId: later.id, userId: user.id },
    ]);

    const response = await agent.get("/api/live-classes");
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: underWay.id,
        title: "Pronunciation clinic",
        level: "B1-B2",
        teacherName: "Sarah Mitchell",
        startsAt: minutesFromNow(-30).toISOString(),
        durationMinutes: 45,
        capacity: 10,
        seatsTaken: 0,
        isFull: false,
        isBooked: false,
        isCancelled: false,
        joinUrl: null,
      },
      expect.objectContaining({ id: sooner.id, seatsTaken: 1, isFull: true, isBooked: false, joinUrl: null }),
      expect.objectContaining({ id: later.id, seatsTaken: 1, isFull: false, isBooked: true, joinUrl: null }),
    ]);
  });

  it("shows a cancelled class, as cancelled and without its link, only to the students who had booked it", async () => {
    const testApp = await createTestApp();
    const booked = await signUpStudent(testApp);
    const notBooked = await signUpStudent(testApp);
    const liveClass = await insertClass(testApp, { startsAt: minutesFromNow(5), isCancelled: true });
    await testApp.db.insert(liveClassBookings).values({ liveClassId: liveClass.id, userId: booked.user.id });

    const forBooked = await booked.agent.get("/api/live-classes");
    expect(forBooked.body).toEqual([expect.objectContaining({ id: liveClass.id, isCancelled: true, isBooked: true, joinUrl: null })]);
    expect((await notBooked.agent.get("/api/live-classes")).body).toEqual([]);
  });
});

describe("POST /api/live-classes/:id/book", () => {
  it("books a seat (201), answers 200 when booked already, and stores one booking", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUpStudent(testApp);
    const liveClass = await insertClass(testApp, { capacity: 3 });

    const first = await post(agent, `/api/live-classes/${liveClass.id}/book`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: liveClass.id, seatsTaken: 1, isFull: false, isBooked: true, joinUrl: null });
    const again = await post(agent, `/api/live-classes/${liveClass.id}/book`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: liveClass.id, seatsTaken: 1, isBooked: true });

    const rows = await bookingsOf(testApp, liveClass.id);
    expect(rows).toEqual([expect.objectContaining({ userId: user.id, createdAt: NOW })]);
  });

  it("answers 409 'This class is full' once the capacity is reached", async () => {
    const testApp = await createTestApp();
    const liveClass = await insertClass(testApp, { capacity: 1 });
    const first = await signUpStudent(testApp);
    const second = await signUpStudent(testApp);
    expect((await post(first.agent, `/api/live-classes/${liveClass.id}/book`)).status).toBe(201);
    const full = await post(second.agent, `/api/live-classes/${liveClass.id}/book`);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: "conflict", message: CLASS_FULL });
    expect(await bookingsOf(testApp, liveClass.id)).toHaveLength(1);
  });

  it("gives the last seat to one of two students booking it at the same moment", async () => {
    const testApp = await createTestApp();
    const liveClass = await insertClass(testApp, { capacity: 1 });
    const first = await signUpStudent(testApp);
    const second = await signUpStudent(testApp);

    const answers = await Promise.all([
      post(first.agent, `/api/live-classes/${liveClass.id}/book`),
      post(second.agent, `/api/live-classes/${liveClass.id}/book`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(CLASS_FULL);
    const rows = await bookingsOf(testApp, liveClass.id);
    expect(rows).toHaveLength(1);
    const winner = answers[0]!.status === 201 ? first : second;
    expect(rows[0]!.userId).toBe(winner.user.id);
  });

  it("answers 404 for an unknown, malformed, cancelled or ended class", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUpStudent(testApp);
    const cancelled = await insertClass(testApp, { isCancelled: true });
    const ended = await insertClass(testApp, { startsAt: minutesFromNow(-61), durationMinutes: 60 });
    for (const path of [
      `/api/live-classes/999999/book`,
      `/api/live-classes/abc/book`,
      `/api/live-classes/${cancelled.id}/book`,
      `/api/live-classes/${ended.id}/book`,
    ]) {
      const response = await post(agent, path);
      expect(response.status, path).toBe(404);
      expect(response.body.message, path).toBe(LIVE_CLASS_NOT_FOUND);
    }
    expect(await testApp.db.select().from(liveClassBookings)).toEqual([]);
  });

  it("serves two bookings of the last seat one after the other (the service called concurrently, no HTTP in between)", async () => {
    // Over HTTP the two requests rarely overlap in a test; called directly, the service's queries
    // interleave at every await, so this fails when the count and the insert are not under the lock.
    const testApp = await createTestApp();
    const liveClass = await insertClass(testApp, { capacity: 1 });
    const students = [await signUpStudent(testApp), await signUpStudent(testApp)];
    const outcomes = await Promise.allSettled(
      students.map(({ user }) =>
        bookLiveClass({
          db: testApp.db,
          clock: testApp.clock,
          user: { id: user.id, isAdmin: false },
          liveClassId: liveClass.id,
          siteOrigin: testApp.config.siteOrigin,
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "conflict", message: CLASS_FULL });
    expect(await bookingsOf(testApp, liveClass.id)).toHaveLength(1);
  });

  it("still books a class that is under way", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUpStudent(testApp);
    const liveClass = await insertClass(testApp, { startsAt: minutesFromNow(-10), durationMinutes: 60 });
    const response = await post(agent, `/api/live-classes/${liveClass.id}/book`);
    expect(response.status).toBe(201);
    expect(response.body.joinUrl).toBe("https://meet.example.com/travel-english");
  });
});

describe("DELETE /api/live-classes/:id/book", () => {
  it("gives the seat back (204) to the next student", async () => {
    const testApp = await createTestApp();
    const liveClass = await insertClass(testApp, { capacity: 1 });
    const first = await signUpStudent(testApp);
    const second = await signUpStudent(testApp);
    await post(first.agent, `/api/live-classes/${liveClass.id}/book`);

    const cancelled = await first.agent.delete(`/api/live-classes/${liveClass.id}/book`).set("X-Requested-With", "fetch");
    expect(cancelled.status).toBe(204);
    expect(await bookingsOf(testApp, liveClass.id)).toEqual([]);
    expect((await post(second.agent, `/api/live-classes/${liveClass.id}/book`)).status).toBe(201);
    // Nothing left to cancel: still 204.
    expect((await first.agent.delete(`/api/live-classes/${liveClass.id}/book`).set("X-Requested-With", "fetch")).status).toBe(204);
    expect(await bookingsOf(testApp, liveClass.id)).toEqual([expect.objectContaining({ userId: second.user.id })]);
  });

  it("answers 404 for an unknown class", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUpStudent(testApp);
    const response = await agent.delete("/api/live-classes/424242/book").set("X-Requested-With", "fetch");
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(LIVE_CLASS_NOT_FOUND);
  });
});

describe("the join link", () => {
  it("is given to a booked student from 15 minutes before the start until the class ends", async () => {
    const clock = createTestClock();
    const testApp = await createTestApp({ clock });
    const booked = await signUpStudent(testApp);
    const notBooked = await signUpStudent(testApp);
    const liveClass = await insertClass(testApp, { startsAt: minutesFromNow(30), durationMinutes: 45 });
    await post(booked.agent, `/api/live-classes/${liveClass.id}/book`);
    const joinUrlOf = async (agent: typeof booked.agent) => {
      const response = await agent.get("/api/live-classes");
      return response.body.find((item: { id: number }) => item.id === liveClass.id)?.joinUrl;
    };

    expect(await joinUrlOf(booked.agent)).toBeNull();
    clock.advance(15 * MINUTE - 1000); // 15 minutes and 1 second before
    expect(await joinUrlOf(booked.agent)).toBeNull();
    clock.advance(1000); // exactly 15 minutes before
    expect(await joinUrlOf(booked.agent)).toBe("https://meet.example.com/travel-english");
    expect(await joinUrlOf(notBooked.agent)).toBeNull();
    clock.advance(59 * MINUTE); // a minute before the end
    expect(await joinUrlOf(booked.agent)).toBe("https://meet.example.com/travel-english");
    clock.advance(MINUTE); // ended: no longer listed
    expect(await joinUrlOf(booked.agent)).toBeUndefined();
  });

  it("is never given for a cancelled class", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUpStudent(testApp);
    const liveClass = await insertClass(testApp, { startsAt: minutesFromNow(5), isCancelled: true });
    await testApp.db.insert(liveClassBookings).values({ liveClassId: liveClass.id, userId: user.id });
    const [listed] = (await agent.get("/api/live-classes")).body;
    expect(listed).toMatchObject({ isBooked: true, isCancelled: true, joinUrl: null });
  });
});

/** The content lines of an iCalendar body, unfolded (RFC 5545 3.1). */
const unfold = (body: string) => body.replace(/\r\n /g, "").split("\r\n");

describe("GET /api/live-classes/:id/calendar.ics", () => {
  it("answers an iCalendar event in UTC with the teacher, the level and the dashboard, never the join link", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUpStudent(testApp);
    const liveClass = await insertClass(testApp, {
      title: "Travel English, part 2; airports",
      teacherName: "Sarah Mitchell",
      level: "B1-B2",
      startsAt: new Date("2026-11-24T16:00:00Z"),
      durationMinutes: 90,
    });
    await post(agent, `/api/live-classes/${liveClass.id}/book`);

    const response = await agent
      .get(`/api/live-classes/${liveClass.id}/calendar.ics`)
      .buffer(true)
      .parse((res, done) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => done(null, text));
      });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename=live-class-${liveClass.id}.ics`);
    const body = response.body as string;
    expect(body.endsWith("\r\n")).toBe(true);
    for (const line of body.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const lines = unfold(body);
    expect(lines.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    expect(lines).toEqual(
      expect.arrayContaining([
        "BEGIN:VEVENT",
        `UID:live-class-${liveClass.id}@college.test`,
        "DTSTAMP:20261121T100000Z",
        "DTSTART:20261124T160000Z",
        "DTEND:20261124T173000Z",
        "SUMMARY:Travel English\\, part 2\\; airports",
        "DESCRIPTION:Live English class with Sarah Mitchell.\\nLevel: B1-B2.\\nThe join link appears on your dashboard 15 minutes before the start: http://college.test/dashboard",
        "URL:http://college.test/dashboard",
        "STATUS:CONFIRMED",
        "END:VEVENT",
        "END:VCALENDAR",
      ]),
    );
    expect(body).not.toContain("meet.example.com");
  });

  it("lets a subscriber who has not booked download it, and refuses a student without access who has not booked", async () => {
    const testApp = await createTestApp();
    const liveClass = await insertClass(testApp);
    const subscriber = await signUpStudent(testApp);
    const withoutPlan = await signUpStudent(testApp, { plan: null });
    expect((await subscriber.agent.get(`/api/live-classes/${liveClass.id}/calendar.ics`)).status).toBe(200);
    const refused = await withoutPlan.agent.get(`/api/live-classes/${liveClass.id}/calendar.ics`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(LIVE_CLASSES_NEED_SUBSCRIPTION);
  });

  it("still serves a booked student whose plan ended, and marks a cancelled class CANCELLED", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUpStudent(testApp, { plan: null });
    const liveClass = await insertClass(testApp, { isCancelled: true });
    await testApp.db.insert(liveClassBookings).values({ liveClassId: liveClass.id, userId: user.id });
    const response = await agent.get(`/api/live-classes/${liveClass.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.text).toContain("\r\nSTATUS:CANCELLED\r\n");
  });

  it("answers 404 for an unknown class, and for a cancelled one the student had not booked", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUpStudent(testApp);
    const cancelled = await insertClass(testApp, { isCancelled: true });
    expect((await agent.get("/api/live-classes/999/calendar.ics")).status).toBe(404);
    const response = await agent.get(`/api/live-classes/${cancelled.id}/calendar.ics`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(LIVE_CLASS_NOT_FOUND);
  });
});

describe("calendar text", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds at 75 octets without splitting a character", () => {
    const line = `SUMMARY:${"é".repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });
});

const validClass = (overrides: Record<string, unknown> = {}) => ({
  title: "Business English: Meetings",
  level: "B1-B2",
  teacherName: "Thabo Nkosi",
  startsAt: "2026-11-25T18:30:00+02:00",
  durationMinutes: 60,
  joinUrl: "https://meet.example.com/meetings",
  capacity: 12,
  ...overrides,
});

describe("admin: scheduling live classes", () => {
  it("refuses visitors (401) and students (403)", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUpStudent(testApp);
    expect((await testApp.request().get("/api/admin/live-classes")).status).toBe(401);
    const student = await agent.get("/api/admin/live-classes");
    expect(student.status).toBe(403);
    expect(student.body.message).toBe(ADMIN_REQUIRED);
    expect((await post(agent, "/api/admin/live-classes", validClass())).status).toBe(403);
    expect(
      (await agent.patch("/api/admin/live-classes/1").set("Content-Type", "application/json").send({ title: "Hello there" })).status,
    ).toBe(403);
    expect(await testApp.db.select().from(liveClasses)).toEqual([]);
  });

  it("schedules a class (201 { id }) and stores the start as the moment given, server fields ignored", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const response = await post(admin, "/api/admin/live-classes", validClass({ id: 77, isCancelled: true, seatsTaken: 5 }));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number) });
    const [row] = await testApp.db.select().from(liveClasses);
    expect(row).toMatchObject({
      id: response.body.id,
      title: "Business English: Meetings",
      startsAt: new Date("2026-11-25T16:30:00Z"),
      durationMinutes: 60,
      capacity: 12,
      isCancelled: false,
    });
    expect(row!.id).not.toBe(77);
  });

  it.each([
    [{ title: "Hi" }, "title", "Title must be at least 5 characters"],
    [{ title: "x".repeat(101) }, "title", "Title must be less than 100 characters"],
    [{ level: "" }, "level", "Level is required"],
    [{ teacherName: " " }, "teacherName", "Teacher name is required"],
    [{ startsAt: "next Tuesday" }, "startsAt", "Start must be a date and time"],
    [{ startsAt: "2026-11-25T18:30" }, "startsAt", "Start must be a date and time"],
    [{ durationMinutes: 10 }, "durationMinutes", "Duration must be 15 to 240 minutes"],
    [{ durationMinutes: 241 }, "durationMinutes", "Duration must be 15 to 240 minutes"],
    [{ joinUrl: "http://meet.example.com/x" }, "joinUrl", "Join link must be an https address"],
    [{ joinUrl: "not a link" }, "joinUrl", "Join link must be an https address"],
    [{ capacity: 0 }, "capacity", "Capacity must be 1 to 500"],
    [{ capacity: 501 }, "capacity", "Capacity must be 1 to 500"],
    [{ capacity: 2.5 }, "capacity", "Capacity must be 1 to 500"],
  ])("refuses %j with 400 and the field's message", async (change, field, message) => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const response = await post(admin, "/api/admin/live-classes", validClass(change));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[field]).toContain(message);
    expect(await testApp.db.select().from(liveClasses)).toEqual([]);
  });

  it("names every missing field, and refuses a start in the past", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const empty = await post(admin, "/api/admin/live-classes", {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(
      ["capacity", "durationMinutes", "joinUrl", "level", "startsAt", "teacherName", "title"].sort(),
    );
    const past = await post(admin, "/api/admin/live-classes", validClass({ startsAt: "2026-11-21T09:59:00Z" }));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ message: "Start must be in the future", errors: { startsAt: ["Start must be in the future"] } });
  });

  it("lists every class, the latest start first, with its bookings count and join link", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { user } = await signUpStudent(testApp);
    const ended = await insertClass(testApp, { title: "Ended class here", startsAt: minutesFromNow(-600) });
    const soon = await insertClass(testApp, { title: "Soon class here", startsAt: minutesFromNow(60) });
    const later = await insertClass(testApp, { title: "Later class here", startsAt: minutesFromNow(6000), isCancelled: true });
    await testApp.db.insert(liveClassBookings).values({ liveClassId: soon.id, userId: user.id });

    const response = await admin.get("/api/admin/live-classes");
    expect(response.status).toBe(200);
    expect(response.body.map((item: { id: number }) => item.id)).toEqual([later.id, soon.id, ended.id]);
    expect(response.body[1]).toEqual({
      id: soon.id,
      title: "Soon class here",
      level: "B1-B2",
      teacherName: "Sarah Mitchell",
      startsAt: minutesFromNow(60).toISOString(),
      durationMinutes: 60,
      capacity: 10,
      seatsTaken: 1,
      isCancelled: false,
      joinUrl: "https://meet.example.com/travel-english",
    });
    expect(response.body[0].isCancelled).toBe(true);
  });

  it("edits a class and cancels it: booked students see it cancelled, nobody can book it", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const booked = await signUpStudent(testApp);
    const other = await signUpStudent(testApp);
    const liveClass = await insertClass(testApp);
    await post(booked.agent, `/api/live-classes/${liveClass.id}/book`);

    const edited = await admin
      .patch(`/api/admin/live-classes/${liveClass.id}`)
      .set("Content-Type", "application/json")
      .send({ title: "  Travel English: Hotels  ", capacity: 4, startsAt: "2026-11-30T08:00:00Z" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: "Travel English: Hotels",
      capacity: 4,
      startsAt: "2026-11-30T08:00:00.000Z",
      seatsTaken: 1,
    });

    const cancelled = await admin
      .patch(`/api/admin/live-classes/${liveClass.id}`)
      .set("Content-Type", "application/json")
      .send({ isCancelled: true });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.isCancelled).toBe(true);
    const [row] = await testApp.db.select().from(liveClasses);
    expect(row).toMatchObject({ title: "Travel English: Hotels", capacity: 4, isCancelled: true });

    expect((await booked.agent.get("/api/live-classes")).body).toEqual([expect.objectContaining({ id: liveClass.id, isCancelled: true })]);
    expect((await other.agent.get("/api/live-classes")).body).toEqual([]);
    const booking = await post(other.agent, `/api/live-classes/${liveClass.id}/book`);
    expect(booking.status).toBe(404);
  });

  it("refuses bad changes: capacity below the seats booked, a bad flag, a start moved into the past, an unknown class", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const liveClass = await insertClass(testApp, { capacity: 3 });
    for (const _ of [1, 2]) {
      const { agent } = await signUpStudent(testApp);
      await post(agent, `/api/live-classes/${liveClass.id}/book`);
    }
    const patch = (id: number | string, body: object) =>
      admin.patch(`/api/admin/live-classes/${id}`).set("Content-Type", "application/json").send(body);

    const belowBookings = await patch(liveClass.id, { capacity: 1 });
    expect(belowBookings.status).toBe(409);
    expect(belowBookings.body.message).toBe("Capacity cannot be less than the 2 seats already booked");
    expect((await patch(liveClass.id, { capacity: 2 })).status).toBe(200);

    const badFlag = await patch(liveClass.id, { isCancelled: "yes" });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.message).toBe("Cancelled must be true or false");

    const past = await patch(liveClass.id, { startsAt: "2026-11-20T10:00:00Z" });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe("Start must be in the future");

    const badTitle = await patch(liveClass.id, { title: "Hey" });
    expect(badTitle.status).toBe(400);
    expect(badTitle.body.message).toBe("Title must be at least 5 characters");

    expect((await patch(424242, { title: "Hello there" })).status).toBe(404);
    expect((await patch("abc", { title: "Hello there" })).status).toBe(404);
    const [row] = await testApp.db.select().from(liveClasses);
    expect(row).toMatchObject({ capacity: 2, title: "Conversation Practice: Travel English", isCancelled: false });
  });
});
