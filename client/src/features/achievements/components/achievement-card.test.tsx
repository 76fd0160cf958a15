import type { MyAchievement } from "@shared/api/achievements";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showInterfaceIn } from "@/test/i18n";
import { AchievementCard } from "./achievement-card";

// As seeded (server/db/seed-data/achievements.ts).
const WEEK_WARRIOR: MyAchievement = {
  id: 4,
  name: "Week Warrior",
  description: "Study every day for 7 days in a row and build a habit that sticks.",
  badgeIcon: "trophy",
  badgeColor: "red",
  points: 300,
  category: "streak",
  requirement: "streak_days",
  requirementValue: 7,
  earnedAt: null,
  progress: 40,
};

describe("AchievementCard", () => {
  it("shows a seeded achievement in Spanish", () => {
    showInterfaceIn("es");
    render(<AchievementCard achievement={WEEK_WARRIOR} />);

    expect(screen.getByRole("heading", { name: "Guerrero de la semana" })).toBeInTheDocument();
    expect(screen.getByText("Estudia todos los días durante 7 días seguidos y crea un hábito que perdure.")).toBeInTheDocument();
    expect(screen.queryByText("Week Warrior")).not.toBeInTheDocument();
    expect(screen.queryByText(/build a habit that sticks/)).not.toBeInTheDocument();
  });

  it("shows an achievement staff wrote since as written, marked as English", () => {
    showInterfaceIn("es");
    render(<AchievementCard achievement={{ ...WEEK_WARRIOR, name: "Month Marathon", description: "Study 30 days in a row." }} />);

    expect(screen.getByText("Month Marathon")).toHaveAttribute("lang", "en");
    expect(screen.getByText("Study 30 days in a row.")).toHaveAttribute("lang", "en");
  });
});
