import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { FeaturedCourses } from "./featured-courses";

const course = (id: number, slug: string, title: string) => ({
  id,
  slug,
  title,
  description: `About ${title}`,
  level: "A1-A2",
  imageUrl: null,
  lessonCount: 7,
  moduleCount: 2,
  totalMinutes: 135,
});

describe("Featured courses", () => {
  it("shows up to three course cards linking to their pages, plus View All Courses", async () => {
    mockApi({
      "GET /api/courses": jsonResponse(200, [
        course(1, "a1-a2", "Beginner English"),
        course(2, "b1-b2", "Intermediate English"),
        course(3, "c1-c2", "Advanced English"),
        course(4, "tefl-level-3", "TEFL Level 3"),
      ]),
    });
    renderWithProviders(<FeaturedCourses />);

    expect(await screen.findByRole("heading", { name: "Beginner English" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.getAllByText("7 lessons · 2 modules · about 2½ hours")).toHaveLength(3);
    expect(screen.getByRole("link", { name: /View course: Intermediate English/ })).toHaveAttribute("href", "/courses/2");
    expect(screen.getByRole("link", { name: "View All Courses" })).toHaveAttribute("href", "/courses");
  });

  it("says so calmly when the list cannot be loaded", async () => {
    mockApi({ "GET /api/courses": jsonResponse(500, { message: "Internal error" }) });
    renderWithProviders(<FeaturedCourses />);

    expect(await screen.findByText("Error loading courses. Please try again later.")).toBeInTheDocument();
  });
});
