import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { FamilyPhonicsPanel } from "./family-phonics-panel";

describe("the parent's phonics view", () => {
  it("shows each child's sounds mastered, practice this week and what to practise next", async () => {
    mockApi({
      "GET /api/phonics/family": jsonResponse(200, [
        { childId: 1, firstName: "Zanele", avatar: "lion", soundsMastered: 4, weeklyPracticeSeconds: 600, practiseNext: ["a", "p", "i"] },
        { childId: 2, firstName: "Sipho", avatar: "owl", soundsMastered: 0, weeklyPracticeSeconds: 45, practiseNext: ["s", "a", "t"] },
      ]),
    });
    renderWithProviders(<FamilyPhonicsPanel />);
    const zanele = await screen.findByRole("listitem", { name: "Zanele" });
    expect(within(zanele).getByText("4")).toBeInTheDocument();
    expect(within(zanele).getByText("10 min")).toBeInTheDocument();
    expect(within(zanele).getByText("a, p, i")).toBeInTheDocument();
    expect(within(screen.getByRole("listitem", { name: "Sipho" })).getByText("45 s")).toBeInTheDocument();
  });

  it("shows nothing without child profiles", async () => {
    const { requests } = mockApi({ "GET /api/phonics/family": jsonResponse(200, []) });
    const { container } = renderWithProviders(<FamilyPhonicsPanel />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });
});
