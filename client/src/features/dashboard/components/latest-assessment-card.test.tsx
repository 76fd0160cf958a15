import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MyAssessment } from "@shared/api/assessment";
import { mockDashboardApi } from "@/test/builders";
import { jsonResponse } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { FIXED_TEST_ASSESSMENT, PLACEMENT_ASSESSMENT } from "../test/placement-assessment";
import { CurrentLevelBadge } from "./current-level-badge";
import { LatestAssessmentCard } from "./latest-assessment-card";

const renderWith = (assessment: MyAssessment | null) => {
  mockDashboardApi({ extra: { "GET /api/assessments/me": jsonResponse(200, assessment) } });
  return renderWithProviders(
    <>
      <CurrentLevelBadge languageLevel="Beginner (A1)" />
      <LatestAssessmentCard />
    </>,
    { path: "/dashboard" },
  );
};

const card = () => screen.getByText("Latest Assessment").closest("div.rounded-2xl, .h-fit") as HTMLElement;

describe("Dashboard: the latest placement result", () => {
  it("shows an adaptive result's band and name, how many questions it took, and links to the result", async () => {
    renderWith(PLACEMENT_ASSESSMENT);

    expect(await screen.findByText("B2 · Upper Intermediate")).toBeInTheDocument();
    const latest = card();
    expect(await within(latest).findByText("B2")).toBeInTheDocument();
    expect(within(latest).getByText("Upper Intermediate")).toBeInTheDocument();
    expect(within(latest).getByText("Questions").nextElementSibling).toHaveTextContent("17 answered");
    expect(within(latest).getByText("Nov 20, 2026")).toBeInTheDocument();
    expect(within(latest).queryByText("Score")).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "See your result" }).map((link) => link.getAttribute("href"))).toEqual([
      "/assessment",
      "/assessment",
    ]);
  });

  it("still shows an old fixed test's level and score, with no result page to link to", async () => {
    renderWith(FIXED_TEST_ASSESSMENT);

    expect(await screen.findByText("B1-B2 · Intermediate")).toBeInTheDocument();
    const latest = card();
    expect(await within(latest).findByText("3 out of 5")).toBeInTheDocument();
    expect(within(latest).getByText("B1-B2")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "See your result" })).not.toBeInTheDocument();
    expect(within(latest).getByRole("link", { name: "Take New Assessment" })).toHaveAttribute("href", "/assessment");
  });

  it("invites a student without a result to the adaptive test", async () => {
    renderWith(null);

    expect(
      await screen.findByText(
        "You haven't taken the placement assessment yet. Answer 12 to 30 short questions, about 10-15 minutes, to find the courses that fit your level.",
      ),
    ).toBeInTheDocument();
    // The level chosen at registration stands in the header meanwhile.
    expect(screen.getByText("Beginner (A1)")).toBeInTheDocument();
  });
});
