import { ONE_COURSE_ONLY } from "@shared/api/course-choice";
import { screen, waitFor, within } from "@testing-library/react";
import { Route } from "wouter";
import { describe, expect, it } from "vitest";
import { ENROLL_NEEDS_SUBSCRIPTION } from "@shared/api/learning";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { buildCoursePlayer, buildOutlineLesson } from "@/test/learning-builders";
import { renderWithProviders } from "@/test/render";
import CoursePlayerScreen from "./course-player";

const courseDetail = {
  id: 2,
  slug: "b1-b2",
  title: "Intermediate English",
  description: "Speak with confidence.",
  level: "B1-B2",
  imageUrl: null,
  overview: "A course for independent users.",
  features: [],
  lessonCount: 3,
  moduleCount: 2,
  totalMinutes: 60,
  // The syllabus names module 1; module 3's lessons have no module name in this course.
  syllabus: [
    { number: 1, title: "Foundations", description: "", minutes: 35, lessons: [] },
    { number: 3, title: "", description: "", minutes: 25, lessons: [] },
  ],
  plannedModules: [{ number: 2, title: "Everyday life" }],
  requirements: "A2",
};

const LESSONS = [
  buildOutlineLesson({ id: 11, title: "Greetings", module: 1, position: 1, isCompleted: true, estimatedMinutes: 15, exerciseCount: 4 }),
  buildOutlineLesson({ id: 12, title: "Introductions", module: 1, position: 2, estimatedMinutes: 20, exerciseCount: 1 }),
  buildOutlineLesson({ id: 31, title: "Past tense", module: 3, position: 1, estimatedMinutes: 25, exerciseCount: 5 }),
];

const NOT_ENROLLED = { message: "Enroll in this course to study its lessons", code: "forbidden", reason: "course.notEnrolled" };
const NO_PLAN = { message: ENROLL_NEEDS_SUBSCRIPTION, code: "forbidden", reason: "course.subscriptionRequired" };

function renderPlayer(path = "/courses/2/learn") {
  return renderWithProviders(<Route path="/courses/:id/learn" component={CoursePlayerScreen} />, { path });
}

describe("Course player", () => {
  it("shows the course, its progress, the modules with their lessons and ticks, and Continue to the next lesson", async () => {
    mockApi({
      "GET /api/courses/2/learn": jsonResponse(
        200,
        buildCoursePlayer({
          lessons: LESSONS,
          nextLessonId: 12,
          enrollment: { courseId: 2, enrolledAt: "2025-03-01T10:00:00.000Z", progress: 33, completedAt: null },
        }),
      ),
      "GET /api/courses/2": jsonResponse(200, courseDetail),
    });
    renderPlayer();

    expect(await screen.findByRole("heading", { level: 1, name: "Intermediate English" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Course progress" })).toHaveAttribute("aria-valuenow", "33");
    expect(screen.getByText("1 of 3 lessons completed")).toBeInTheDocument();
    // The lessons not done yet: 20 + 25 minutes.
    expect(screen.getByText("About 45 min of lessons left")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/courses/2/lessons/12");

    expect(await screen.findByRole("heading", { level: 2, name: "Module 1: Foundations" })).toBeInTheDocument();
    // Module 3 has lessons but the course names only two modules; module 2 has no lessons.
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Module 1: Foundations",
      "Module 3",
    ]);
    const moduleOne = screen.getByRole("region", { name: "Module 1: Foundations" });
    const links = within(moduleOne).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/courses/2/lessons/11", "/courses/2/lessons/12"]);
    expect(links[0]).toHaveTextContent("Greetings(completed)");
    expect(links[0]).toHaveTextContent("15 min");
    expect(links[0]).toHaveTextContent("4 exercises");
    expect(links[1]).not.toHaveTextContent("(completed)");
    expect(links[1]).toHaveTextContent("1 exercise");
    expect(links[1]).toHaveAttribute("aria-current", "step");
    expect(links[1]).toHaveTextContent("You are here");
    // The path goes on into the next module.
    const next = within(screen.getByRole("region", { name: "Module 3" })).getByRole("link");
    expect(next).toHaveTextContent("Past tenseNext");
    expect(next).not.toHaveAttribute("aria-current");
  });

  it("gives the time left on the lessons in hours and minutes", async () => {
    const long = [
      buildOutlineLesson({ id: 11, module: 1, position: 1, estimatedMinutes: 55 }),
      buildOutlineLesson({ id: 12, module: 1, position: 2, estimatedMinutes: 43 }),
    ];
    mockApi({
      "GET /api/courses/2/learn": jsonResponse(200, buildCoursePlayer({ lessons: long, nextLessonId: 11 })),
      "GET /api/courses/2": jsonResponse(200, courseDetail),
    });
    renderPlayer();
    expect(await screen.findByText("About 1 h 40 min of lessons left")).toBeInTheDocument();
  });

  it("says Start when no lesson is done, and still works without the module titles", async () => {
    mockApi({
      "GET /api/courses/2/learn": jsonResponse(200, buildCoursePlayer({ lessons: [buildOutlineLesson({ id: 11 })], nextLessonId: 11 })),
      "GET /api/courses/2": jsonResponse(500, { message: "Internal error" }),
    });
    renderPlayer();

    expect(await screen.findByRole("link", { name: "Start" })).toHaveAttribute("href", "/courses/2/lessons/11");
    expect(screen.queryByRole("link", { name: "Continue" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Module 1" })).toBeInTheDocument();
  });

  it("says Course complete at 100 % and leads to the certificate", async () => {
    mockApi({
      "GET /api/courses/2/learn": jsonResponse(
        200,
        buildCoursePlayer({
          lessons: LESSONS.map((lesson) => ({ ...lesson, isCompleted: true })),
          nextLessonId: null,
          enrollment: { courseId: 2, enrolledAt: "2025-03-01T10:00:00.000Z", progress: 100, completedAt: "2025-04-01T10:00:00.000Z" },
        }),
      ),
      "GET /api/courses/2": jsonResponse(200, courseDetail),
    });
    renderPlayer();

    expect(await screen.findByText("Course complete")).toBeInTheDocument();
    expect(screen.getByText("100%")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^(Continue|Start)$/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Review from the start" })).toHaveAttribute("href", "/courses/2/lessons/11");
    expect(screen.getByRole("link", { name: "View your certificate" })).toHaveAttribute("href", "/certificates");
  });

  it("sends a student without a plan to pricing", async () => {
    mockApi({
      "GET /api/courses/2/learn": jsonResponse(403, NO_PLAN),
      "GET /api/courses/2": jsonResponse(200, courseDetail),
    });
    renderPlayer();

    expect(await screen.findByRole("heading", { level: 1, name: "A subscription is needed for this course" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View plans" })).toHaveAttribute("href", "/pricing?reason=subscription");
    expect(screen.queryByRole("button", { name: "Enroll" })).not.toBeInTheDocument();
  });

  it("tells a Basic student whose one course is another that the plan does not include this one, in the server's words", async () => {
    mockApi({
      "GET /api/courses/2/learn": jsonResponse(403, { message: ONE_COURSE_ONLY, code: "forbidden", reason: "course.oneCourseOnly" }),
      "GET /api/courses/2": jsonResponse(200, courseDetail),
    });
    renderPlayer();

    expect(await screen.findByRole("heading", { level: 1, name: "Your plan does not include this course" })).toBeInTheDocument();
    expect(screen.getByText(`${ONE_COURSE_ONLY}.`)).toBeInTheDocument();
    expect(screen.queryByText(/An active subscription is required/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Course details" })).toHaveAttribute("href", "/courses/2");
  });

  it("enrols a student who is not enrolled yet and shows the course", async () => {
    let enrolled = false;
    const { requests } = mockApi({
      "GET /api/courses/2/learn": () => (enrolled ? jsonResponse(200, buildCoursePlayer()) : jsonResponse(403, NOT_ENROLLED)),
      "GET /api/courses/2": jsonResponse(200, courseDetail),
      "POST /api/courses/2/enroll": () => {
        enrolled = true;
        return jsonResponse(201, { courseId: 2, enrolledAt: "2025-03-01T10:00:00.000Z", progress: 0, completedAt: null });
      },
    });
    const { user } = renderPlayer();

    expect(await screen.findByRole("heading", { level: 1, name: "You're not enrolled in this course yet" })).toBeInTheDocument();
    expect(await screen.findByText(/Enroll in “Intermediate English”/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Enroll" }));

    expect(await screen.findByRole("link", { name: "Start" })).toHaveAttribute("href", "/courses/2/lessons/101");
    const enrol = requests.find((request) => request.method === "POST");
    expect(enrol?.url).toBe("/api/courses/2/enroll");
    expect(enrol?.headers.get("X-Requested-With")).toBe("fetch");
  });

  it("explains the plan when enrolling is refused for want of one", async () => {
    mockApi({
      "GET /api/courses/2/learn": jsonResponse(403, NOT_ENROLLED),
      "GET /api/courses/2": jsonResponse(200, courseDetail),
      "POST /api/courses/2/enroll": jsonResponse(403, NO_PLAN),
    });
    const { user } = renderPlayer();

    await user.click(await screen.findByRole("button", { name: "Enroll" }));

    expect(await screen.findByRole("link", { name: "View plans" })).toHaveAttribute("href", "/pricing?reason=subscription");
  });

  it("shows Course Not Found for an unknown course and an error with a retry otherwise", async () => {
    mockApi({ "GET /api/courses/9/learn": jsonResponse(404, { message: "Course not found", code: "not_found" }) });
    const { unmount } = renderPlayer("/courses/9/learn");
    expect(await screen.findByRole("heading", { level: 1, name: "Course Not Found" })).toBeInTheDocument();
    unmount();

    let calls = 0;
    mockApi({
      "GET /api/courses/2/learn": () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { message: "Something went wrong", code: "internal" })
          : jsonResponse(200, buildCoursePlayer());
      },
    });
    const { user } = renderPlayer();
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Intermediate English" })).toBeInTheDocument());
  });
});
