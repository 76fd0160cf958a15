import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { buildCourseTests, buildGrading, buildTestSummary } from "../test/builders";
import { CertificateRequirements } from "./certificate-requirements";

const itemsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

const MIXED = buildCourseTests({
  tests: [
    buildTestSummary({ id: 5, module: 1, title: "Module 1 test", bestScore: 75, isPassed: true }),
    buildTestSummary({ id: 6, module: 2, title: "Module 2 test" }),
    buildTestSummary({ id: 9, kind: "final", module: 0, title: "Final assessment", passPercent: 70, isAvailable: false }),
  ],
  requirements: { lessonsTotal: 4, lessonsCompleted: 2, finalPassed: false, tasksTotal: 0, tasksSubmitted: 0 },
  grading: buildGrading({
    moduleTests: [
      { testId: 5, module: 1, title: "Module 1 test", weight: 20, bestScore: 75 },
      { testId: 6, module: 2, title: "Module 2 test", weight: 20, bestScore: null },
    ],
    moduleTestsAverage: 38,
    finalNeeds: [
      { grade: "Pass", finalScore: 70 },
      { grade: "Merit", finalScore: 91 },
      { grade: "Distinction", finalScore: null },
    ],
  }),
});

describe("Your certificate needs: the grade's rule before the certificate (D31)", () => {
  it("lists the final and each module test with its weight, an untaken test as counting 0 %, and what the final needs as the server worked it out", () => {
    renderWithProviders(<CertificateRequirements data={MIXED} />);
    const grade = screen.getByRole("region", { name: "How your grade is worked out" });
    expect(grade).toHaveTextContent(
      "Your grade comes from a score: 60 % your best final assessment and 40 % the average of your best module tests. A score of 85 or more is a Distinction, 70 or more a Merit, below that a Pass.",
    );
    const [parts, needs] = within(grade).getAllByRole("list") as [HTMLElement, HTMLElement];
    expect(itemsOf(parts)).toEqual([
      "Final assessment · 60 % of the gradenot taken yet",
      "Module 1 test · 20 % of the gradebest score 75 %",
      "Module 2 test · 20 % of the gradenot taken yet: counts as 0 %",
    ]);
    // Staff's test titles are English on every interface.
    expect(within(parts).getByText("Module 2 test")).toHaveAttribute("lang", "en");
    expect(grade).toHaveTextContent("With your module tests as they stand (an average of 38 %), the final assessment needs:");
    expect(itemsOf(needs)).toEqual([
      "Pass: 70 % or more",
      "Merit: 91 % or more",
      "Distinction: out of reach with your module tests as they stand",
    ]);
    expect(grade).toHaveTextContent(
      "Your grade is fixed when the certificate is issued, as soon as everything listed above is done. Take the module tests before you pass the final assessment, so that they count.",
    );
  });

  it("shows the grade so far once the final is passed, and the grade issued once the certificate is", () => {
    const waiting = buildCourseTests({
      requirements: { lessonsTotal: 1, lessonsCompleted: 1, finalPassed: true, tasksTotal: 1, tasksSubmitted: 0 },
      grading: buildGrading({ finalBest: 80, soFar: { score: 68, grade: "Pass" }, finalNeeds: [] }),
    });
    const { unmount } = renderWithProviders(<CertificateRequirements data={waiting} />);
    expect(screen.getByText("With your scores so far, your certificate would say Pass (a score of 68).")).toBeInTheDocument();
    expect(screen.getByText("best score 80 %")).toBeInTheDocument();
    unmount();

    const issued = buildCourseTests({
      grading: buildGrading({ finalBest: 80, issued: { certificateNumber: "CC-2026-ABCD2345", kind: "graded", grade: "Merit" } }),
    });
    renderWithProviders(<CertificateRequirements data={issued} />);
    expect(screen.getByText("Your certificate CC-2026-ABCD2345 was issued with the grade Merit.")).toBeInTheDocument();
    expect(screen.queryByText(/fixed when the certificate is issued/)).not.toBeInTheDocument();
    expect(screen.queryByText(/needs:/)).not.toBeInTheDocument();
  });

  it("says a course without a final gives a certificate of completion without a grade, and states no hours under one", () => {
    renderWithProviders(
      <CertificateRequirements
        data={buildCourseTests({
          tests: [],
          requirements: { lessonsTotal: 1, lessonsCompleted: 0, finalPassed: false, tasksTotal: 0, tasksSubmitted: 0 },
          guidedHours: 0,
          grading: { kind: "completion", issued: null },
        })}
      />,
    );
    const needs = screen.getByRole("region", { name: "Your certificate needs" });
    expect(itemsOf(needs)).toEqual(["Lessons completed: 0 of 1 (to do)"]);
    expect(needs).toHaveTextContent(
      "This course has no final assessment, so its certificate records that you completed it, without a grade.",
    );
    expect(needs).toHaveTextContent("Your progress reaches 100 % when all of these are done.");
    expect(needs).not.toHaveTextContent(/guided learning hour/);
    expect(screen.queryByRole("region", { name: "How your grade is worked out" })).not.toBeInTheDocument();
  });

  it("is in the interface's language, weights included", () => {
    showInterfaceIn("de");
    renderWithProviders(
      <CertificateRequirements
        data={buildCourseTests({
          grading: buildGrading({
            finalWeight: 60,
            moduleTests: [1, 2, 3].map((module) => ({
              testId: module,
              module,
              title: `Module ${module} test`,
              weight: 40 / 3,
              bestScore: null,
            })),
          }),
        })}
      />,
    );
    const grade = screen.getByRole("region", { name: "So wird Ihre Note berechnet" });
    expect(within(grade).getAllByText(/^· 13,3 % der Note$/)).toHaveLength(3);
    expect(within(grade).getAllByText("noch nicht abgelegt: zählt mit 0 %")).toHaveLength(3);
    expect(grade).toHaveTextContent("Bestanden: 70 % oder mehr");
    expect(grade).toHaveTextContent("Gut: mit Ihren jetzigen Modultests nicht erreichbar");
  });
});
