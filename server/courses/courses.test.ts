import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses, lessons } from "../../shared/schema/courses";
import { createTestApp } from "../test/test-app";

describe("courses API", () => {
  it("GET /api/courses lists the six seeded courses in order with the card fields and figures computed from the lessons", async () => {
    const { request } = await createTestApp();
    const response = await request().get("/api/courses");
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(6);
    // The seeded A1-A2 course: 7 lessons in modules 1 and 2, 15+15+20+20 + 25+20+20 minutes.
    expect(response.body[0]).toEqual({
      id: 1,
      slug: "a1-a2",
      title: expect.any(String),
      description: expect.any(String),
      level: "A1-A2",
      imageUrl: "/images/courses/a1-a2.svg",
      lessonCount: 7,
      moduleCount: 2,
      totalMinutes: 135,
    });
  });

  it("GET /api/courses/:id answers the course with its real syllabus, module by module, and names the modules without lessons as planned", async () => {
    const { request } = await createTestApp();
    const response = await request().get("/api/courses/2");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 2, level: "B1-B2", lessonCount: 7, moduleCount: 2, totalMinutes: 160 });
    expect(response.body).not.toHaveProperty("durationWeeks");
    expect(response.body).not.toHaveProperty("modules");
    expect(response.body.syllabus.map((module: { number: number; lessons: unknown[] }) => [module.number, module.lessons.length])).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(response.body.syllabus[0]).toMatchObject({
      title: "Telling Stories and Sharing Experiences",
      minutes: 95,
      lessons: expect.arrayContaining([
        { id: expect.any(Number), title: "Past Simple and Past Continuous in Stories", estimatedMinutes: 25 },
      ]),
    });
    expect(response.body.plannedModules).toEqual([]);
    expect(JSON.stringify(response.body)).not.toMatch(/video|weeks/i);
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
