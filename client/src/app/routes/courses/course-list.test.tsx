import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import CourseListScreen from "./course-list";

const course = (id: number, slug: string, title: string, level: string) => ({
  id,
  slug,
  title,
  description: `About ${title}`,
  level,
  imageUrl: null,
});

describe("Course list screen", () => {
  it("shows every course with its level, picture and links to its page and the assessment", async () => {
    mockApi({
      "GET /api/courses": jsonResponse(200, [
        course(1, "a1-a2", "Beginner English", "A1-A2"),
        course(4, "tefl-level-3", "TEFL Level 3 Certificate", "TEFL Level 3"),
      ]),
    });
    renderWithProviders(<CourseListScreen />, { path: "/courses" });

    expect(screen.getByRole("heading", { level: 1, name: "Our Courses" })).toBeInTheDocument();
    expect(await screen.findAllByRole("article")).toHaveLength(2);

    const tefl = screen.getAllByRole("article")[1]!;
    expect(within(tefl).getByRole("heading", { name: "TEFL Level 3 Certificate" })).toBeInTheDocument();
    expect(within(tefl).getByText("TEFL Level 3")).toBeInTheDocument();
    expect(within(tefl).getByText("About TEFL Level 3 Certificate")).toBeInTheDocument();
    expect(within(tefl).getByRole("img")).toHaveAttribute("src", "/images/courses/tefl-level-3.svg");
    expect(within(tefl).getByRole("img")).toHaveAccessibleName(/TEFL Level 3 Certificate/);
    expect(within(tefl).getByRole("link", { name: /View Course/ })).toHaveAttribute("href", "/courses/4");
    expect(within(tefl).getByRole("link", { name: "Take Assessment" })).toHaveAttribute("href", "/assessment");
    expect(screen.getByRole("link", { name: "View Course: Beginner English" })).toHaveAttribute("href", "/courses/1");
  });

  it("shows a spinner while the list loads", () => {
    mockApi({ "GET /api/courses": () => new Promise<Response>(() => {}) });
    renderWithProviders(<CourseListScreen />, { path: "/courses" });

    expect(screen.getByRole("status")).toHaveTextContent("Loading courses...");
  });

  it("shows the error text when the server fails", async () => {
    mockApi({ "GET /api/courses": jsonResponse(500, { message: "Internal error" }) });
    renderWithProviders(<CourseListScreen />, { path: "/courses" });

    expect(await screen.findByText("Error loading courses. Please try again later.")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("says so when there are no courses yet", async () => {
    mockApi({ "GET /api/courses": jsonResponse(200, []) });
    renderWithProviders(<CourseListScreen />, { path: "/courses" });

    expect(await screen.findByText(/New courses are on their way/)).toBeInTheDocument();
  });
});
