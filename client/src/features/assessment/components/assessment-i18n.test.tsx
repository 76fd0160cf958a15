import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PlacementResult } from "@shared/api/placement";
import { CAN_DO_OF_BAND } from "@shared/placement/can-do";
import { CEFR_BANDS } from "@shared/placement/bands";
import { jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { translate } from "@/i18n/use-t";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { CAN_DO_IDS } from "../result-texts";
import { COURSES, completed, inProgress, RESULT } from "../test/builders";
import { AssessmentHero } from "./assessment-hero";
import { PlacementAssessment } from "./placement-assessment";

// The result as the server writes it: the can-do statements of shared/placement/can-do.ts.
const B1_RESULT: PlacementResult = {
  ...RESULT,
  confidenceText: "We are fairly sure of this level; you may be close to B2 (Upper Intermediate).",
  canDo: [...CAN_DO_OF_BAND.B1],
};

function renderAssessment(current: unknown) {
  mockApi({
    "GET /api/me": signedOut(),
    "GET /api/placement-tests/current": jsonResponse(200, current),
    "GET /api/courses": jsonResponse(200, COURSES),
  });
  return renderWithProviders(
    <AssessmentHero>
      <PlacementAssessment />
    </AssessmentHero>,
    { path: "/assessment" },
  );
}

describe("Placement test in other languages", () => {
  it("shows the start screen in Spanish", async () => {
    showInterfaceIn("es");
    renderAssessment(null);

    expect(await screen.findByRole("heading", { name: "Descubre tu nivel de inglés" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Prueba de nivel" })).toBeInTheDocument();
    expect(screen.getByText("12-30 preguntas")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Empezar la prueba" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Inicia sesión" })).toHaveAttribute("href", "/login?redirect=/assessment");
    expect(screen.queryByText("Find your English level")).not.toBeInTheDocument();
  });

  it("keeps the question in English on a Japanese page", async () => {
    showInterfaceIn("ja");
    renderAssessment(inProgress());

    expect(await screen.findByRole("heading", { name: "問題1" })).toBeInTheDocument();
    expect(screen.getByText("読解")).toBeInTheDocument();
    expect(screen.getByText(/Sam works in a bakery/)).toHaveAttribute("lang", "en");
    expect(screen.getByRole("group", { name: "Why does Sam go to bed early?" })).toBeInTheDocument();
    expect(screen.getByText("残り時間")).toBeInTheDocument();
  });

  it("shows the result in Japanese: the band's name, the confidence, the skills and what the learner can do", async () => {
    showInterfaceIn("ja");
    renderAssessment(completed(false, B1_RESULT));

    expect(await screen.findByRole("heading", { level: 2, name: "B1 · 中級" })).toBeInTheDocument();
    expect(screen.getByText("このレベルである可能性が高いですが、B2（中上級）に近いかもしれません。")).toBeInTheDocument();
    expect(screen.getByText("14問に回答")).toBeInTheDocument();
    const skills = screen.getByRole("region", { name: "技能ごとのレベル" });
    expect(
      within(skills)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["読解", "リスニング", "文法・語彙"]);
    expect(within(skills).getByText("3問、おおよその目安")).toBeInTheDocument();
    const canDo = screen.getByRole("region", { name: "このレベルでできること" });
    expect(within(canDo).getAllByRole("listitem")).toHaveLength(4);
    expect(within(canDo).getByText("英語が話されている地域を旅行するとき、ほとんどの場面に対応できます。")).toBeInTheDocument();
    expect(screen.queryByText(/You can/)).not.toBeInTheDocument();
    expect(screen.queryByText("Intermediate", { exact: false })).not.toBeInTheDocument();
  });

  it("keeps a can-do statement it does not know as the server wrote it", async () => {
    showInterfaceIn("de");
    renderAssessment(completed(false));

    const canDo = await screen.findByRole("region", { name: "Was Sie auf dieser Stufe können" });
    expect(within(canDo).getByText("You can deal with most situations while travelling.")).toBeInTheDocument();
  });
});

describe("Can-do statements", () => {
  // The tests run in English: each id's message is the statement the server sends.
  it("have one id each, whose English is the statement of shared/placement/can-do.ts", () => {
    for (const band of CEFR_BANDS) {
      const ids = CAN_DO_IDS[band];
      expect(ids).toHaveLength(CAN_DO_OF_BAND[band].length);
      ids.forEach((id, index) => expect(translate(id)).toBe(CAN_DO_OF_BAND[band][index]));
    }
  });
});
