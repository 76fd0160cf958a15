import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { CourseCatalogue, courseCoversLevel } from "./course-catalogue";

const course = (id: number, title: string, level: string) => ({
  id,
  slug: `c-${id}`,
  title,
  description: `About ${title}`,
  level,
  imageUrl: null,
});
const COURSES = [
  course(1, "Beginner English", "A1-A2"),
  course(2, "Intermediate English", "B1-B2"),
  course(3, "TEFL Level 3", "TEFL Level 3"),
];

describe("the course list's level filter", () => {
  it("knows which levels a course covers", () => {
    expect(courseCoversLevel("A1-A2", "A2")).toBe(true);
    expect(courseCoversLevel("A1-A2", "B1")).toBe(false);
    expect(courseCoversLevel("C1-C2", "C1")).toBe(true);
    expect(courseCoversLevel("TEFL Level 3", "A1")).toBe(false);
  });

  it("keeps the courses of ?level= and offers all courses again", async () => {
    mockApi({ "GET /api/courses": jsonResponse(200, COURSES) });
    renderWithProviders(<CourseCatalogue />, { path: "/courses?level=B1" });
    expect(await screen.findByText("Courses that cover level B1:")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Intermediate English" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Beginner English" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Show all courses" })).toHaveAttribute("href", "/courses");
  });

  it("says so when no course covers the level", async () => {
    mockApi({ "GET /api/courses": jsonResponse(200, COURSES) });
    renderWithProviders(<CourseCatalogue />, { path: "/courses?level=C1" });
    expect(await screen.findByText("No course covers level C1 yet.")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });
});
