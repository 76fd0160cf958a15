import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COURSE_NEEDS_PUBLISHED_LESSON } from "@shared/api/admin-content";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { buildAdminCourse, buildAdminCourseDetail, buildAdminLesson } from "../admin-content.test-builders";
import { CourseEditor } from "./course-editor";

const HINT = "Publish at least one lesson first: until then the course would offer students nothing to learn.";
// The editor is a large screen: on a busy machine its first render can take longer than findBy's default second.
const LOADED = { timeout: 5000 };

describe("Publishing a course (D40) and the certificate it gives (D38)", () => {
  it("disables Publish on a draft without a published lesson and says why before any click", async () => {
    mockApi({
      "GET /api/admin/courses/7": jsonResponse(
        200,
        buildAdminCourseDetail({ id: 7, isPublished: false, lessons: [buildAdminLesson({ isPublished: false })] }),
      ),
    });
    renderWithProviders(<CourseEditor courseId={7} onBack={() => undefined} />);
    const publish = await screen.findByRole("button", { name: "Publish course" }, LOADED);
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(HINT);
    expect(
      screen.getByText("Certificate: a record of completion, without a grade (this course has no final assessment)."),
    ).toBeInTheDocument();
  });

  it("publishes a draft with a published lesson, and shows the server's refusal when a lesson was unpublished meanwhile", async () => {
    const draft = buildAdminCourseDetail({
      id: 7,
      isPublished: false,
      lessons: [buildAdminLesson({ isPublished: true })],
      certificateKind: "graded",
    });
    const { requests } = mockApi({
      "GET /api/admin/courses/7": jsonResponse(200, draft),
      "PATCH /api/admin/courses/7": jsonResponse(409, { message: COURSE_NEEDS_PUBLISHED_LESSON }),
    });
    const { user } = renderWithProviders(<CourseEditor courseId={7} onBack={() => undefined} />);
    expect(await screen.findByText("Certificate: graded, from the final assessment and the module tests.", {}, LOADED)).toBeInTheDocument();
    const publish = screen.getByRole("button", { name: "Publish course" });
    expect(publish).toBeEnabled();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    await user.click(publish);
    expect(await screen.findByText("Not saved", {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText(COURSE_NEEDS_PUBLISHED_LESSON)).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PATCH")?.body).toEqual({ isPublished: true });
  });

  it("keeps Unpublish available on a published course", async () => {
    mockApi({
      "GET /api/admin/courses/7": jsonResponse(200, { ...buildAdminCourseDetail({ id: 7 }), ...buildAdminCourse({ isPublished: true }) }),
    });
    renderWithProviders(<CourseEditor courseId={7} onBack={() => undefined} />);
    expect(await screen.findByRole("button", { name: "Unpublish course" }, LOADED)).toBeEnabled();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });
});
