import type { Plan } from "@shared/api/billing";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showInterfaceIn } from "@/test/i18n";
import { PlanBenefits } from "./plan-benefits";

// The seeded kids Starter plan (server/db/seed-data/plans.ts), as checkout (/subscribe/:planId) shows it.
const STARTER = {
  id: 21,
  name: "Starter",
  price: 16900,
  description: "Fun Phonics for one young learner: every sound, game and voice practice.",
  features: ["One child profile (ages 3-12)", "Progress for every sound, with badges"],
  audience: "kids",
  billingInterval: "month",
  sortOrder: 1,
  trialDays: 7,
} as Plan;

describe("PlanBenefits", () => {
  it("shows the plan's seeded description and features in Spanish", () => {
    showInterfaceIn("es");
    render(<PlanBenefits plan={STARTER} />);

    expect(
      screen.getByText("Fun Phonics para un pequeño aprendiz: todos los sonidos, juegos y la práctica con la voz."),
    ).toBeInTheDocument();
    expect(screen.getByText("Un perfil infantil (de 3 a 12 años)")).toBeInTheDocument();
    expect(screen.getByText("Progreso de cada sonido, con insignias")).toBeInTheDocument();
    expect(screen.queryByText("One child profile (ages 3-12)")).not.toBeInTheDocument();
  });
});
