import { screen, waitFor } from "@testing-library/react";
import { Route } from "wouter";
import { describe, expect, it } from "vitest";
import { ENROLL_NEEDS_SUBSCRIPTION } from "@shared/api/learning";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import CourseDetailScreen from "./course-detail";

const modules = [
  { title: "Foundations", weeks: 2, description: "Greetings and introductions" },
  { title: "Everyday life", weeks: 3, description: "Shopping and travel" },
  { title: "Grammar in use", weeks: 2, description: "Present and past tenses" },
  { title: "Listening and speaking", weeks: 3, description: "Conversations" },
  { title: "Review and assessment", weeks: 2, description: "Final project" },
];

const courseDetail = (overrides: Record<string, unknown> = {}) => ({
  id: 2,
  slug: "b1-b2",
  title: "Intermediate English",
  description: "Speak with confidence at work and on holiday.",
  level: "B1-B2",
  imageUrl: null,
  overview: "A twelve-week course for independent users of English.",
  features: ["Discuss news and opinions", "Write clear emails"],
  modules,
  durationWeeks: 12,
  requirements: "A2 level or the placement assessment",
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
  it("reads one course and shows its overview, features, five modules and details", async () => {
    const { requests } = mockApi({
      "GET /api/me": signedOut(),
      "GET /api/courses/2": jsonResponse(200, courseDetail()),
      "GET /api/subscription-plans": jsonResponse(200, PLANS),
    });
    renderAt("/courses/2");

    expect(await screen.findByRole("heading", { level: 1, name: "Intermediate English" })).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain("/api/courses/2");
    expect(requests.map((request) => request.url)).not.toContain("/api/courses");
    expect(screen.getByText("A twelve-week course for independent users of English.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What you'll learn" })).toBeInTheDocument();
    expect(screen.getByText("Write clear emails")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3, name: /^Module \d:/ })).toHaveLength(5);
    expect(screen.getAllByText("2 weeks")).toHaveLength(3);
    expect(screen.getAllByText("3 weeks")).toHaveLength(2);
    expect(screen.getByText("12 weeks")).toBeInTheDocument();
    expect(screen.getByText("Certificate of completion")).toBeInTheDocument();
    expect(screen.getByText("A2 level or the placement assessment")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Take Placement Assessment/ })).toHaveAttribute("href", "/assessment");
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
      "POST /api/courses/2/enroll": jsonResponse(403, { message: ENROLL_NEEDS_SUBSCRIPTION, code: "forbidden" }),
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
});
