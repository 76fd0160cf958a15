import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { PricingPlanGrid } from "./pricing-plan-grid";

// The seeded Standard plan (server/db/seed-data/plans.ts) and one line an admin rewrote since.
const EDITED_FEATURE = "Two private lessons every month";
const STANDARD = {
  id: 2,
  name: "Standard",
  price: 39900,
  description: "Every CEFR English course from A1 to C2, with live group classes.",
  features: ["All CEFR English courses, A1 to C2", "Free placement assessment", EDITED_FEATURE],
  audience: "adult",
  billingInterval: "month",
  sortOrder: 2,
  trialDays: 0,
};

function renderGrid() {
  mockApi({ "GET /api/me": jsonResponse(200, buildUser()), "GET /api/subscription-plans": jsonResponse(200, [STANDARD]) });
  return renderWithProviders(<PricingPlanGrid />, { path: "/pricing" });
}

describe("PricingPlanGrid in another language", () => {
  it("shows the seeded description and features in Japanese, and keeps the plan's name", async () => {
    showInterfaceIn("ja");
    renderGrid();

    const card = await screen.findByRole("article", { name: "Standard" });
    expect(within(card).getByRole("heading", { name: "Standard" })).toHaveAttribute("translate", "no");
    expect(within(card).getByText("A1からC2まで、CEFRに沿ったすべての英語コース。ライブのグループレッスン付き。")).toBeInTheDocument();
    expect(within(card).getByText("A1からC2まで、すべてのCEFR英語コース")).toBeInTheDocument();
    expect(within(card).getByText("無料のレベル診断テスト")).toBeInTheDocument();
    expect(within(card).queryByText("Free placement assessment")).not.toBeInTheDocument();
    expect(within(card).queryByText("All CEFR English courses, A1 to C2")).not.toBeInTheDocument();
  });

  it("shows a feature an admin rewrote as written, in English, marked lang=en", async () => {
    showInterfaceIn("ja");
    renderGrid();

    const edited = await screen.findByText(EDITED_FEATURE);
    expect(edited).toHaveAttribute("lang", "en");
    expect(screen.getByText("無料のレベル診断テスト")).not.toHaveAttribute("lang");
  });

  it("shows the seeded texts unchanged in English", async () => {
    renderGrid();

    const card = await screen.findByRole("article", { name: "Standard" });
    expect(within(card).getByText("Every CEFR English course from A1 to C2, with live group classes.")).toBeInTheDocument();
    expect(within(card).getByText("Free placement assessment")).toBeInTheDocument();
  });
});
