import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { COURSES, completed, RESULT } from "../test/builders";
import { PlacementAssessment } from "./placement-assessment";

function renderResult(state = completed(false), courses = jsonResponse(200, COURSES)) {
  mockApi({
    "GET /api/me": signedOut(),
    "GET /api/placement-tests/current": jsonResponse(200, state),
    "GET /api/courses": courses,
  });
  return renderWithProviders(<PlacementAssessment />, { path: "/assessment" });
}

describe("Placement test: the result", () => {
  it("shows the band large with the confidence in words", async () => {
    renderResult();

    expect(await screen.findByRole("heading", { level: 2, name: "B1 · Intermediate" })).toBeInTheDocument();
    expect(screen.getByText("We are fairly sure of this level; you may be close to B2.")).toBeInTheDocument();
    expect(screen.getByText("14 questions answered")).toBeInTheDocument();
  });

  it("lists the chance of every level as text, the placed one marked in words", async () => {
    renderResult();
    const section = await screen.findByRole("region", { name: "How sure we are of each level" });
    const rows = within(section).getAllByRole("listitem");

    expect(rows.map((row) => row.textContent)).toEqual([
      "A1 · Beginner0%",
      "A2 · Elementary9%",
      "B1 · IntermediateYour level74%",
      "B2 · Upper Intermediate16%",
      "C1 · Advanced1%",
      "C2 · Proficient0%",
    ]);
    expect(within(section).getAllByText("Your level")).toHaveLength(1);
  });

  it("shows each skill's level and marks a rough estimate", async () => {
    renderResult();
    const section = await screen.findByRole("region", { name: "Your skills" });
    const terms = within(section)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const definitions = within(section)
      .getAllByRole("definition")
      .map((definition) => definition.textContent);

    expect(terms).toEqual(["Reading", "Listening", "Grammar & vocabulary"]);
    expect(definitions).toEqual([
      "B1 · Intermediate5 questions",
      "A2 · Elementary6 questions",
      "B2 · Upper Intermediate3 questions, rough estimate",
    ]);
  });

  it("says what a learner at the level can do and links the course to start, by its title", async () => {
    renderResult();
    const canDo = await screen.findByRole("region", { name: "What you can do at this level" });
    expect(
      within(canDo)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(RESULT.canDo);

    const start = screen.getByRole("region", { name: "Where to start" });
    expect(await within(start).findByText("Intermediate English")).toBeInTheDocument();
    expect(within(start).getByRole("link", { name: "View course: Intermediate English" })).toHaveAttribute("href", "/courses/2");
  });

  it("offers the catalogue when no course of the level exists", async () => {
    renderResult(
      completed(false, { ...RESULT, band: "C2", bandName: "Proficient", courseLevel: "C1-C2" }),
      jsonResponse(200, COURSES.slice(0, 2)),
    );
    const start = await screen.findByRole("region", { name: "Where to start" });

    expect(await within(start).findByText(/The C1-C2 course is on its way\./)).toBeInTheDocument();
    expect(within(start).getByRole("link", { name: "Browse all courses" })).toHaveAttribute("href", "/courses");
  });

  it("tells a visitor the result is not saved, with Register and Sign In back to this page", async () => {
    renderResult();

    expect(await screen.findByText("Your result has not been saved.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register?redirect=/assessment");
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login?redirect=/assessment");
    expect(screen.queryByRole("link", { name: "Go to Dashboard" })).not.toBeInTheDocument();
  });

  it("says when the time limit ended the test", async () => {
    renderResult(completed(false, { ...RESULT, endReason: "time_limit", itemsAnswered: 9 }));

    expect(
      await screen.findByText("9 questions answered. The time ran out, so the result rests on the questions you answered."),
    ).toBeInTheDocument();
  });
});
