import { and, asc, eq } from "drizzle-orm";
import type supertest from "supertest";
import { describe, expect, it } from "vitest";
import { EXERCISE_TYPE_NEEDS_CONTENT } from "../../shared/api/admin-content";
import { courses, lessons } from "../../shared/schema/courses";
import { exercises, userExerciseResults } from "../../shared/schema/learning";
import { createTestApp, post, signInAdmin, signUp, type TestApp } from "../test/test-app";

type Agent = supertest.Agent;

const patch = (agent: Agent, path: string, body: unknown) =>
  agent
    .patch(path)
    .set("Content-Type", "application/json")
    .send(body as object);
const remove = (agent: Agent, path: string) => agent.delete(path).set("X-Requested-With", "test");

const setUp = async () => {
  const testApp = await createTestApp();
  const admin = await signInAdmin(testApp);
  return { testApp, admin };
};

const validCourse = (overrides: Record<string, unknown> = {}) => ({
  title: "Business English Essentials",
  description: "Meetings, e-mails and presentations for the workplace.",
  level: "B1-B2",
  ...overrides,
});

const validLesson = (overrides: Record<string, unknown> = {}) => ({
  title: "Talking about plans",
  description: "Going to and the present continuous for the future.",
  content: "We use going to for plans.\n\nWe use the present continuous for arrangements.",
  module: 2,
  examples: ["I'm going to study tonight.", "We're meeting at six."],
  estimatedMinutes: 20,
  ...overrides,
});

const VALID_CONTENT = {
  multiple_choice: { question: "Which word is a verb?", options: ["run", "blue", "table"], answer: 0 },
  fill_in_blank: { text: "I ___ a student and she ___ a teacher.", answers: [["am"], ["is", "'s"]] },
  matching: {
    pairs: [
      { left: "cat", right: "animal" },
      { left: "rose", right: "flower" },
    ],
  },
  audio: { say: "The train leaves at nine.", question: "When does the train leave?", options: ["At eight", "At nine"], answer: 1 },
  speaking: { phrase: "Nice to meet you." },
  flashcard: { cards: [{ front: "apple", back: "a round fruit" }] },
} as const;
type Type = keyof typeof VALID_CONTENT;

const validExercise = (overrides: Record<string, unknown> = {}) => ({
  title: "Choose the verb",
  description: "Pick the one word that is a verb.",
  type: "multiple_choice",
  difficulty: "beginner",
  skill: "reading",
  points: 15,
  content: VALID_CONTENT.multiple_choice,
  ...overrides,
});

/** A new draft course with one lesson in module 1, made through the API. */
const courseWithLesson = async (admin: Agent) => {
  const course = await post(admin, "/api/admin/courses", validCourse());
  expect(course.status).toBe(201);
  const lesson = await post(admin, `/api/admin/courses/${course.body.id}/lessons`, validLesson({ module: 1 }));
  expect(lesson.status).toBe(201);
  return { courseId: course.body.id as number, lessonId: lesson.body.id as number };
};

const createExercises = async (admin: Agent, lessonId: number, count: number) => {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const response = await post(admin, `/api/admin/lessons/${lessonId}/exercises`, validExercise({ title: `Exercise number ${index}` }));
    expect(response.status).toBe(201);
    ids.push(response.body.id);
  }
  return ids;
};

const storedExercise = async (testApp: TestApp, id: number) => (await testApp.db.select().from(exercises).where(eq(exercises.id, id)))[0];

const lessonOrder = async (testApp: TestApp, courseId: number, module: number) =>
  (
    await testApp.db
      .select({ id: lessons.id, position: lessons.position })
      .from(lessons)
      .where(and(eq(lessons.courseId, courseId), eq(lessons.module, module)))
      .orderBy(asc(lessons.position))
  ).map((row) => [row.id, row.position]);

const exerciseOrder = async (testApp: TestApp, lessonId: number) =>
  (
    await testApp.db
      .select({ id: exercises.id, position: exercises.position })
      .from(exercises)
      .where(eq(exercises.lessonId, lessonId))
      .orderBy(asc(exercises.position))
  ).map((row) => [row.id, row.position]);

const recordResult = async (testApp: TestApp, userId: number, exerciseId: number) => {
  await testApp.db.insert(userExerciseResults).values({ userId, exerciseId, score: 100, passed: true, userAnswers: "{}" });
};

describe("who may author", () => {
  it("answers 401 to visitors and 403 to students, and changes nothing", async () => {
    const testApp = await createTestApp();
    expect((await testApp.request().get("/api/admin/courses")).status).toBe(401);
    expect((await post(testApp.request(), "/api/admin/courses", validCourse())).status).toBe(401);
    const { agent } = await signUp(testApp);
    expect((await agent.get("/api/admin/courses")).status).toBe(403);
    const refused = await post(agent, "/api/admin/courses", validCourse());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Administrator access required");
    expect((await patch(agent, "/api/admin/courses/1", { isPublished: false })).status).toBe(403);
    expect((await remove(agent, "/api/admin/exercises/1")).status).toBe(403);
    expect(await testApp.db.select().from(courses).where(eq(courses.title, validCourse().title))).toEqual([]);
    expect((await testApp.db.select().from(courses).where(eq(courses.id, 1)))[0]!.isPublished).toBe(true);
    expect(await storedExercise(testApp, 1)).toBeDefined();
  });
});

describe("courses", () => {
  it("GET /api/admin/courses lists every course, drafts included, with its lesson count", async () => {
    const { testApp, admin } = await setUp();
    await testApp.db.update(courses).set({ isPublished: false }).where(eq(courses.slug, "c1-c2"));
    const response = await admin.get("/api/admin/courses");
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(6);
    const c1 = response.body.find((course: { level: string }) => course.level === "C1-C2");
    const [c1Row] = await testApp.db.select().from(courses).where(eq(courses.slug, "c1-c2"));
    const c1Lessons = await testApp.db.select().from(lessons).where(eq(lessons.courseId, c1Row!.id));
    expect(c1Lessons.length).toBeGreaterThan(0);
    expect(c1).toEqual({
      id: c1Row!.id,
      title: c1Row!.title,
      description: c1Row!.description,
      level: "C1-C2",
      isPublished: false,
      sortOrder: c1Row!.sortOrder,
      imageUrl: c1Row!.imageUrl,
      lessonCount: c1Lessons.length,
    });
  });

  it("POST /api/admin/courses creates an unpublished draft with a unique slug, empty modules and overview", async () => {
    const { testApp, admin } = await setUp();
    const first = await post(admin, "/api/admin/courses", validCourse({ title: "  Business English: Meetings!  " }));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number) });
    const second = await post(admin, "/api/admin/courses", validCourse({ title: "Business English: Meetings" }));
    expect(second.status).toBe(201);
    const [row] = await testApp.db.select().from(courses).where(eq(courses.id, first.body.id));
    expect(row).toMatchObject({
      title: "Business English: Meetings!",
      description: validCourse().description,
      level: "B1-B2",
      slug: "business-english-meetings",
      isPublished: false,
      overview: "",
      modules: [],
    });
    const [other] = await testApp.db.select().from(courses).where(eq(courses.id, second.body.id));
    expect(other!.slug).toBe("business-english-meetings-2");
    expect(other!.sortOrder).toBeGreaterThan(row!.sortOrder);
    // A draft is not public.
    const list = await testApp.request().get("/api/courses");
    expect(list.body.map((course: { id: number }) => course.id)).not.toContain(first.body.id);
    expect((await testApp.request().get(`/api/courses/${first.body.id}`)).status).toBe(404);
  });

  it("gives a title without latin letters a slug of its own", async () => {
    const { testApp, admin } = await setUp();
    const response = await post(admin, "/api/admin/courses", validCourse({ title: "日本語のコース" }));
    expect(response.status).toBe(201);
    const [row] = await testApp.db.select().from(courses).where(eq(courses.id, response.body.id));
    expect(row!.slug).toBe("course");
  });

  it.each([
    [{ title: "Tiny" }, "Title must be at least 5 characters"],
    [{ title: undefined }, "Title must be at least 5 characters"],
    [{ description: "Too short" }, "Description must be at least 10 characters"],
    [{ level: "" }, "Level is required"],
  ])("POST /api/admin/courses refuses %o with its message", async (overrides, message) => {
    const { testApp, admin } = await setUp();
    const response = await post(admin, "/api/admin/courses", validCourse(overrides));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await testApp.db.select().from(courses)).toHaveLength(6);
  });

  it("publishing a draft shows it at once in the cached public list and detail; unpublishing hides it", async () => {
    const { testApp, admin } = await setUp();
    const { body } = await post(admin, "/api/admin/courses", validCourse());
    // Warm the cache with the list that does not have the draft.
    expect((await testApp.request().get("/api/courses")).body).toHaveLength(6);

    // A published course needs a published lesson (a new lesson is published unless told otherwise).
    const lesson = {
      title: "Opening a meeting",
      description: "Greet people and say why you meet.",
      content: "Say who you are and why you are meeting.",
      module: 1,
    };
    expect((await post(admin, `/api/admin/courses/${body.id}/lessons`, lesson)).status).toBe(201);
    const published = await patch(admin, `/api/admin/courses/${body.id}`, { isPublished: true });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ id: body.id, isPublished: true, lessonCount: 1 });
    const list = await testApp.request().get("/api/courses");
    expect(list.body.map((course: { id: number }) => course.id)).toContain(body.id);
    const detail = await testApp.request().get(`/api/courses/${body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.title).toBe(validCourse().title);

    expect((await patch(admin, `/api/admin/courses/${body.id}`, { title: "Business English Advanced" })).status).toBe(200);
    expect((await testApp.request().get(`/api/courses/${body.id}`)).body.title).toBe("Business English Advanced");

    expect((await patch(admin, `/api/admin/courses/${body.id}`, { isPublished: false })).status).toBe(200);
    expect((await testApp.request().get("/api/courses")).body).toHaveLength(6);
    expect((await testApp.request().get(`/api/courses/${body.id}`)).status).toBe(404);
  });

  it("PATCH /api/admin/courses/:id changes only the fields sent, sortOrder included", async () => {
    const { testApp, admin } = await setUp();
    const [before] = await testApp.db.select().from(courses).where(eq(courses.id, 2));
    const response = await patch(admin, "/api/admin/courses/2", { sortOrder: 40, overview: "A new overview." });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 2, sortOrder: 40, title: before!.title, isPublished: true });
    const [after] = await testApp.db.select().from(courses).where(eq(courses.id, 2));
    expect(after).toMatchObject({ sortOrder: 40, overview: "A new overview.", title: before!.title, level: before!.level });
    // The public list follows the new order at once.
    const list = await testApp.request().get("/api/courses");
    expect(list.body.at(-1).id).toBe(2);
  });

  it.each([
    [{ title: "Tiny" }, "Title must be at least 5 characters"],
    [{ description: "Short" }, "Description must be at least 10 characters"],
    [{ isPublished: "yes" }, "Published must be true or false"],
    [{ sortOrder: 1.5 }, "Position must be a whole number"],
  ])("PATCH /api/admin/courses/:id refuses %o with its message", async (body, message) => {
    const { admin } = await setUp();
    const response = await patch(admin, "/api/admin/courses/1", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("answers 404 for unknown or malformed course ids", async () => {
    const { admin } = await setUp();
    for (const id of ["99999", "abc", "0"]) {
      const read = await admin.get(`/api/admin/courses/${id}`);
      expect(read.status).toBe(404);
      expect(read.body.message).toBe("Course not found");
      expect((await patch(admin, `/api/admin/courses/${id}`, { title: "A valid title" })).status).toBe(404);
      expect((await post(admin, `/api/admin/courses/${id}/lessons`, validLesson())).status).toBe(404);
    }
  });

  it("GET /api/admin/courses/:id answers every lesson in module order and every exercise with its answers and result count", async () => {
    const { testApp, admin } = await setUp();
    const { user } = await signUp(testApp);
    const [course] = await testApp.db.select().from(courses).where(eq(courses.slug, "a1-a2"));
    const rows = await testApp.db
      .select()
      .from(lessons)
      .where(eq(lessons.courseId, course!.id))
      .orderBy(asc(lessons.module), asc(lessons.position));
    await testApp.db.update(lessons).set({ isPublished: false }).where(eq(lessons.id, rows[1]!.id));
    const [firstExercise] = await testApp.db
      .select()
      .from(exercises)
      .where(eq(exercises.lessonId, rows[0]!.id))
      .orderBy(asc(exercises.position));
    await recordResult(testApp, user.id, firstExercise!.id);
    await recordResult(testApp, user.id, firstExercise!.id);

    const response = await admin.get(`/api/admin/courses/${course!.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: course!.id, isPublished: true, lessonCount: rows.length });
    expect(response.body.lessons.map((lesson: { id: number }) => lesson.id)).toEqual(rows.map((row) => row.id));
    expect(response.body.lessons[1].isPublished).toBe(false);
    const first = response.body.lessons[0];
    expect(first).toMatchObject({ courseId: course!.id, module: rows[0]!.module, examples: rows[0]!.examples, content: rows[0]!.content });
    expect(first.exercises[0]).toEqual({
      id: firstExercise!.id,
      lessonId: rows[0]!.id,
      title: firstExercise!.title,
      description: firstExercise!.description,
      type: firstExercise!.type,
      difficulty: firstExercise!.difficulty,
      skill: firstExercise!.skill,
      points: firstExercise!.points,
      position: firstExercise!.position,
      content: firstExercise!.content,
      isRetired: false,
      resultCount: 2,
    });
    const positions = first.exercises.map((exercise: { position: number }) => exercise.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe("lessons", () => {
  it("POST /api/admin/courses/:id/lessons stores the lesson, published, last in its module", async () => {
    const { testApp, admin } = await setUp();
    const { courseId, lessonId } = await courseWithLesson(admin);
    const second = await post(admin, `/api/admin/courses/${courseId}/lessons`, validLesson({ module: 1, title: "Second lesson here" }));
    const elsewhere = await post(admin, `/api/admin/courses/${courseId}/lessons`, validLesson({ module: "3", isPublished: false }));
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ id: expect.any(Number) });
    const [stored] = await testApp.db.select().from(lessons).where(eq(lessons.id, second.body.id));
    expect(stored).toMatchObject({
      courseId,
      title: "Second lesson here",
      description: validLesson().description,
      // Plain text from an API client is stored as paragraphs of HTML, like the editor's.
      content: "<p>We use going to for plans.</p><p>We use the present continuous for arrangements.</p>",
      examples: validLesson().examples,
      module: 1,
      position: 1,
      estimatedMinutes: 20,
      isPublished: true,
    });
    const [draft] = await testApp.db.select().from(lessons).where(eq(lessons.id, elsewhere.body.id));
    expect(draft).toMatchObject({ module: 3, position: 0, isPublished: false });
    expect(await lessonOrder(testApp, courseId, 1)).toEqual([
      [lessonId, 0],
      [second.body.id, 1],
    ]);
    const courseList = await admin.get("/api/admin/courses");
    expect(courseList.body.find((course: { id: number }) => course.id === courseId).lessonCount).toBe(3);
  });

  it("POST a lesson without examples or minutes stores none and 15 minutes", async () => {
    const { testApp, admin } = await setUp();
    const { courseId } = await courseWithLesson(admin);
    const response = await post(admin, `/api/admin/courses/${courseId}/lessons`, {
      ...validLesson(),
      examples: undefined,
      estimatedMinutes: undefined,
    });
    expect(response.status).toBe(201);
    const [stored] = await testApp.db.select().from(lessons).where(eq(lessons.id, response.body.id));
    expect(stored).toMatchObject({ examples: [], estimatedMinutes: 15 });
  });

  it.each([
    [{ title: "Tiny" }, "Title must be at least 5 characters"],
    [{ description: "Short" }, "Description must be at least 10 characters"],
    [{ content: "Too short" }, "Content must be at least 10 characters"],
    [{ module: 6 }, "Module must be 1 to 5"],
    [{ module: "two" }, "Module must be 1 to 5"],
    [{ estimatedMinutes: 0 }, "Minutes must be at least 1"],
    [{ examples: "one sentence" }, "Examples must be a list of sentences"],
  ])("POST a lesson refuses %o with its message", async (overrides, message) => {
    const { testApp, admin } = await setUp();
    const { courseId } = await courseWithLesson(admin);
    const response = await post(admin, `/api/admin/courses/${courseId}/lessons`, validLesson(overrides));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await testApp.db.select().from(lessons).where(eq(lessons.courseId, courseId))).toHaveLength(1);
  });

  it("PATCH /api/admin/lessons/:id changes the fields sent, publishes and unpublishes", async () => {
    const { testApp, admin } = await setUp();
    const { lessonId } = await courseWithLesson(admin);
    const response = await patch(admin, `/api/admin/lessons/${lessonId}`, {
      title: "Plans and arrangements",
      examples: ["She's flying tomorrow."],
      isPublished: false,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: lessonId, title: "Plans and arrangements", isPublished: false, exercises: [] });
    const [stored] = await testApp.db.select().from(lessons).where(eq(lessons.id, lessonId));
    expect(stored).toMatchObject({
      title: "Plans and arrangements",
      description: validLesson().description,
      examples: ["She's flying tomorrow."],
      isPublished: false,
      module: 1,
    });
    expect((await patch(admin, `/api/admin/lessons/${lessonId}`, { title: "Tiny" })).body.message).toBe(
      "Title must be at least 5 characters",
    );
    const missing = await patch(admin, "/api/admin/lessons/99999", { title: "A valid title" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Lesson not found");
  });

  it("unpublishing a lesson hides it from the public outline", async () => {
    const { testApp, admin } = await setUp();
    const [lesson] = await testApp.db
      .select()
      .from(lessons)
      .where(eq(lessons.courseId, 1))
      .orderBy(asc(lessons.module), asc(lessons.position));
    expect((await testApp.request().get("/api/courses/1/lessons")).body[0].id).toBe(lesson!.id);
    expect((await patch(admin, `/api/admin/lessons/${lesson!.id}`, { isPublished: false })).status).toBe(200);
    const outline = await testApp.request().get("/api/courses/1/lessons");
    expect(outline.body.map((item: { id: number }) => item.id)).not.toContain(lesson!.id);
  });

  it("moving a lesson renumbers its module's lessons 0..n-1", async () => {
    const { testApp, admin } = await setUp();
    const { courseId, lessonId: a } = await courseWithLesson(admin);
    const b = (await post(admin, `/api/admin/courses/${courseId}/lessons`, validLesson({ module: 1 }))).body.id;
    const c = (await post(admin, `/api/admin/courses/${courseId}/lessons`, validLesson({ module: 1 }))).body.id;

    const up = await patch(admin, `/api/admin/lessons/${c}`, { position: 0 });
    expect(up.status).toBe(200);
    expect(up.body.position).toBe(0);
    expect(await lessonOrder(testApp, courseId, 1)).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    // Past the end means last.
    expect((await patch(admin, `/api/admin/lessons/${c}`, { position: 99 })).status).toBe(200);
    expect(await lessonOrder(testApp, courseId, 1)).toEqual([
      [a, 0],
      [b, 1],
      [c, 2],
    ]);
    expect((await patch(admin, `/api/admin/lessons/${b}`, { position: -1 })).status).toBe(400);
  });

  it("moving a lesson to another module puts it last there and closes the gap it left", async () => {
    const { testApp, admin } = await setUp();
    const { courseId, lessonId: a } = await courseWithLesson(admin);
    const b = (await post(admin, `/api/admin/courses/${courseId}/lessons`, validLesson({ module: 1 }))).body.id;
    const c = (await post(admin, `/api/admin/courses/${courseId}/lessons`, validLesson({ module: 2 }))).body.id;
    const response = await patch(admin, `/api/admin/lessons/${a}`, { module: 2 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ module: 2, position: 1 });
    expect(await lessonOrder(testApp, courseId, 1)).toEqual([[b, 0]]);
    expect(await lessonOrder(testApp, courseId, 2)).toEqual([
      [c, 0],
      [a, 1],
    ]);
    // Module and position together: first of module 1.
    expect((await patch(admin, `/api/admin/lessons/${c}`, { module: 1, position: 0 })).status).toBe(200);
    expect(await lessonOrder(testApp, courseId, 1)).toEqual([
      [c, 0],
      [b, 1],
    ]);
    expect(await lessonOrder(testApp, courseId, 2)).toEqual([[a, 0]]);
  });
});

describe("exercises", () => {
  it("POST /api/admin/lessons/:id/exercises stores it with its answer key, last in the lesson", async () => {
    const { testApp, admin } = await setUp();
    const { lessonId } = await courseWithLesson(admin);
    const [first] = await createExercises(admin, lessonId, 1);
    const response = await post(
      admin,
      `/api/admin/lessons/${lessonId}/exercises`,
      validExercise({
        type: "fill_in_blank",
        difficulty: "intermediate",
        skill: "writing",
        points: 100,
        content: { text: "  I ___ here. ", answers: [[" am "]] },
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number) });
    const stored = await storedExercise(testApp, response.body.id);
    expect(stored).toMatchObject({
      lessonId,
      title: "Choose the verb",
      description: "Pick the one word that is a verb.",
      type: "fill_in_blank",
      difficulty: "intermediate",
      skill: "writing",
      points: 100,
      position: 1,
      isRetired: false,
      // Trimmed by the content's shape.
      content: { text: "I ___ here.", answers: [["am"]] },
    });
    expect((await storedExercise(testApp, first!))!.position).toBe(0);
  });

  it.each(Object.keys(VALID_CONTENT) as Type[])("accepts valid %s content", async (type) => {
    const { testApp, admin } = await setUp();
    const { lessonId } = await courseWithLesson(admin);
    const response = await post(admin, `/api/admin/lessons/${lessonId}/exercises`, validExercise({ type, content: VALID_CONTENT[type] }));
    expect(response.status).toBe(201);
    expect((await storedExercise(testApp, response.body.id))!.content).toEqual(VALID_CONTENT[type]);
  });

  it("gives 10 points when none are sent", async () => {
    const { testApp, admin } = await setUp();
    const { lessonId } = await courseWithLesson(admin);
    const response = await post(admin, `/api/admin/lessons/${lessonId}/exercises`, validExercise({ points: undefined }));
    expect((await storedExercise(testApp, response.body.id))!.points).toBe(10);
  });

  it.each([
    [{ title: "Tiny" }, "Title must be at least 5 characters"],
    [{ description: "Short" }, "Description must be at least 10 characters"],
    [{ type: "essay" }, "Please select a valid exercise type"],
    [{ type: undefined }, "Please select a valid exercise type"],
    [{ difficulty: "expert" }, "Please select a valid difficulty level"],
    [{ content: "not an object" }, "Content must be a valid JSON object"],
    [{ content: [1, 2] }, "Content must be a valid JSON object"],
    [{ content: null }, "Content must be a valid JSON object"],
    [{ points: 0 }, "Points must be at least 1"],
    [{ points: "ten" }, "Points must be at least 1"],
    [{ points: 101 }, "Points must be at most 100"],
    [{ skill: "singing" }, "Please select a skill: reading, writing, speaking or listening"],
  ])("POST an exercise refuses %o with its message", async (overrides, message) => {
    const { testApp, admin } = await setUp();
    const { lessonId } = await courseWithLesson(admin);
    const response = await post(admin, `/api/admin/lessons/${lessonId}/exercises`, validExercise(overrides));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await testApp.db.select().from(exercises).where(eq(exercises.lessonId, lessonId))).toEqual([]);
  });

  it.each<[Type, unknown, string, string]>([
    ["multiple_choice", { question: "Pick one", options: ["only"], answer: 0 }, "Give 2 to 6 options", "content.options"],
    [
      "multiple_choice",
      { question: "Pick one", options: ["a", "b"], answer: 2 },
      "Answer must be the index of one of the options",
      "content.answer",
    ],
    ["multiple_choice", { options: ["a", "b"], answer: 0 }, "Question is required", "content.question"],
    ["multiple_choice", VALID_CONTENT.speaking, "Question is required", "content.question"],
    ["fill_in_blank", { text: "I am here.", answers: [["am"]] }, "Text must contain at least one blank written as ___", "content.text"],
    ["fill_in_blank", { text: "I ___ and you ___.", answers: [["am"]] }, "Give one list of accepted answers per blank", "content.answers"],
    ["fill_in_blank", { text: "I ___.", answers: [[]] }, "Each blank needs at least one accepted answer", "content.answers.0"],
    ["matching", { pairs: [{ left: "a", right: "b" }] }, "Give 2 to 8 pairs", "content.pairs"],
    [
      "matching",
      {
        pairs: [
          { left: "a", right: "b" },
          { left: "A", right: "c" },
        ],
      },
      "Each left and each right item must be different",
      "content.pairs",
    ],
    ["audio", { question: "When?", options: ["a", "b"], answer: 0 }, "The text to speak is required", "content.say"],
    ["speaking", { phrase: "  " }, "Phrase is required", "content.phrase"],
    ["flashcard", { cards: [] }, "Give 1 to 12 cards", "content.cards"],
    [
      "flashcard",
      {
        cards: [
          { front: "cat", back: "a pet" },
          { front: "Cat", back: "an animal" },
        ],
      },
      "Each card's front must be different",
      "content.cards",
    ],
  ])("refuses %s content %o: %s", async (type, content, message, field) => {
    const { admin } = await setUp();
    const { lessonId } = await courseWithLesson(admin);
    const response = await post(admin, `/api/admin/lessons/${lessonId}/exercises`, validExercise({ type, content }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[field]).toContain(message);
  });

  it("answers 400, never 500, to malformed bodies", async () => {
    const { admin } = await setUp();
    const { lessonId } = await courseWithLesson(admin);
    const array = await admin.post(`/api/admin/lessons/${lessonId}/exercises`).set("Content-Type", "application/json").send("[1, 2]");
    expect(array.status).toBe(400);
    const broken = await admin.post("/api/admin/courses").set("Content-Type", "application/json").send('{"title": ');
    expect(broken.status).toBe(400);
    const empty = await admin.post("/api/admin/courses").set("Content-Type", "application/json").send("");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Title must be at least 5 characters");
    const nested = await post(
      admin,
      `/api/admin/lessons/${lessonId}/exercises`,
      validExercise({ content: { question: { a: 1 }, options: 3 } }),
    );
    expect(nested.status).toBe(400);
  });

  it("answers 404 for an unknown lesson or exercise", async () => {
    const { admin } = await setUp();
    const lesson = await post(admin, "/api/admin/lessons/99999/exercises", validExercise());
    expect(lesson.status).toBe(404);
    expect(lesson.body.message).toBe("Lesson not found");
    const exercise = await patch(admin, "/api/admin/exercises/99999", { title: "A valid title" });
    expect(exercise.status).toBe(404);
    expect(exercise.body.message).toBe("Exercise not found");
    expect((await remove(admin, "/api/admin/exercises/99999")).status).toBe(404);
    expect((await remove(admin, "/api/admin/exercises/abc")).status).toBe(404);
  });

  it("PATCH /api/admin/exercises/:id changes the fields sent and keeps the others (points included)", async () => {
    const { testApp, admin } = await setUp();
    const { lessonId } = await courseWithLesson(admin);
    const [id] = await createExercises(admin, lessonId, 1);
    const response = await patch(admin, `/api/admin/exercises/${id}`, { title: "Pick the action word", difficulty: "advanced" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, title: "Pick the action word", difficulty: "advanced", points: 15, resultCount: 0 });
    expect(await storedExercise(testApp, id!)).toMatchObject({
      title: "Pick the action word",
      difficulty: "advanced",
      points: 15,
      type: "multiple_choice",
      content: VALID_CONTENT.multiple_choice,
    });
  });

  it("checks new content without a type against the stored type", async () => {
    const { testApp, admin } = await setUp();
    const { lessonId } = await courseWithLesson(admin);
    const [id] = await createExercises(admin, lessonId, 1);
    const wrong = await patch(admin, `/api/admin/exercises/${id}`, { content: VALID_CONTENT.fill_in_blank });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Question is required");
    expect(wrong.body.errors["content.question"]).toEqual(["Question is required"]);
    const outOfRange = await patch(admin, `/api/admin/exercises/${id}`, {
      content: { question: "Which?", options: ["a", "b"], answer: 3 },
    });
    expect(outOfRange.body.message).toBe("Answer must be the index of one of the options");
    expect((await storedExercise(testApp, id!))!.content).toEqual(VALID_CONTENT.multiple_choice);

    const right = await patch(admin, `/api/admin/exercises/${id}`, {
      content: { question: "Which is a noun?", options: ["run", "table"], answer: 1 },
    });
    expect(right.status).toBe(200);
    expect((await storedExercise(testApp, id!))!.content).toEqual({ question: "Which is a noun?", options: ["run", "table"], answer: 1 });
  });

  it("a new type needs content of that type", async () => {
    const { testApp, admin } = await setUp();
    const { lessonId } = await courseWithLesson(admin);
    const [id] = await createExercises(admin, lessonId, 1);
    const alone = await patch(admin, `/api/admin/exercises/${id}`, { type: "speaking" });
    expect(alone.status).toBe(400);
    expect(alone.body.message).toBe(EXERCISE_TYPE_NEEDS_CONTENT);
    expect(alone.body.message).toBe("Changing the type needs content of the new type");
    const mismatched = await patch(admin, `/api/admin/exercises/${id}`, { type: "speaking", content: VALID_CONTENT.multiple_choice });
    expect(mismatched.status).toBe(400);
    expect((await storedExercise(testApp, id!))!.type).toBe("multiple_choice");
    // The same type again without content is no change of type.
    expect((await patch(admin, `/api/admin/exercises/${id}`, { type: "multiple_choice" })).status).toBe(200);

    const changed = await patch(admin, `/api/admin/exercises/${id}`, {
      type: "speaking",
      content: VALID_CONTENT.speaking,
      skill: "speaking",
    });
    expect(changed.status).toBe(200);
    expect(await storedExercise(testApp, id!)).toMatchObject({ type: "speaking", skill: "speaking", content: VALID_CONTENT.speaking });
  });

  it.each([
    [{ points: 0 }, "Points must be at least 1"],
    [{ points: 101 }, "Points must be at most 100"],
    [{ content: "text" }, "Content must be a valid JSON object"],
    [{ type: "essay", content: {} }, "Please select a valid exercise type"],
    [{ difficulty: "hard" }, "Please select a valid difficulty level"],
    [{ isRetired: "no" }, "Retired must be true or false"],
  ])("PATCH an exercise refuses %o with its message", async (body, message) => {
    const { admin } = await setUp();
    const { lessonId } = await courseWithLesson(admin);
    const [id] = await createExercises(admin, lessonId, 1);
    const response = await patch(admin, `/api/admin/exercises/${id}`, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("moving an exercise renumbers its lesson's exercises 0..n-1", async () => {
    const { testApp, admin } = await setUp();
    const { lessonId } = await courseWithLesson(admin);
    const [a, b, c] = await createExercises(admin, lessonId, 3);
    const moved = await patch(admin, `/api/admin/exercises/${a}`, { position: 1 });
    expect(moved.status).toBe(200);
    expect(moved.body.position).toBe(1);
    expect(await exerciseOrder(testApp, lessonId)).toEqual([
      [b, 0],
      [a, 1],
      [c, 2],
    ]);
    expect((await patch(admin, `/api/admin/exercises/${c}`, { position: 0 })).status).toBe(200);
    expect(await exerciseOrder(testApp, lessonId)).toEqual([
      [c, 0],
      [b, 1],
      [a, 2],
    ]);
    // The course detail reads them in that order.
    const detail = await admin.get(
      `/api/admin/courses/${(await testApp.db.select().from(lessons).where(eq(lessons.id, lessonId)))[0]!.courseId}`,
    );
    expect(detail.body.lessons[0].exercises.map((exercise: { id: number }) => exercise.id)).toEqual([c, b, a]);
  });

  it("DELETE removes an exercise nobody has answered (204) and closes the gap", async () => {
    const { testApp, admin } = await setUp();
    const { lessonId } = await courseWithLesson(admin);
    const [a, b, c] = await createExercises(admin, lessonId, 3);
    const response = await remove(admin, `/api/admin/exercises/${b}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect(await storedExercise(testApp, b!)).toBeUndefined();
    expect(await exerciseOrder(testApp, lessonId)).toEqual([
      [a, 0],
      [c, 1],
    ]);
    expect((await remove(admin, `/api/admin/exercises/${b}`)).status).toBe(404);
  });

  it("DELETE retires an exercise that has results instead of deleting it, and students no longer get it", async () => {
    const { testApp, admin } = await setUp();
    const { user } = await signUp(testApp);
    const [course] = await testApp.db.select().from(courses).where(eq(courses.slug, "a1-a2"));
    const [lesson] = await testApp.db
      .select()
      .from(lessons)
      .where(eq(lessons.courseId, course!.id))
      .orderBy(asc(lessons.module), asc(lessons.position));
    const [exercise] = await testApp.db.select().from(exercises).where(eq(exercises.lessonId, lesson!.id)).orderBy(asc(exercises.position));
    await recordResult(testApp, user.id, exercise!.id);

    const response = await remove(admin, `/api/admin/exercises/${exercise!.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ retired: true });
    expect(await storedExercise(testApp, exercise!.id)).toMatchObject({ isRetired: true, title: exercise!.title });
    expect(await testApp.db.select().from(userExerciseResults).where(eq(userExerciseResults.exerciseId, exercise!.id))).toHaveLength(1);
    // The lesson as a student reads it (an admin may read any lesson) no longer has it.
    const studentView = await admin.get(`/api/lessons/${lesson!.id}`);
    expect(studentView.status).toBe(200);
    const shown = studentView.body.exercises.map((entry: { id: number }) => entry.id);
    expect(shown).not.toContain(exercise!.id);
    expect(shown.length).toBeGreaterThan(0);
    // The admin still sees it, marked retired, and may bring it back.
    const detail = await admin.get(`/api/admin/courses/${course!.id}`);
    expect(detail.body.lessons[0].exercises[0]).toMatchObject({ id: exercise!.id, isRetired: true, resultCount: 1 });
    expect((await patch(admin, `/api/admin/exercises/${exercise!.id}`, { isRetired: false })).body.isRetired).toBe(false);
  });
});
