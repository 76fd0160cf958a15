import { and, asc, eq } from "drizzle-orm";
import type supertest from "supertest";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../shared/schema/audit";
import { courses, lessons } from "../../shared/schema/courses";
import { createTestApp, post, signInAdmin } from "../test/test-app";

type Agent = supertest.Agent;

const patch = (agent: Agent, path: string, body: unknown) =>
  agent
    .patch(path)
    .set("Content-Type", "application/json")
    .send(body as object);

const newCourse = {
  title: "Business English Essentials",
  description: "Meetings, e-mails and presentations for the workplace.",
  level: "B1-B2",
  overview: "  Four weeks of workplace English.  ",
  features: ["Run a meeting", "Write a clear e-mail"],
  modules: [
    { title: "Meetings", description: "Opening, agreeing, closing." },
    { title: "E-mail", description: "" },
  ],
};

const lesson = (module: number, title: string) => ({
  title,
  description: "A lesson of the course for the test.",
  content: "Some explanation of the lesson for the test.",
  module,
  estimatedMinutes: 20,
});

const setUp = async () => {
  const testApp = await createTestApp();
  const admin = await signInAdmin(testApp);
  const created = await post(admin, "/api/admin/courses", newCourse);
  expect(created.status).toBe(201);
  return { testApp, admin, courseId: created.body.id as number };
};

const storedLessons = async (testApp: Awaited<ReturnType<typeof createTestApp>>, courseId: number) =>
  (await testApp.db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.id))).map((row) => [
    row.title,
    row.module,
  ]);

describe("authoring a course's content", () => {
  it("creates a course with its overview, what you'll learn and modules, recorded in the audit log", async () => {
    const { testApp, admin, courseId } = await setUp();
    const [row] = await testApp.db.select().from(courses).where(eq(courses.id, courseId));
    expect(row).toMatchObject({
      overview: "Four weeks of workplace English.",
      features: ["Run a meeting", "Write a clear e-mail"],
      modules: [
        { title: "Meetings", weeks: 0, description: "Opening, agreeing, closing." },
        { title: "E-mail", weeks: 0, description: "" },
      ],
      isPublished: false,
    });
    const detail = await admin.get(`/api/admin/courses/${courseId}`);
    expect(detail.body).toMatchObject({
      imageUrl: null,
      overview: "Four weeks of workplace English.",
      features: ["Run a meeting", "Write a clear e-mail"],
      modules: [
        { title: "Meetings", description: "Opening, agreeing, closing." },
        { title: "E-mail", description: "" },
      ],
    });
    const [entry] = await testApp.db.select().from(auditLog).where(eq(auditLog.action, "course.create"));
    expect(entry).toMatchObject({ actorName: "principal", targetId: String(courseId), before: null });
    expect(entry!.after).toMatchObject({ title: newCourse.title, level: "B1-B2", isPublished: false });
  });

  it("a course authored from scratch shows its computed facts and named modules once published", async () => {
    const { testApp, admin, courseId } = await setUp();
    await post(admin, `/api/admin/courses/${courseId}/lessons`, lesson(1, "Opening a meeting"));
    await post(admin, `/api/admin/courses/${courseId}/lessons`, lesson(1, "Agreeing politely"));
    await post(admin, `/api/admin/courses/${courseId}/lessons`, lesson(2, "Subject lines"));
    expect((await patch(admin, `/api/admin/courses/${courseId}`, { isPublished: true })).status).toBe(200);
    const page = await testApp.request().get(`/api/courses/${courseId}`);
    expect(page.body).toMatchObject({
      lessonCount: 3,
      moduleCount: 2,
      totalMinutes: 60,
      features: ["Run a meeting", "Write a clear e-mail"],
      plannedModules: [],
    });
    expect(page.body.syllabus.map((module: { title: string; lessons: unknown[] }) => [module.title, module.lessons.length])).toEqual([
      ["Meetings", 2],
      ["E-mail", 1],
    ]);
    const entries = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(courseId)), eq(auditLog.action, "course.publish")));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: { isPublished: false }, after: { isPublished: true } });
  });

  it("reordering modules moves their lessons with them; renaming keeps them", async () => {
    const { testApp, admin, courseId } = await setUp();
    await post(admin, `/api/admin/courses/${courseId}/lessons`, lesson(1, "Opening a meeting"));
    await post(admin, `/api/admin/courses/${courseId}/lessons`, lesson(2, "Subject lines"));
    const response = await patch(admin, `/api/admin/courses/${courseId}`, {
      modules: [
        { from: 2, title: "Writing e-mails", description: "" },
        { from: null, title: "Presentations", description: "Slides and talks." },
        { from: 1, title: "Meetings", description: "Opening, agreeing, closing." },
      ],
    });
    expect(response.status).toBe(200);
    expect(await storedLessons(testApp, courseId)).toEqual([
      ["Opening a meeting", 3],
      ["Subject lines", 1],
    ]);
    const [entry] = await testApp.db.select().from(auditLog).where(eq(auditLog.action, "course.update"));
    expect(entry!.before).toEqual({
      modules: [
        { title: "Meetings", weeks: 0, description: "Opening, agreeing, closing." },
        { title: "E-mail", weeks: 0, description: "" },
      ],
    });
    expect((entry!.after as { modules: { title: string }[] }).modules.map((module) => module.title)).toEqual([
      "Writing e-mails",
      "Presentations",
      "Meetings",
    ]);
  });

  it("refuses to remove a module that still holds lessons, and changes nothing", async () => {
    const { testApp, admin, courseId } = await setUp();
    await post(admin, `/api/admin/courses/${courseId}/lessons`, lesson(2, "Subject lines"));
    const response = await patch(admin, `/api/admin/courses/${courseId}`, {
      title: "A new title for the course",
      modules: [{ from: 1, title: "Meetings", description: "" }],
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('"E-mail" still has lessons: move them to another module or delete them before removing it');
    const [row] = await testApp.db.select().from(courses).where(eq(courses.id, courseId));
    expect(row!.title).toBe(newCourse.title);
    expect(row!.modules).toHaveLength(2);
    expect(await storedLessons(testApp, courseId)).toEqual([["Subject lines", 2]]);
    expect(await testApp.db.select().from(auditLog).where(eq(auditLog.action, "course.update"))).toEqual([]);
  });

  it("removing an empty module is allowed", async () => {
    const { testApp, admin, courseId } = await setUp();
    await post(admin, `/api/admin/courses/${courseId}/lessons`, lesson(1, "Opening a meeting"));
    const response = await patch(admin, `/api/admin/courses/${courseId}`, { modules: [{ from: 1, title: "Meetings" }] });
    expect(response.status).toBe(200);
    const [row] = await testApp.db.select().from(courses).where(eq(courses.id, courseId));
    expect(row!.modules).toEqual([{ title: "Meetings", weeks: 0, description: "" }]);
  });

  it("records only the fields that changed, before and after", async () => {
    const { testApp, admin, courseId } = await setUp();
    const response = await patch(admin, `/api/admin/courses/${courseId}`, {
      title: newCourse.title,
      level: "C1-C2",
      features: ["Run a meeting"],
    });
    expect(response.status).toBe(200);
    const [entry] = await testApp.db.select().from(auditLog).where(eq(auditLog.action, "course.update"));
    expect(entry).toMatchObject({
      before: { level: "B1-B2", features: ["Run a meeting", "Write a clear e-mail"] },
      after: { level: "C1-C2", features: ["Run a meeting"] },
      summary: `Changed level, features of "${newCourse.title}"`,
    });
    // Nothing changed: nothing recorded.
    await patch(admin, `/api/admin/courses/${courseId}`, { level: "C1-C2" });
    expect(await testApp.db.select().from(auditLog).where(eq(auditLog.action, "course.update"))).toHaveLength(1);
  });

  it.each([
    ["Please choose one of the listed levels", { level: "Intermediate" }],
    ["A course has at most 5 modules", { modules: Array.from({ length: 6 }, (_, index) => ({ title: `Module ${index}` })) }],
    ["Give the module a title", { modules: [{ title: "  " }] }],
    ["A module title must be at most 80 characters", { modules: [{ title: "x".repeat(81) }] }],
    [
      "Each existing module can appear only once",
      {
        modules: [
          { from: 1, title: "One" },
          { from: 1, title: "Two" },
        ],
      },
    ],
    ["Module must be 1 to 5", { modules: [{ from: 6, title: "Six" }] }],
    ["Write the point or remove it", { features: ["Run a meeting", " "] }],
    ["List at most 12 points", { features: Array.from({ length: 13 }, (_, index) => `Point ${index}`) }],
    ["The overview must be at most 5000 characters", { overview: "x".repeat(5001) }],
  ])("refuses a change with %s", async (message, body) => {
    const { admin, courseId } = await setUp();
    const response = await patch(admin, `/api/admin/courses/${courseId}`, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});
