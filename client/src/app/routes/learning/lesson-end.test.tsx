import { screen, waitFor, within } from "@testing-library/react";
import { Route, Switch } from "wouter";
import { describe, expect, it } from "vitest";
import type { AchievementSummary } from "@shared/api/achievements";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { buildExercise, buildLesson, buildResultResponse } from "@/test/learning-builders";
import { renderWithProviders } from "@/test/render";
import LessonScreen from "./lesson";

const GREETING = buildExercise(
  { type: "multiple_choice", question: "Which word is a greeting?", options: ["Goodbye", "Hello", "Table"] },
  { id: 61, title: "Pick the greeting" },
);
const POLITE = buildExercise(
  { type: "multiple_choice", question: "Which is polite?", options: ["Give me", "Could I have"] },
  { id: 62, title: "Polite requests" },
);

const PERFECT_SCORE: AchievementSummary = {
  id: 3,
  name: "Perfect Score",
  description: "Answer every question correctly in an exercise and earn a flawless 100%.",
  badgeIcon: "target",
  badgeColor: "gold",
  points: 150,
  category: "exercises",
  requirement: "perfect_score",
  requirementValue: 1,
};

function renderLesson() {
  return renderWithProviders(
    <Switch>
      <Route path="/courses/:id/lessons/:lessonId" component={LessonScreen} />
    </Switch>,
    { path: "/courses/2/lessons/101" },
  );
}

type User = ReturnType<typeof renderLesson>["user"];

async function answer(user: User, title: string, option: RegExp) {
  const exercise = await screen.findByRole("region", { name: title });
  await user.click(within(exercise).getByRole("radio", { name: option }));
  await user.click(within(exercise).getByRole("button", { name: "Check answer" }));
  return exercise;
}

describe("The end of an answer and of a lesson", () => {
  it("shows an achievement with the answer that earned it, never over the next exercise's wrong answer", async () => {
    mockApi({
      "GET /api/lessons/101": jsonResponse(200, buildLesson({ exercises: [GREETING, POLITE] })),
      "POST /api/exercises/61/results": jsonResponse(201, buildResultResponse({ newAchievements: [PERFECT_SCORE] })),
      "POST /api/exercises/62/results": jsonResponse(
        201,
        buildResultResponse({
          score: 0,
          passed: false,
          pointsEarned: 0,
          feedback: [{ label: "Which is polite?", isCorrect: false, given: "Give me", expected: "Could I have" }],
        }),
      ),
    });
    const { user } = renderLesson();

    const greeting = await answer(user, "Pick the greeting", /Hello/);
    const result = within(greeting).getByRole("status");
    expect(await within(result).findByText("Achievement unlocked!")).toBeInTheDocument();
    expect(result).toHaveTextContent("Correct! 1 of 1+10 pointsAchievement unlocked! Perfect Score: +150 points.");

    await user.click(screen.getByRole("button", { name: "Next exercise" }));
    const polite = await answer(user, "Polite requests", /Give me/);
    expect(await within(polite).findByText("Not quite: 0 of 1 — try again")).toBeInTheDocument();
    expect(screen.queryByText(/Achievement unlocked|Perfect Score/)).not.toBeInTheDocument();
  });

  it("offers the next lesson once when the lesson is completed, and keeps the way back", async () => {
    mockApi({
      "GET /api/lessons/101": jsonResponse(200, buildLesson({ exercises: [POLITE], previousLessonId: 100, nextLessonId: 102 })),
      "POST /api/exercises/62/results": jsonResponse(201, buildResultResponse({ lessonCompleted: true, courseProgress: 40 })),
    });
    const { user } = renderLesson();
    const lessons = await screen.findByRole("navigation", { name: "Lessons" });
    expect(within(lessons).getByRole("link", { name: "Next lesson" })).toHaveAttribute("href", "/courses/2/lessons/102");

    await answer(user, "Polite requests", /Could I have/);

    const panel = (await screen.findByRole("heading", { name: "Lesson complete!" })).closest("section")!;
    const forward = screen.getAllByRole("link").filter((link) => link.getAttribute("href") === "/courses/2/lessons/102");
    expect(forward).toEqual([within(panel).getByRole("link", { name: "Start next lesson" })]);
    expect(within(screen.getByRole("navigation", { name: "Lessons" })).getByRole("link", { name: "Previous lesson" })).toHaveAttribute(
      "href",
      "/courses/2/lessons/100",
    );
  });

  it("leaves no empty navigation after completing the first lesson, whose panel offers the next", async () => {
    mockApi({
      "GET /api/lessons/101": jsonResponse(200, buildLesson({ exercises: [POLITE], previousLessonId: null, nextLessonId: 102 })),
      "POST /api/exercises/62/results": jsonResponse(201, buildResultResponse({ lessonCompleted: true, courseProgress: 10 })),
    });
    const { user } = renderLesson();

    await answer(user, "Polite requests", /Could I have/);

    expect(await screen.findByRole("link", { name: "Start next lesson" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("navigation", { name: "Lessons" })).not.toBeInTheDocument());
    expect(screen.queryByRole("link", { name: "Next lesson" })).not.toBeInTheDocument();
  });
});
