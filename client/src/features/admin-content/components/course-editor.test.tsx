import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { buildAdminCourseDetail } from "../admin-content.test-builders";
import { CourseEditor } from "./course-editor";

const renderEditor = (overrides: Parameters<typeof buildAdminCourseDetail>[0]) => {
  mockApi({ "GET /api/admin/courses/7": jsonResponse(200, buildAdminCourseDetail({ id: 7, title: "Business English", ...overrides })) });
  return renderWithProviders(<CourseEditor courseId={7} onBack={() => undefined} />);
};

describe("CourseEditor: the course part", () => {
  it("shows the picture field, the modules by name and a link to the published course page", async () => {
    renderEditor({
      isPublished: true,
      overview: "Workplace English.",
      features: ["Run a meeting", "Write an e-mail"],
      modules: [
        { title: "Meetings", description: "" },
        { title: "E-mail", description: "" },
      ],
    });
    expect(await screen.findByText("2 modules · 2 points in what you'll learn")).toBeInTheDocument();
    expect(screen.getByText("Meetings").tagName).toBe("LI");
    expect(screen.getByText("E-mail").tagName).toBe("LI");
    expect(screen.getByLabelText("Upload picture")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View course page" })).toHaveAttribute("href", "/courses/7");
    expect(screen.queryByText(/Not written yet/)).not.toBeInTheDocument();
  });

  it("a draft has no public link, and says what its page still lacks", async () => {
    renderEditor({ isPublished: false });
    expect(await screen.findByText("No modules named yet · 0 points in what you'll learn")).toBeInTheDocument();
    expect(screen.getByText("Not written yet: overview and what you'll learn (Edit details).")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "View course page" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Publish course" })).toBeInTheDocument();
  });
});
