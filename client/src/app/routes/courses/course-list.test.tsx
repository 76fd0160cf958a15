import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import CourseListScreen from "./course-list";

const course = (id: number, slug: string, title: string, level: string, imageUrl: string | null = null) => ({
  id,
  slug,
  title,
  description: `About ${title}`,
  level,
  imageUrl,
  lessonCount: 3,
  moduleCount: 1,
  totalMinutes: 90,
});

describe("Course list screen", () => {
  it("shows every course with its level, picture and links to its page and the assessment", async () => {
    mockApi({
      "GET /api/courses": jsonResponse(200, [
        course(1, "a1-a2", "Beginner English", "A1-A2", "/images/courses/a1-a2.svg"),
        course(4, "small-talk", "Small Talk Starter", "A1-A2"),
      ]),
    });
    renderWithProviders(<CourseListScreen />, { path: "/courses" });

    expect(screen.getByRole("heading", { level: 1, name: "Our Courses" })).toBeInTheDocument();
    expect(await screen.findAllByRole("article")).toHaveLength(2);

    const [beginner, authored] = screen.getAllByRole("article") as [HTMLElement, HTMLElement];
    expect(within(beginner).getByRole("img", { name: "Illustration for the Beginner English course" })).toHaveAttribute(
      "src",
      "/images/courses/a1-a2.svg",
    );
    expect(within(beginner).getByText("3 lessons · 1 module · about 1½ hours")).toBeInTheDocument();
    expect(within(authored).getByRole("heading", { name: "Small Talk Starter" })).toBeInTheDocument();
    expect(within(authored).getByText("A1-A2")).toBeInTheDocument();
    expect(within(authored).getByText("About Small Talk Starter")).toBeInTheDocument();
    // No stored picture: a cover drawn in the page, never an address that does not exist.
    const cover = within(authored).getByRole("img", { name: "Illustration for the Small Talk Starter course" });
    expect(cover.tagName.toLowerCase()).toBe("svg");
    expect(within(authored).getByRole("link", { name: /View Course/ })).toHaveAttribute("href", "/courses/4");
    expect(within(authored).getByRole("link", { name: "Take Assessment" })).toHaveAttribute("href", "/assessment");
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

  it("shows the catalogue in Spanish, with counts in Spanish and the course titles in English", async () => {
    mockApi({ "GET /api/courses": jsonResponse(200, [course(1, "a1-a2", "Beginner English", "A1-A2")]) });
    showInterfaceIn("es");
    renderWithProviders(<CourseListScreen />, { path: "/courses" });

    expect(screen.getByRole("heading", { level: 1, name: "Nuestros cursos" })).toBeInTheDocument();
    const card = await screen.findByRole("article");
    expect(within(card).getByText("3 lecciones · 1 módulo · unas 1½ horas")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Ver el curso: Beginner English" })).toHaveAttribute("href", "/courses/1");
    expect(within(card).getByRole("img", { name: "Ilustración del curso Beginner English" })).toBeInTheDocument();
    expect(screen.queryByText("Our Courses")).not.toBeInTheDocument();
  });
});
