import { screen, waitFor, within } from "@testing-library/react";
import { Route } from "wouter";
import { describe, expect, it } from "vitest";
import { ENROLL_NEEDS_SUBSCRIPTION } from "@shared/api/learning";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import CourseDetailScreen from "./course-detail";

const syllabus = [
  {
    number: 1,
    title: "Telling stories",
    description: "Narrative tenses",
    minutes: 45,
    lessons: [
      { id: 21, title: "Past simple and past continuous", estimatedMinutes: 25 },
      { id: 22, title: "Sequencing words", estimatedMinutes: 20 },
    ],
  },
  { number: 2, title: "Opinions", description: "", minutes: 20, lessons: [{ id: 23, title: "Giving your opinion", estimatedMinutes: 20 }] },
];

const courseDetail = (overrides: Record<string, unknown> = {}) => ({
  id: 2,
  slug: "b1-b2",
  title: "Intermediate English",
  description: "Speak with confidence at work and on holiday.",
  level: "B1-B2",
  imageUrl: "/images/courses/b1-b2.svg",
  overview: "A course for independent users of English.",
  features: ["Discuss news and opinions", "Write clear emails"],
  requirements: "A2 level or the placement assessment",
  lessonCount: 3,
  moduleCount: 2,
  totalMinutes: 65,
  syllabus,
  plannedModules: [],
  ...overrides,
});

const plan = (id: number, name: string) => ({
  id,
  name,
  price: 39900,
  description: `${name} plan`,
  features: [],
  audience: "adult",
  billingInterval: "month",
  sortOrder: id,
});
const PLANS = [plan(11, "Basic"), plan(12, "Standard"), plan(13, "Premium")];

function renderAt(path: string) {
  return renderWithProviders(<Route path="/courses/:id" component={CourseDetailScreen} />, { path });
}

describe("Course detail screen", () => {
  it("reads one course and shows its overview, features, real syllabus and figures computed from the lessons", async () => {
    const { requests } = mockApi({
      "GET /api/me": signedOut(),
      "GET /api/courses/2": jsonResponse(200, courseDetail()),
      "GET /api/subscription-plans": jsonResponse(200, PLANS),
    });
    renderAt("/courses/2");

    expect(await screen.findByRole("heading", { level: 1, name: "Intermediate English" })).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain("/api/courses/2");
    expect(requests.map((request) => request.url)).not.toContain("/api/courses");
    expect(screen.getByText("A course for independent users of English.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What you'll learn" })).toBeInTheDocument();
    expect(screen.getByText("Write clear emails")).toBeInTheDocument();
    expect(screen.getByText("3 lessons · 2 modules · about 1 hour")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3, name: /^Module \d:/ }).map((heading) => heading.textContent)).toEqual([
      "Module 1: Telling stories",
      "Module 2: Opinions",
    ]);
    expect(screen.getByText("2 lessons · 45 min")).toBeInTheDocument();
    const firstLesson = screen.getByText("Past simple and past continuous").closest("li")!;
    expect(within(firstLesson).getByText("25 min")).toBeInTheDocument();
    expect(screen.getByText("3 lessons in 2 modules")).toBeInTheDocument();
    expect(screen.getByText("about 1 hour at your own pace")).toBeInTheDocument();
    expect(screen.queryByText(/weeks?\b/)).not.toBeInTheDocument();
    expect(screen.queryByText("Not available yet")).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Illustration for the Intermediate English course" })).toHaveAttribute(
      "src",
      "/images/courses/b1-b2.svg",
    );
    expect(screen.getByText("Certificate of completion")).toBeInTheDocument();
    expect(screen.getByText("A2 level or the placement assessment")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Take Placement Assessment/ })).toHaveAttribute("href", "/assessment");
  });

  it("shows an authored one-lesson course as it is: a drawn cover, 1 lesson of 10 min, no overview, planned modules named as such", async () => {
    mockApi({
      "GET /api/me": signedOut(),
      "GET /api/courses/9": jsonResponse(
        200,
        courseDetail({
          id: 9,
          title: "Small Talk Starter",
          level: "A1-A2",
          imageUrl: null,
          overview: "",
          features: [],
          requirements: "",
          lessonCount: 1,
          moduleCount: 1,
          totalMinutes: 10,
          syllabus: [
            { number: 1, title: "", description: "", minutes: 10, lessons: [{ id: 90, title: "The weather", estimatedMinutes: 10 }] },
          ],
          plannedModules: [{ number: 2, title: "Small talk at work" }],
        }),
      ),
      "GET /api/subscription-plans": jsonResponse(200, PLANS),
    });
    renderAt("/courses/9");

    expect(await screen.findByRole("heading", { level: 1, name: "Small Talk Starter" })).toBeInTheDocument();
    const cover = screen.getByRole("img", { name: "Illustration for the Small Talk Starter course" });
    expect(cover.tagName.toLowerCase()).toBe("svg");
    expect(screen.getByText("1 lesson · 1 module · 10 min")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Module 1" })).toBeInTheDocument();
    expect(screen.getByText("The weather")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Course Overview" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "What you'll learn" })).not.toBeInTheDocument();
    expect(screen.getByText("Not available yet")).toBeInTheDocument();
    expect(screen.getByText(/Module 2: Small talk at work\. These modules have no lessons yet\./)).toBeInTheDocument();
    expect(screen.queryByText(/12 weeks/)).not.toBeInTheDocument();
  });

  it("sends a visitor's Enroll Now to sign in, coming back to the course", async () => {
    mockApi({
      "GET /api/me": signedOut(),
      "GET /api/courses/2": jsonResponse(200, courseDetail()),
      "GET /api/subscription-plans": jsonResponse(200, PLANS),
    });
    renderAt("/courses/2");

    expect(await screen.findByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", "/login?redirect=/courses/2");
  });

  it("names the plan that includes a TEFL level", async () => {
    mockApi({
      "GET /api/courses/5": jsonResponse(200, courseDetail({ id: 5, title: "TEFL Level 5", level: "TEFL Level 5" })),
      "GET /api/subscription-plans": jsonResponse(200, PLANS),
    });
    renderAt("/courses/5");

    expect(await screen.findByText("Included in the Premium plan")).toBeInTheDocument();
  });

  it("enrols a signed-in student and opens the course player", async () => {
    const { requests } = mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/me/courses": jsonResponse(200, { enrolled: [], recommended: [] }),
      "GET /api/courses/2": jsonResponse(200, courseDetail()),
      "GET /api/subscription-plans": jsonResponse(200, PLANS),
      "POST /api/courses/2/enroll": jsonResponse(201, {
        courseId: 2,
        enrolledAt: "2025-03-01T10:00:00.000Z",
        progress: 0,
        completedAt: null,
      }),
    });
    const { user, currentPath } = renderAt("/courses/2");

    const enroll = await screen.findByRole("button", { name: "Enroll Now" });
    await waitFor(() => expect(enroll).toBeEnabled());
    await user.click(enroll);

    await waitFor(() => expect(currentPath()).toBe("/courses/2/learn"));
    expect(requests.filter((request) => request.method === "POST").map((request) => request.url)).toEqual(["/api/courses/2/enroll"]);
  });

  it("sends a student without a plan to pricing with the reason", async () => {
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/me/courses": jsonResponse(200, { enrolled: [], recommended: [] }),
      "GET /api/courses/2": jsonResponse(200, courseDetail()),
      "GET /api/subscription-plans": jsonResponse(200, PLANS),
      "POST /api/courses/2/enroll": jsonResponse(403, {
        message: ENROLL_NEEDS_SUBSCRIPTION,
        code: "forbidden",
        reason: "course.subscriptionRequired",
      }),
    });
    const { user, currentPath } = renderAt("/courses/2");

    const enroll = await screen.findByRole("button", { name: "Enroll Now" });
    await waitFor(() => expect(enroll).toBeEnabled());
    await user.click(enroll);

    await waitFor(() => expect(currentPath()).toBe("/pricing?reason=subscription"));
  });

  it("tells the student when enrolling fails for another reason, and stays", async () => {
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/me/courses": jsonResponse(500, { message: "Internal error" }),
      "GET /api/courses/2": jsonResponse(200, courseDetail()),
      "GET /api/subscription-plans": jsonResponse(200, PLANS),
      "POST /api/courses/2/enroll": jsonResponse(503, { message: "The service is busy, please try again", code: "unavailable" }),
    });
    const { user, currentPath } = renderAt("/courses/2");

    const enroll = await screen.findByRole("button", { name: "Enroll Now" });
    await waitFor(() => expect(enroll).toBeEnabled());
    await user.click(enroll);

    expect(await screen.findByText("Enrollment failed")).toBeInTheDocument();
    expect(screen.getByText("The service is busy, please try again")).toBeInTheDocument();
    expect(currentPath()).toBe("/courses/2");
  });

  it("offers an enrolled student Continue learning instead", async () => {
    const { requests } = mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/me/courses": jsonResponse(200, {
        enrolled: [{ id: 2, slug: "b1-b2", title: "Intermediate English", level: "B1-B2", imageUrl: null, progress: 40 }],
        recommended: [],
      }),
      "GET /api/courses/2": jsonResponse(200, courseDetail()),
      "GET /api/subscription-plans": jsonResponse(200, PLANS),
    });
    renderAt("/courses/2");

    expect(await screen.findByRole("link", { name: "Continue learning" })).toHaveAttribute("href", "/courses/2/learn");
    expect(screen.queryByRole("button", { name: "Enroll Now" })).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === "POST")).toBe(false);
  });

  it("leads a student who finished the course to the certificate, with the lessons to review", async () => {
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/me/courses": jsonResponse(200, {
        enrolled: [
          {
            id: 2,
            slug: "b1-b2",
            title: "Intermediate English",
            level: "B1-B2",
            imageUrl: null,
            progress: 100,
            completedAt: "2026-11-20T09:00:00.000Z",
            certificateNumber: "CC-2-DONE",
          },
        ],
        recommended: [],
        recommendedFor: null,
      }),
      "GET /api/courses/2": jsonResponse(200, courseDetail()),
      "GET /api/subscription-plans": jsonResponse(200, PLANS),
    });
    renderAt("/courses/2");

    expect(await screen.findByRole("link", { name: "View your certificate" })).toHaveAttribute("href", "/certificates");
    expect(screen.getByRole("link", { name: "Review the course" })).toHaveAttribute("href", "/courses/2/learn");
    expect(screen.queryByRole("link", { name: "Continue learning" })).not.toBeInTheDocument();
  });

  it("shows 'Course Not Found' with a way back for a missing course", async () => {
    mockApi({ "GET /api/courses/99": jsonResponse(404, { message: "Course not found" }) });
    renderAt("/courses/99");

    expect(await screen.findByRole("heading", { level: 1, name: "Course Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Sorry, the course you're looking for doesn't exist or there was an error loading it.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Courses" })).toHaveAttribute("href", "/courses");
  });

  it("shows 'Course Not Found' when loading fails", async () => {
    mockApi({ "GET /api/courses/2": jsonResponse(500, { message: "Internal error" }) });
    renderAt("/courses/2");

    expect(await screen.findByRole("heading", { level: 1, name: "Course Not Found" })).toBeInTheDocument();
  });

  it("shows 'Course Not Found' for an address that names no course, without asking the server", async () => {
    const { requests } = mockApi({});
    renderAt("/courses/abc");

    expect(await screen.findByRole("heading", { level: 1, name: "Course Not Found" })).toBeInTheDocument();
    expect(requests.some((request) => request.url.startsWith("/api/courses"))).toBe(false);
  });

  it("shows the page around the course in Japanese, the course's own texts staying English", async () => {
    mockApi({
      "GET /api/me": signedOut(),
      "GET /api/courses/2": jsonResponse(200, courseDetail()),
      "GET /api/subscription-plans": jsonResponse(200, PLANS),
    });
    showInterfaceIn("ja");
    renderAt("/courses/2");

    expect(await screen.findByRole("heading", { level: 1, name: "Intermediate English" })).toHaveAttribute("lang", "en");
    expect(screen.getByText("3 レッスン · 2 モジュール · 約 1 時間")).toBeInTheDocument();
    const details = screen.getByRole("region", { name: "コースの詳細" });
    expect(within(details).getByText("自分のペースで約 1 時間")).toBeInTheDocument();
    expect(within(details).getByText("A2 level or the placement assessment")).toHaveAttribute("lang", "en");
    expect(screen.getByRole("heading", { level: 3, name: "モジュール 1：Telling stories" })).toBeInTheDocument();
    expect(screen.getByText("2 レッスン · 45 分")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "学べること" })).toBeInTheDocument();
    expect(screen.queryByText("Course Details")).not.toBeInTheDocument();
    expect(screen.queryByText(/lessons/)).not.toBeInTheDocument();
  });
});
