import { describe, expect, it } from "vitest";
import { courses, lessons } from "../../shared/schema/courses";
import { createTestApp } from "../test/test-app";

const CAN_DO = {
  reading: ["I can read a short menu."],
  listening: ["I can follow an order at a counter."],
  speaking: ["I can order a meal politely."],
  writing: ["I can write a short review."],
};

describe("GET /api/courses/:id: what each module promises", () => {
  it("answers a CEFR module's can-do statements and a TEFL unit's outcomes and reflective task's prompt, only where the course states them", async () => {
    const { request, db } = await createTestApp();
    const [course] = await db
      .insert(courses)
      .values({
        slug: "statements-course",
        title: "Statements Course",
        description: "A course that states what each module teaches.",
        level: "A1-A2",
        modules: [
          { title: "Eating out", weeks: 0, description: "Cafés and restaurants.", canDo: CAN_DO },
          {
            title: "Teaching grammar",
            weeks: 0,
            description: "Presenting language.",
            outcomes: ["You can stage a PPP lesson."],
            reflectiveTask: { prompt: "Plan a 45-minute lesson.", guidance: ["Check your timings."] },
          },
          { title: "Plain module", weeks: 0, description: "No statements." },
        ],
        sortOrder: 99,
      })
      .returning();
    await db.insert(lessons).values([1, 2, 3].map((module) => ({ courseId: course!.id, title: `Lesson ${module}`, module, position: 0 })));

    const response = await request().get(`/api/courses/${course!.id}`);
    expect(response.status).toBe(200);
    const [eating, teaching, plain] = response.body.syllabus;
    expect(eating.canDo).toEqual(CAN_DO);
    expect(eating).not.toHaveProperty("outcomes");
    expect(teaching.outcomes).toEqual(["You can stage a PPP lesson."]);
    // The prompt names the task; its guidance is for the enrolled trainee's player.
    expect(teaching.reflectiveTask).toEqual({ prompt: "Plan a 45-minute lesson." });
    expect(teaching).not.toHaveProperty("canDo");
    expect(Object.keys(plain).sort()).toEqual(["description", "lessons", "minutes", "number", "title"]);
  });
});
