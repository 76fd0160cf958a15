import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ONE_COURSE_ONLY } from "@shared/api/course-choice";
import { ENROLL_NEEDS_SUBSCRIPTION } from "@shared/api/learning";
import { buildCourse } from "@/test/builders";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { MyCoursesList } from "./my-courses-list";

const RECOMMENDED = { enrolled: [], recommended: [buildCourse({ id: 1, title: "General English A1-A2" })], recommendedFor: "A1-A2" };
const ENROLLMENT = { courseId: 1, enrolledAt: "2025-03-01T10:00:00.000Z", progress: 0, completedAt: null };

function renderList() {
  return renderWithProviders(<MyCoursesList />, { path: "/dashboard" });
}

const recommendedCard = () => screen.findByRole("article", { name: "General English A1-A2" });

describe("My courses: Start Learning on a recommended course", () => {
  it("enrols the student and opens the course player", async () => {
    const { requests } = mockApi({
      "GET /api/me/courses": jsonResponse(200, RECOMMENDED),
      "POST /api/courses/1/enroll": jsonResponse(201, ENROLLMENT),
    });
    const { user, currentPath } = renderList();

    await user.click(within(await recommendedCard()).getByRole("button", { name: "Start Learning: General English A1-A2" }));

    await waitFor(() => expect(currentPath()).toBe("/courses/1/learn"));
    const enrol = requests.find((request) => request.method === "POST");
    expect(enrol?.url).toBe("/api/courses/1/enroll");
    expect(enrol?.headers.get("Content-Type")).toBe("application/json");
  });

  it("explains that a subscription is needed, with the way to the plans", async () => {
    mockApi({
      "GET /api/me/courses": jsonResponse(200, RECOMMENDED),
      "POST /api/courses/1/enroll": jsonResponse(403, {
        message: ENROLL_NEEDS_SUBSCRIPTION,
        code: "forbidden",
        reason: "course.subscriptionRequired",
      }),
    });
    const { user, currentPath } = renderList();

    const card = await recommendedCard();
    await user.click(within(card).getByRole("button", { name: /^Start Learning/ }));

    expect(await within(card).findByRole("alert")).toHaveTextContent("An active subscription is required to start this course.");
    expect(within(card).getByRole("link", { name: "View plans: General English A1-A2" })).toHaveAttribute(
      "href",
      "/pricing?reason=subscription",
    );
    expect(currentPath()).toBe("/dashboard");
  });

  it("sends a Basic student whose plan opens another course to this course's page, where it can be chosen", async () => {
    mockApi({
      "GET /api/me/courses": jsonResponse(200, RECOMMENDED),
      "POST /api/courses/1/enroll": jsonResponse(403, { message: ONE_COURSE_ONLY, code: "forbidden", reason: "course.oneCourseOnly" }),
    });
    const { user } = renderList();

    const card = await recommendedCard();
    await user.click(within(card).getByRole("button", { name: /^Start Learning/ }));

    expect(await within(card).findByRole("alert")).toHaveTextContent(`${ONE_COURSE_ONLY}.`);
    expect(within(card).getByRole("link", { name: "Open the course page: General English A1-A2" })).toHaveAttribute("href", "/courses/1");
    expect(within(card).queryByRole("link", { name: /View plans/ })).not.toBeInTheDocument();
  });

  it("shows the server's message when enrolling fails otherwise", async () => {
    mockApi({
      "GET /api/me/courses": jsonResponse(200, RECOMMENDED),
      "POST /api/courses/1/enroll": jsonResponse(404, { message: "Course not found", code: "not_found" }),
    });
    const { user } = renderList();

    const card = await recommendedCard();
    await user.click(within(card).getByRole("button", { name: /^Start Learning/ }));

    expect(await within(card).findByRole("alert")).toHaveTextContent("Course not found");
    expect(within(card).queryByRole("link", { name: /View plans/ })).not.toBeInTheDocument();
  });

  it("opens the player of an enrolled course without enrolling again", async () => {
    const { requests } = mockApi({
      "GET /api/me/courses": jsonResponse(200, {
        enrolled: [buildCourse({ id: 4, title: "Business English", progress: 40 })],
        recommended: [],
        recommendedFor: null,
      }),
    });
    renderList();

    expect(await screen.findByRole("link", { name: "Continue Learning: Business English" })).toHaveAttribute("href", "/courses/4/learn");
    expect(screen.queryByRole("button", { name: /Start Learning/ })).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === "POST")).toBe(false);
  });
});

describe("My courses: a finished course", () => {
  it("says Completed and leads to the certificate instead of Continue Learning", async () => {
    mockApi({
      "GET /api/me/courses": jsonResponse(200, {
        enrolled: [
          buildCourse({
            id: 4,
            title: "Business English",
            progress: 100,
            completedAt: "2026-11-20T09:00:00.000Z",
            certificateNumber: "CC-4-DONE",
          }),
          buildCourse({ id: 5, title: "Small Talk", progress: 50 }),
        ],
        recommended: [],
        recommendedFor: null,
      }),
    });
    renderList();

    const finished = await screen.findByRole("article", { name: "Business English" });
    expect(within(finished).getByText("Completed")).toBeInTheDocument();
    expect(within(finished).getByRole("link", { name: "View your certificate: Business English" })).toHaveAttribute(
      "href",
      "/certificates",
    );
    expect(within(finished).getByRole("link", { name: "Review the course: Business English" })).toHaveAttribute("href", "/courses/4/learn");
    expect(within(finished).queryByRole("link", { name: /Continue Learning/ })).not.toBeInTheDocument();

    const ongoing = screen.getByRole("article", { name: "Small Talk" });
    expect(within(ongoing).queryByText("Completed")).not.toBeInTheDocument();
    expect(within(ongoing).getByRole("link", { name: "Continue Learning: Small Talk" })).toBeInTheDocument();
  });

  it("shows one level chip and the whole picture (no level baked into a cropped image)", async () => {
    mockApi({
      "GET /api/me/courses": jsonResponse(200, {
        enrolled: [buildCourse({ id: 4, title: "Business English", level: "B1-B2", imageUrl: null, progress: 10 })],
        recommended: [],
        recommendedFor: null,
      }),
    });
    renderList();

    const card = await screen.findByRole("article", { name: "Business English" });
    expect(within(card).getAllByText("B1-B2")).toHaveLength(1);
    const cover = card.querySelector("svg[data-testid='generated-course-cover']");
    expect(cover).toHaveClass("aspect-video");
  });
});

describe("My courses: recommendations", () => {
  it("says the recommendations follow the student's level when it is known", async () => {
    mockApi({ "GET /api/me/courses": jsonResponse(200, RECOMMENDED) });
    renderList();
    expect(await screen.findByRole("heading", { name: "Recommended for Your Level" })).toBeInTheDocument();
    expect(screen.getByText("Courses for your level (A1-A2) and the next step up.")).toBeInTheDocument();
  });

  it("says 'Recommended courses' when the student has no level yet", async () => {
    mockApi({ "GET /api/me/courses": jsonResponse(200, { ...RECOMMENDED, recommendedFor: null }) });
    renderList();
    expect(await screen.findByRole("heading", { name: "Recommended courses" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Recommended for Your Level" })).not.toBeInTheDocument();
  });
});
