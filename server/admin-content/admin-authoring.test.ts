import { asc, eq } from "drizzle-orm";
import type supertest from "supertest";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../shared/schema/audit";
import { lessons } from "../../shared/schema/courses";
import { userExerciseResults } from "../../shared/schema/learning";
import { createTestApp, post, signInAdmin, signUp, type TestApp } from "../test/test-app";

type Agent = supertest.Agent;

const patch = (agent: Agent, path: string, body: object) => agent.patch(path).set("Content-Type", "application/json").send(body);
const remove = (agent: Agent, path: string) => agent.delete(path).set("X-Requested-With", "test");

const lesson = (overrides: Record<string, unknown> = {}) => ({
  title: "Talking about plans",
  description: "Going to and the present continuous for the future.",
  content: "<h2>Plans</h2><p>We use <strong>going to</strong> for plans.</p><ul><li>I'm going to travel.</li></ul>",
  module: 1,
  ...overrides,
});

const exercise = (overrides: Record<string, unknown> = {}) => ({
  title: "Choose the verb",
  description: "Pick the one word that is a verb.",
  type: "multiple_choice",
  difficulty: "beginner",
  skill: "reading",
  points: 10,
  content: { question: "Which word is a verb?", options: ["run", "blue"], answer: 0 },
  ...overrides,
});

const setUp = async () => {
  const testApp = await createTestApp();
  const admin = await signInAdmin(testApp);
  const course = await post(admin, "/api/admin/courses", {
    title: "Business English Essentials",
    description: "Meetings, e-mails and presentations for the workplace.",
    level: "B1-B2",
  });
  expect(course.status).toBe(201);
  return { testApp, admin, courseId: course.body.id as number };
};

const auditRows = async (testApp: TestApp, targetType: string) =>
  testApp.db
    .select({
      actorName: auditLog.actorName,
      action: auditLog.action,
      targetId: auditLog.targetId,
      summary: auditLog.summary,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.targetType, targetType))
    .orderBy(asc(auditLog.id));

describe("lesson rich text", () => {
  it("stores the editor's HTML sanitised on create and on update", async () => {
    const { testApp, admin, courseId } = await setUp();
    const created = await post(
      admin,
      `/api/admin/courses/${courseId}/lessons`,
      lesson({
        content: '<h2 onclick="x()">Plans</h2><p>Use <strong>going to</strong>.<script>alert(1)</script></p><img src=x onerror=alert(1)>',
      }),
    );
    expect(created.status).toBe(201);
    const [stored] = await testApp.db.select().from(lessons).where(eq(lessons.id, created.body.id));
    expect(stored!.content).toBe("<h2>Plans</h2><p>Use <strong>going to</strong>.</p>");

    const updated = await patch(admin, `/api/admin/lessons/${created.body.id}`, {
      content: '<blockquote style="x"><p>I am going to <em>rest</em>.</p></blockquote><iframe src="https://evil.example"></iframe>',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.content).toBe("<blockquote><p>I am going to <em>rest</em>.</p></blockquote>");
  });

  it("refuses content whose words are under 10 characters once cleaned, with the field's message", async () => {
    const { testApp, admin, courseId } = await setUp();
    const response = await post(
      admin,
      `/api/admin/courses/${courseId}/lessons`,
      lesson({ content: "<p><script>alert('a long enough script')</script>Hi</p>" }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Content must be at least 10 characters");
    expect(response.body.errors.content).toEqual(["Content must be at least 10 characters"]);
    expect(await testApp.db.select().from(lessons).where(eq(lessons.courseId, courseId))).toEqual([]);
  });
});

describe("authoring is audited", () => {
  it("records lesson create, update (a hash for long text), publish and reorder with before and after", async () => {
    const { testApp, admin, courseId } = await setUp();
    const first = (await post(admin, `/api/admin/courses/${courseId}/lessons`, lesson())).body.id as number;
    const second = (await post(admin, `/api/admin/courses/${courseId}/lessons`, lesson({ title: "Second lesson here" }))).body.id as number;
    const longText = `<p>${"A long explanation. ".repeat(20)}</p>`;
    expect((await patch(admin, `/api/admin/lessons/${first}`, { title: "Plans and intentions", content: longText })).status).toBe(200);
    expect((await patch(admin, `/api/admin/lessons/${first}`, { isPublished: false })).status).toBe(200);
    expect((await patch(admin, `/api/admin/lessons/${second}`, { position: 0 })).status).toBe(200);
    // Nothing changes: nothing is recorded.
    expect((await patch(admin, `/api/admin/lessons/${second}`, { title: "Second lesson here" })).status).toBe(200);

    const rows = await auditRows(testApp, "lesson");
    expect(rows.map((row) => [row.action, row.targetId, row.summary])).toEqual([
      ["lesson.create", String(first), 'Created lesson "Talking about plans" in module 1'],
      ["lesson.create", String(second), 'Created lesson "Second lesson here" in module 1'],
      ["lesson.update", String(first), 'Edited lesson "Plans and intentions" (title, content)'],
      ["lesson.update", String(first), 'Unpublished lesson "Plans and intentions"'],
      ["lesson.reorder", String(second), 'Moved lesson "Second lesson here" to place 1 of module 1'],
    ]);
    expect(rows.every((row) => row.actorName === "principal")).toBe(true);
    expect(rows[0]!.after).toMatchObject({
      title: "Talking about plans",
      module: 1,
      position: 0,
      isPublished: true,
      content: lesson().content,
    });
    expect(rows[2]!.before).toMatchObject({ title: "Talking about plans", content: lesson().content });
    expect(rows[2]!.after).toEqual({
      title: "Plans and intentions",
      content: { length: longText.length, sha256: expect.stringMatching(/^[0-9a-f]{16}$/) },
    });
    expect(rows[3]).toMatchObject({ before: { isPublished: true }, after: { isPublished: false } });
    expect(rows[4]).toMatchObject({ before: { position: 1 }, after: { position: 0 } });
  });

  it("records exercise create, update, reorder, retire, restore and delete", async () => {
    const { testApp, admin, courseId } = await setUp();
    const lessonId = (await post(admin, `/api/admin/courses/${courseId}/lessons`, lesson())).body.id as number;
    const a = (await post(admin, `/api/admin/lessons/${lessonId}/exercises`, exercise())).body.id as number;
    const b = (
      await post(
        admin,
        `/api/admin/lessons/${lessonId}/exercises`,
        exercise({ title: "Say it aloud", type: "speaking", content: { phrase: "Nice to meet you." } }),
      )
    ).body.id as number;
    expect(
      (
        await patch(admin, `/api/admin/exercises/${a}`, {
          points: 20,
          content: { question: "Which is a verb?", options: ["run", "blue"], answer: 0 },
        })
      ).status,
    ).toBe(200);
    expect((await patch(admin, `/api/admin/exercises/${b}`, { position: 0 })).status).toBe(200);
    const student = await signUp(testApp);
    await testApp.db
      .insert(userExerciseResults)
      .values({ userId: student.user.id, exerciseId: a, score: 100, passed: true, userAnswers: "{}" });
    expect((await remove(admin, `/api/admin/exercises/${a}`)).status).toBe(200);
    expect((await patch(admin, `/api/admin/exercises/${a}`, { isRetired: false })).status).toBe(200);
    expect((await remove(admin, `/api/admin/exercises/${b}`)).status).toBe(204);

    const rows = await auditRows(testApp, "exercise");
    expect(rows.map((row) => [row.action, row.targetId, row.summary])).toEqual([
      ["exercise.create", String(a), 'Created exercise "Choose the verb" (multiple_choice)'],
      ["exercise.create", String(b), 'Created exercise "Say it aloud" (speaking)'],
      ["exercise.update", String(a), 'Edited exercise "Choose the verb" (points, content)'],
      ["exercise.reorder", String(b), 'Moved exercise "Say it aloud" to place 1 in its lesson'],
      ["exercise.retire", String(a), 'Retired exercise "Choose the verb" (answered once, so kept for its results)'],
      ["exercise.restore", String(a), 'Restored exercise "Choose the verb"'],
      ["exercise.delete", String(b), 'Deleted exercise "Say it aloud" (never answered)'],
    ]);
    expect(rows[0]!.after).toMatchObject({ lessonId, type: "multiple_choice", content: exercise().content });
    expect(rows[2]).toMatchObject({
      before: { points: 10, content: { question: "Which word is a verb?" } },
      after: { points: 20, content: { question: "Which is a verb?" } },
    });
    expect(rows[3]).toMatchObject({ before: { position: 1 }, after: { position: 0 } });
    expect(rows[6]!.before).toMatchObject({ title: "Say it aloud", content: { phrase: "Nice to meet you." } });
  });

  it("records nothing for a refused write", async () => {
    const { testApp, admin, courseId } = await setUp();
    const lessonId = (await post(admin, `/api/admin/courses/${courseId}/lessons`, lesson())).body.id as number;
    const refused = await post(
      admin,
      `/api/admin/lessons/${lessonId}/exercises`,
      exercise({ content: { question: "Pick", options: ["a"], answer: 0 } }),
    );
    expect(refused.status).toBe(400);
    expect(await auditRows(testApp, "exercise")).toEqual([]);
  });
});
