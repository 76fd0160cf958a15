import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

describe("courses API", () => {
  it("GET /api/courses lists the six seeded courses in order with the card fields", async () => {
    const { request } = await createTestApp();
    const response = await request().get("/api/courses");
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(6);
    expect(response.body[0]).toEqual({
      id: 1,
      slug: "a1-a2",
      title: expect.any(String),
      description: expect.any(String),
      level: "A1-A2",
      imageUrl: "/images/courses/a1-a2.svg",
    });
  });

  it("GET /api/courses/:id answers one course with its detail content", async () => {
    const { request } = await createTestApp();
    const response = await request().get("/api/courses/2");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 2, level: "B1-B2", durationWeeks: 12 });
    expect(response.body.modules).toHaveLength(5);
    expect(response.body.features.length).toBeGreaterThan(3);
  });

  it.each(["999", "abc", "-1", "1.5", "99999999999"])("GET /api/courses/%s answers 404 JSON 'Course not found'", async (id) => {
    const { request } = await createTestApp();
    const response = await request().get(`/api/courses/${id}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Course not found");
  });
});
