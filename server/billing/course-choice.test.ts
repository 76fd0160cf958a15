import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COURSE_CHANGE_LIMIT, NOTHING_TO_CHOOSE, ONE_COURSE_ONLY, TEFL_NEEDS_PREMIUM } from "../../shared/api/course-choice";
import { ENROLL_NEEDS_SUBSCRIPTION } from "../../shared/api/learning";
import { subscriptions } from "../../shared/schema/billing";
import { courses } from "../../shared/schema/courses";
import { courseEnrollments } from "../../shared/schema/learning";
import { giveSubscription } from "../test/give-subscription";
import { createTestApp, post, signUp, type TestApp } from "../test/test-app";

type Agent = Awaited<ReturnType<typeof signUp>>["agent"];

const courseBySlug = async (testApp: TestApp, slug: string) => (await testApp.db.select().from(courses).where(eq(courses.slug, slug)))[0]!;

const student = async (testApp: TestApp, planName: string) => {
  const account = await signUp(testApp);
  await giveSubscription(testApp, account.user.id, { planName });
  return account;
};

const enroll = (agent: Agent, courseId: number) => post(agent, `/api/courses/${courseId}/enroll`);
const openPlayer = (agent: Agent, courseId: number) => agent.get(`/api/courses/${courseId}/learn`);
const choose = (agent: Agent, courseId: unknown) =>
  agent.put("/api/subscriptions/me/course").set("Content-Type", "application/json").send({ courseId });

/** As if the current course had been chosen in the previous billing period: a change is allowed again. */
const chosenLastPeriod = (testApp: TestApp, userId: number) =>
  testApp.db
    .update(subscriptions)
    .set({ chosenCourseAt: new Date("2026-10-15T10:00:00Z") })
    .where(eq(subscriptions.userId, userId));

describe("Basic: one course of the student's choice", () => {
  it("the first course enrolled in becomes the choice; another course is 403 with the message", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await student(testApp, "Basic");
    const a1 = await courseBySlug(testApp, "a1-a2");
    const b1 = await courseBySlug(testApp, "b1-b2");

    expect((await enroll(agent, a1.id)).status).toBe(201);
    expect((await openPlayer(agent, a1.id)).status).toBe(200);
    const refused = await enroll(agent, b1.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: ONE_COURSE_ONLY, code: "forbidden", reason: "course.oneCourseOnly" });
    expect(await testApp.db.select().from(courseEnrollments).where(eq(courseEnrollments.courseId, b1.id))).toHaveLength(0);

    const mine = await agent.get("/api/subscriptions/me");
    expect(mine.body.subscription.courseChoice).toEqual({
      course: { id: a1.id, title: a1.title },
      // Chosen in this period (Nov 1 - Dec 21): the next change is possible when the next period starts.
      changeableFrom: "2026-12-21T10:00:00.000Z",
    });
    const [row] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row).toMatchObject({ chosenCourseId: a1.id, chosenCourseAt: new Date("2026-11-21T10:00:00Z") });
  });

  it("changing to B opens B and closes A, keeps A's progress; changing again in the same period is 409", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await student(testApp, "Basic");
    const a1 = await courseBySlug(testApp, "a1-a2");
    const b1 = await courseBySlug(testApp, "b1-b2");
    expect((await choose(agent, a1.id)).status).toBe(200);
    expect((await enroll(agent, a1.id)).status).toBe(201);

    const tooSoon = await choose(agent, b1.id);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toBe(COURSE_CHANGE_LIMIT);

    await chosenLastPeriod(testApp, user.id);
    const changed = await choose(agent, b1.id);
    expect(changed.status).toBe(200);
    expect(changed.body.subscription.courseChoice).toEqual({
      course: { id: b1.id, title: b1.title },
      changeableFrom: "2026-12-21T10:00:00.000Z",
    });
    expect((await enroll(agent, b1.id)).status).toBe(201);
    expect((await openPlayer(agent, b1.id)).status).toBe(200);
    const closed = await openPlayer(agent, a1.id);
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe(ONE_COURSE_ONLY);
    // A's enrolment stays, so its progress is there again if A is chosen again.
    expect(await testApp.db.select().from(courseEnrollments).where(eq(courseEnrollments.courseId, a1.id))).toHaveLength(1);
  });

  it("a student who moved down to Basic with several enrolments keeps the first course they open", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await student(testApp, "Basic");
    const a1 = await courseBySlug(testApp, "a1-a2");
    const b1 = await courseBySlug(testApp, "b1-b2");
    for (const course of [a1, b1])
      await testApp.db.insert(courseEnrollments).values({ userId: user.id, courseId: course.id, enrolledAt: testApp.clock.now() });

    expect((await openPlayer(agent, b1.id)).status).toBe(200);
    expect((await openPlayer(agent, a1.id)).status).toBe(403);
    expect((await agent.get("/api/subscriptions/me")).body.subscription.courseChoice.course).toEqual({ id: b1.id, title: b1.title });
  });

  it("choosing the course already chosen is a harmless 200", async () => {
    const testApp = await createTestApp();
    const { agent } = await student(testApp, "Basic");
    const a1 = await courseBySlug(testApp, "a1-a2");
    expect((await choose(agent, a1.id)).status).toBe(200);
    expect((await choose(agent, a1.id)).status).toBe(200);
  });

  it("answers bad choices with clear 4xx messages", async () => {
    const testApp = await createTestApp();
    expect((await choose(testApp.request() as unknown as Agent, 1)).status).toBe(401);
    const { agent } = await student(testApp, "Basic");
    const invalid = await choose(agent, "abc");
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/Please choose a course/);
    const missing = await choose(agent, 99_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Course not found");
    const tefl = await choose(agent, (await courseBySlug(testApp, "tefl-level-3")).id);
    expect(tefl.status).toBe(403);
    expect(tefl.body).toMatchObject({ message: TEFL_NEEDS_PREMIUM, reason: "course.teflNeedsPremium" });

    const standard = await signUp(testApp, { username: "sipho", email: "sipho@example.com" });
    await giveSubscription(testApp, standard.user.id, { planName: "Standard" });
    const nothing = await choose(standard.agent, 1);
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe(NOTHING_TO_CHOOSE);

    const noPlan = await signUp(testApp, { username: "zola", email: "zola@example.com" });
    const refused = await choose(noPlan.agent, 1);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: ENROLL_NEEDS_SUBSCRIPTION, reason: "course.subscriptionRequired" });
  });
});

describe("Standard and Premium are unaffected by the choice", () => {
  it("Standard opens every CEFR course but not the TEFL courses; Premium opens both", async () => {
    const testApp = await createTestApp();
    const a1 = await courseBySlug(testApp, "a1-a2");
    const b1 = await courseBySlug(testApp, "b1-b2");
    const tefl = await courseBySlug(testApp, "tefl-level-3");

    const { agent } = await student(testApp, "Standard");
    expect((await enroll(agent, a1.id)).status).toBe(201);
    expect((await enroll(agent, b1.id)).status).toBe(201);
    expect((await openPlayer(agent, a1.id)).status).toBe(200);
    expect((await openPlayer(agent, b1.id)).status).toBe(200);
    const teflRefused = await enroll(agent, tefl.id);
    expect(teflRefused.status).toBe(403);
    expect(teflRefused.body.message).toBe(TEFL_NEEDS_PREMIUM);
    expect((await agent.get("/api/subscriptions/me")).body.subscription.courseChoice).toBeNull();

    const premium = await signUp(testApp, { username: "sipho", email: "sipho@example.com" });
    await giveSubscription(testApp, premium.user.id, { planName: "Premium" });
    for (const course of [a1, b1, tefl]) expect((await enroll(premium.agent, course.id)).status).toBe(201);
  });
});
