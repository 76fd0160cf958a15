import type { AchievementSummary, MyAchievementsResponse } from "@shared/api/achievements";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { AchievementsPage } from "./achievements-page";

const summary = (
  id: number,
  name: string,
  category: AchievementSummary["category"],
  requirement: AchievementSummary["requirement"],
  requirementValue: number,
  points: number,
): AchievementSummary => ({
  id,
  name,
  description: `${name} description`,
  badgeIcon: "star",
  badgeColor: "gold",
  points,
  category,
  requirement,
  requirementValue,
});

const CATALOGUE = [
  summary(1, "First Steps", "lessons", "lessons_completed", 1, 50),
  summary(2, "Quick Learner", "lessons", "daily_lessons", 5, 200),
  summary(3, "Perfect Score", "exercises", "perfect_score", 1, 150),
  summary(4, "Week Warrior", "streak", "streak_days", 7, 300),
  summary(5, "Exercise Master", "exercises", "exercises_completed", 25, 250),
  summary(6, "Knowledge Seeker", "lessons", "lessons_completed", 10, 400),
];

const RECORD: MyAchievementsResponse = {
  progress: {
    totalPoints: 1250,
    level: 2,
    currentStreak: 8,
    longestStreak: 8,
    lessonsCompleted: 4,
    exercisesCompleted: 12,
    averageScore: 76,
  },
  achievements: CATALOGUE.map((achievement) => ({
    ...achievement,
    earnedAt: achievement.id === 1 ? "2026-11-21T10:00:00.000Z" : null,
    progress: { 1: 100, 2: 40, 3: 0, 4: 100, 5: 48, 6: 40 }[achievement.id]!,
  })).map((achievement) => (achievement.id === 4 ? { ...achievement, earnedAt: "2026-11-20T10:00:00.000Z" } : achievement)),
};

describe("Achievements page", () => {
  it("shows a student's own figures, level progress, milestones, what was earned and the next badge", async () => {
    const { requests } = mockApi({ "GET /api/me": jsonResponse(200, buildUser()), "GET /api/me/achievements": jsonResponse(200, RECORD) });
    renderWithProviders(<AchievementsPage />);
    expect(await screen.findByText("1,250")).toBeInTheDocument();
    expect(screen.getByText("250 / 1,000 points to level 3")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Progress to level 3" })).toHaveAttribute("aria-valuenow", "25");
    const onARoll = screen.getByText("On a Roll").closest("li")!;
    expect(within(onARoll).getByText("Reached")).toBeInTheDocument();
    const highAchiever = screen.getByText("High Achiever").closest("li")!;
    expect(within(highAchiever).getByText("Locked")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Earned achievements (2)" })).toBeInTheDocument();
    expect(screen.getByText("Earned Nov 21, 2026")).toBeInTheDocument();
    const next = screen.getByRole("heading", { name: "Next badge" }).closest("section")!;
    expect(within(next).getByText("Exercise Master")).toBeInTheDocument();
    expect(within(next).getByText("48%")).toBeInTheDocument();
    expect(screen.queryByText(/This is an example/)).not.toBeInTheDocument();
    expect(requests.some((request) => request.url === "/api/achievements")).toBe(false);
  });

  it("shows the overview in Spanish, the seeded achievements' names translated", async () => {
    showInterfaceIn("es");
    mockApi({ "GET /api/me": jsonResponse(200, buildUser()), "GET /api/me/achievements": jsonResponse(200, RECORD) });
    renderWithProviders(<AchievementsPage />);

    expect(await screen.findByText("Puntos totales")).toBeInTheDocument();
    expect(screen.getByText("250 / 1000 puntos para el nivel 3")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Progreso hacia el nivel 3" })).toBeInTheDocument();
    expect(within(screen.getByText("Imparable").closest("li")!).getByText("Conseguido")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Logros conseguidos (2)" })).toBeInTheDocument();
    expect(screen.getByText("Maestro de los ejercicios")).toBeInTheDocument();
    expect(screen.queryByText("Exercise Master")).not.toBeInTheDocument();
    expect(screen.queryByText("On a Roll")).not.toBeInTheDocument();
    expect(screen.queryByText("Total points")).not.toBeInTheDocument();
  });

  it("shows a category's achievements in its tab", async () => {
    mockApi({ "GET /api/me": jsonResponse(200, buildUser()), "GET /api/me/achievements": jsonResponse(200, RECORD) });
    const { user } = renderWithProviders(<AchievementsPage />);
    await user.click(await screen.findByRole("tab", { name: "Exercises" }));
    const panel = screen.getByRole("tabpanel");
    expect(
      within(panel)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Perfect Score", "Exercise Master"]);
    await user.click(screen.getByRole("tab", { name: "Streaks" }));
    expect(within(screen.getByRole("tabpanel")).getByText("Earned Nov 20, 2026")).toBeInTheDocument();
  });

  it("shows visitors the sample record, labelled as an example, with a call to register", async () => {
    const { requests } = mockApi({ "GET /api/me": signedOut(), "GET /api/achievements": jsonResponse(200, { achievements: CATALOGUE }) });
    renderWithProviders(<AchievementsPage />);
    expect(await screen.findByText("1,750")).toBeInTheDocument();
    expect(screen.getByText(/This is an example/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(screen.getByText("750 / 1,000 points to level 3")).toBeInTheDocument();
    expect(screen.getByText("12 days")).toBeInTheDocument();
    expect(screen.getByText("87%")).toBeInTheDocument();
    // The 1st, 3rd and 4th achievements are shown as earned.
    expect(screen.getByRole("heading", { name: "Earned achievements (3)" })).toBeInTheDocument();
    expect(requests.some((request) => request.url === "/api/me/achievements")).toBe(false);
  });

  it("shows the wait, then a failure with a way to try again", async () => {
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/me/achievements": jsonResponse(500, { message: "Server unavailable" }),
    });
    renderWithProviders(<AchievementsPage />);
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(await screen.findByText("Server unavailable")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
