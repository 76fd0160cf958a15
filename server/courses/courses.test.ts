import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseTests } from "../../shared/schema/course-tests";
import { courses, lessons } from "../../shared/schema/courses";
import { planCurriculum } from "../curriculum/seed-curriculum";
import { createTestApp } from "../test/test-app";

describe("courses API", () => {
  it("GET /api/courses lists the six seeded courses in order with the card fields and figures computed from the lessons", async () => {
    const { request } = await createTestApp();
    const response = await request().get("/api/courses");
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(6);
    // The A1-A2 course as its curriculum files hold it: 20 lessons in five modules, their minutes added up.
    const a1 = planCurriculum().find((course) => course.slug === "a1-a2")!;
    const minutes = a1.lessons.reduce((sum, lesson) => sum + lesson.estimatedMinutes, 0);
    const drawn = a1.tests.reduce((sum, test) => sum + test.drawn, 0);
    const textMinutes = a1.tests.reduce((sum, test) => sum + test.textMinutes, 0);
    expect(response.body[0]).toEqual({
      id: 1,
      slug: "a1-a2",
      title: expect.any(String),
      description: expect.any(String),
      level: "A1-A2",
      imageUrl: "/images/courses/a1-a2.svg",
      lessonCount: a1.lessons.length,
      moduleCount: 5,
      totalMinutes: minutes,
      guidedHours: Math.round((minutes + drawn * 1.5 + textMinutes) / 60),
    });
    expect(a1.lessons.length).toBeGreaterThanOrEqual(20);
  });

  it("GET /api/courses/:id answers the course with its real syllabus, module by module, and names the modules without lessons as planned", async () => {
    const { request } = await createTestApp();
    const response = await request().get("/api/courses/2");
    expect(response.status).toBe(200);
    const b1 = planCurriculum().find((course) => course.slug === "b1-b2")!;
    const inModule = (number: number) => b1.lessons.filter((lesson) => lesson.module === number);
    expect(response.body).toMatchObject({
      id: 2,
      level: "B1-B2",
      lessonCount: b1.lessons.length,
      moduleCount: 5,
      totalMinutes: b1.lessons.reduce((sum, lesson) => sum + lesson.estimatedMinutes, 0),
    });
    expect(response.body).not.toHaveProperty("durationWeeks");
    expect(response.body).not.toHaveProperty("modules");
    expect(response.body.syllabus.map((module: { number: number; lessons: unknown[] }) => [module.number, module.lessons.length])).toEqual(
      [1, 2, 3, 4, 5].map((number) => [number, inModule(number).length]),
    );
    const first = inModule(1)[0]!;
    expect(response.body.syllabus[0]).toMatchObject({
      title: b1.modules[0]!.title,
      minutes: inModule(1).reduce((sum, lesson) => sum + lesson.estimatedMinutes, 0),
      lessons: expect.arrayContaining([{ id: expect.any(Number), title: first.title, estimatedMinutes: first.estimatedMinutes }]),
    });
    expect(response.body.plannedModules).toEqual([]);
    expect(JSON.stringify(response.body)).not.toMatch(/video|weeks/i);
  });

  it("guided hours count the published lessons' minutes, 1.5 minutes per drawn test question and 90 minutes per reflective task", async () => {
    const { request, db } = await createTestApp();
    const [course] = await db
      .insert(courses)
      .values({
        slug: "tefl-taster",
        title: "TEFL Taster",
        description: "A short taster for new teachers.",
        level: "TEFL Level 3",
        modules: [
          {
            title: "First steps",
            weeks: 0,
            description: "Planning one lesson.",
            reflectiveTask: { prompt: "Describe a lesson you remember.", guidance: ["Say what worked.", "Say why."] },
          },
          { title: "Second steps", weeks: 0, description: "Without a task." },
        ],
        sortOrder: 98,
      })
      .returning();
    await db.insert(lessons).values([
      { courseId: course!.id, title: "Planning a lesson", module: 1, position: 0, estimatedMinutes: 50 },
      { courseId: course!.id, title: "A draft", module: 2, position: 0, estimatedMinutes: 600, isPublished: false },
    ]);
    await db.insert(courseTests).values([
      { courseId: course!.id, kind: "module", module: 1, title: "Module 1 test: First steps", drawn: 10, passPercent: 60 },
      { courseId: course!.id, kind: "final", module: 0, title: "Final assessment", drawn: 20, passPercent: 70 },
    ]);
    // 50 + 30 x 1.5 + 90 = 185 minutes: 3 hours (the draft lesson does not count).
    const detail = await request().get(`/api/courses/${course!.id}`);
    expect(detail.body).toMatchObject({ totalMinutes: 50, guidedHours: 3 });
    const list = await request().get("/api/courses");
    expect(list.body.find((item: { id: number }) => item.id === course!.id)).toMatchObject({ totalMinutes: 50, guidedHours: 3 });
    // Each seeded TEFL course counts its five reflective tasks: more hours than its lessons and tests alone.
    const tefl = list.body.find((item: { slug: string }) => item.slug === "tefl-level-3");
    const plan = planCurriculum().find((entry) => entry.slug === "tefl-level-3")!;
    const drawn = plan.tests.reduce((sum, test) => sum + test.drawn, 0);
    const textMinutes = plan.tests.reduce((sum, test) => sum + test.textMinutes, 0);
    expect(tefl.guidedHours).toBe(Math.round((tefl.totalMinutes + drawn * 1.5 + textMinutes + 5 * 90) / 60));
  });

  it("a course with one published 10-minute lesson reads 1 lesson, 1 module, 10 minutes, not 12 weeks", async () => {
    const { request, db } = await createTestApp();
    const [course] = await db
      .insert(courses)
      .values({
        slug: "small-talk-starter",
        title: "Small Talk Starter",
        description: "A one-lesson taster course.",
        level: "A1-A2",
        modules: [
          { title: "Small talk", weeks: 2, description: "Greetings and the weather." },
          { title: "Later", weeks: 2, description: "Nothing here yet." },
        ],
        sortOrder: 99,
      })
      .returning();
    await db.insert(lessons).values([
      { courseId: course!.id, title: "Talking about the weather", module: 1, position: 0, estimatedMinutes: 10 },
      { courseId: course!.id, title: "A draft lesson", module: 2, position: 0, estimatedMinutes: 30, isPublished: false },
    ]);

    const detail = await request().get(`/api/courses/${course!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ imageUrl: null, lessonCount: 1, moduleCount: 1, totalMinutes: 10, overview: "", features: [] });
    expect(detail.body.syllabus).toEqual([
      {
        number: 1,
        title: "Small talk",
        description: "Greetings and the weather.",
        minutes: 10,
        lessons: [{ id: expect.any(Number), title: "Talking about the weather", estimatedMinutes: 10 }],
      },
    ]);
    expect(detail.body.plannedModules).toEqual([{ number: 2, title: "Later" }]);

    const list = await request().get("/api/courses");
    expect(list.body.find((item: { id: number }) => item.id === course!.id)).toMatchObject({
      lessonCount: 1,
      moduleCount: 1,
      totalMinutes: 10,
    });
  });

  it("a published course without any published lesson lists zeros, not nulls", async () => {
    const { request, db } = await createTestApp();
    await db.update(lessons).set({ isPublished: false }).where(eq(lessons.courseId, 6));
    const list = await request().get("/api/courses");
    expect(list.body.find((item: { id: number }) => item.id === 6)).toMatchObject({ lessonCount: 0, moduleCount: 0, totalMinutes: 0 });
    const detail = await request().get("/api/courses/6");
    expect(detail.body).toMatchObject({ lessonCount: 0, syllabus: [] });
  });

  it.each(["999", "abc", "-1", "1.5", "99999999999"])("GET /api/courses/%s answers 404 JSON 'Course not found'", async (id) => {
    const { request } = await createTestApp();
    const response = await request().get(`/api/courses/${id}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Course not found");
  });
});
