import { screen, within } from "@testing-library/react";
import { Route } from "wouter";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import CourseDetailScreen from "./course-detail";

const CAN_DO = {
  reading: ["I can understand a short menu."],
  listening: ["I can follow an order at a counter."],
  speaking: ["I can order a meal politely."],
  writing: ["I can write a short review of a café."],
};

const course = (overrides: Record<string, unknown> = {}) => ({
  id: 4,
  slug: "a1-a2",
  title: "Beginner English",
  description: "Your first steps.",
  level: "A1-A2",
  imageUrl: null,
  overview: "",
  features: [],
  requirements: "",
  lessonCount: 20,
  moduleCount: 5,
  totalMinutes: 600,
  guidedHours: 42,
  syllabus: [
    {
      number: 1,
      title: "Eating out",
      description: "Cafés.",
      minutes: 30,
      lessons: [{ id: 1, title: "Menus", estimatedMinutes: 30 }],
      canDo: CAN_DO,
    },
    {
      number: 2,
      title: "Teaching grammar",
      description: "",
      minutes: 30,
      lessons: [{ id: 2, title: "PPP", estimatedMinutes: 30 }],
      outcomes: ["You can stage a PPP lesson."],
      reflectiveTask: { prompt: "Plan a 45-minute lesson for twelve adults. Then reflect on it." },
    },
  ],
  plannedModules: [],
  ...overrides,
});

function renderAt(body: unknown) {
  mockApi({
    "GET /api/me": signedOut(),
    "GET /api/courses/4": jsonResponse(200, body),
    "GET /api/subscription-plans": jsonResponse(200, []),
  });
  return renderWithProviders(<Route path="/courses/:id" component={CourseDetailScreen} />, { path: "/courses/4" });
}

describe("Course detail: guided learning hours and what each module promises", () => {
  it("states the guided learning hours in the facts line and the details", async () => {
    renderAt(course());
    expect(await screen.findByText("20 lessons · 5 modules · 42 guided learning hours")).toBeInTheDocument();
    const details = screen.getByRole("region", { name: "Course Details" });
    expect(within(details).getByText("Guided learning")).toBeInTheDocument();
    expect(within(details).getByText("42 guided learning hours: lessons, module tests and the final assessment")).toBeInTheDocument();
    expect(within(details).queryByText("Study time")).not.toBeInTheDocument();
  });

  it("keeps the lessons' own time when the course states no hours", async () => {
    renderAt(course({ guidedHours: undefined }));
    expect(await screen.findByText("20 lessons · 5 modules · about 10 hours")).toBeInTheDocument();
    expect(screen.getByText("about 10 hours at your own pace")).toBeInTheDocument();
  });

  it("shows a CEFR module's can-do statements by skill, and a TEFL unit's outcomes and reflective task", async () => {
    const { user } = renderAt(course());
    const moduleOne = (await screen.findByRole("heading", { level: 3, name: "Module 1: Eating out" })).closest("li")!;
    await user.click(within(moduleOne).getByText("What you will be able to do"));
    expect(
      within(moduleOne)
        .getAllByRole("heading", { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(["Reading", "Listening", "Speaking", "Writing"]);
    expect(within(moduleOne).getByText("I can order a meal politely.")).toBeVisible();

    const moduleTwo = screen.getByRole("heading", { level: 3, name: "Module 2: Teaching grammar" }).closest("li")!;
    await user.click(within(moduleTwo).getByText("What you will learn"));
    expect(within(moduleTwo).getByText("You can stage a PPP lesson.")).toBeVisible();
    expect(within(moduleTwo).getByText("Plan a 45-minute lesson for twelve adults.")).toBeVisible();
    expect(within(moduleTwo).queryByText(/Then reflect/)).not.toBeInTheDocument();
  });
});
