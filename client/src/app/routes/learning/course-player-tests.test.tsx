import { screen, within } from "@testing-library/react";
import { Route } from "wouter";
import { describe, expect, it } from "vitest";
import { COURSE_TEST_MESSAGES } from "@shared/api/course-tests";
import { buildCourseTests, buildTestSummary } from "@/features/course-tests/test/builders";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { buildCoursePlayer, buildOutlineLesson } from "@/test/learning-builders";
import { renderWithProviders } from "@/test/render";
import CoursePlayerScreen from "./course-player";

const LESSONS = [
  buildOutlineLesson({ id: 11, title: "Greetings", module: 1, position: 1, isCompleted: true }),
  buildOutlineLesson({ id: 21, title: "At the shops", module: 2, position: 1 }),
];

function renderPlayer() {
  return renderWithProviders(<Route path="/courses/:id/learn" component={CoursePlayerScreen} />, { path: "/courses/2/learn" });
}

describe("Course player: tests, the final assessment and what the certificate needs", () => {
  it("shows each module's test after its lessons, the locked final with the reason, and the certificate's conditions", async () => {
    mockApi({
      "GET /api/courses/2/learn": jsonResponse(200, buildCoursePlayer({ lessons: LESSONS, nextLessonId: 21 })),
      "GET /api/courses/2/tests": jsonResponse(
        200,
        buildCourseTests({
          tests: [
            buildTestSummary({ id: 5, module: 1, title: "Module 1 test", bestScore: 80, isPassed: true, attemptsLeftToday: 2 }),
            buildTestSummary({ id: 6, module: 2, title: "Module 2 test", bestScore: 40, attemptsLeftToday: 0 }),
            buildTestSummary({ id: 9, kind: "final", module: 0, title: "Final assessment", passPercent: 70, isAvailable: false }),
          ],
          requirements: { lessonsTotal: 2, lessonsCompleted: 1, finalPassed: false, tasksTotal: 0, tasksSubmitted: 0 },
          guidedHours: 42,
        }),
      ),
    });
    renderPlayer();

    const moduleOne = await screen.findByRole("region", { name: "Module 1" });
    const testOne = await within(moduleOne).findByRole("region", { name: "Module 1 test" });
    expect(testOne).toHaveTextContent("Passed · best score 80 %");
    expect(testOne).toHaveTextContent("3 questions · pass mark 60 % · 2 attempts left today");
    const tryAgain = within(testOne).getByRole("link", { name: "Try again Module 1 test" });
    expect(tryAgain).toHaveAttribute("href", "/courses/2/tests/5");
    expect(tryAgain).toHaveTextContent(/^Try again$/);

    const testTwo = within(screen.getByRole("region", { name: "Module 2" })).getByRole("region", { name: "Module 2 test" });
    expect(testTwo).toHaveTextContent("Best score 40 % · not passed yet");
    expect(testTwo).toHaveTextContent(COURSE_TEST_MESSAGES.dailyLimit);
    expect(within(testTwo).queryByRole("link")).not.toBeInTheDocument();

    const final = screen.getByRole("region", { name: "Final assessment" });
    expect(within(final).getByRole("heading", { level: 2 })).toHaveTextContent("Final assessment");
    expect(final).toHaveTextContent("Not taken yet");
    expect(final).toHaveTextContent(COURSE_TEST_MESSAGES.finalLocked);
    expect(within(final).queryByRole("link")).not.toBeInTheDocument();

    const needs = screen.getByRole("region", { name: "Your certificate needs" });
    expect(
      within(within(needs).getAllByRole("list")[0]!)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Lessons completed: 1 of 2 (to do)", "Final assessment passed (70 % or more): not yet (to do)"]);
    expect(needs).toHaveTextContent("Your progress reaches 100 % when all of these are done. About 42 guided learning hours in all.");
    // How the grade is worked out, with the untaken module test shown as such (D31; its own test in the feature).
    const grade = within(needs).getByRole("region", { name: "How your grade is worked out" });
    expect(grade).toHaveTextContent("Module 1 test · 40 % of the gradenot taken yet: counts as 0 %");
  });

  it("offers Resume for an open attempt, and the TEFL unit's reflective task after the unit's test", async () => {
    mockApi({
      "GET /api/courses/2/learn": jsonResponse(200, buildCoursePlayer({ lessons: LESSONS.slice(0, 1), nextLessonId: null })),
      "GET /api/courses/2/tests": jsonResponse(
        200,
        buildCourseTests({
          tests: [buildTestSummary({ id: 5, module: 1, title: "Unit 1 test", openAttemptId: 70 })],
          reflectiveTasks: [
            {
              module: 1,
              moduleTitle: "Teaching Grammar",
              prompt: "Describe a grammar lesson you would teach.",
              guidance: ["Name the structure", "Say how you check understanding"],
              submittedAt: null,
              text: null,
            },
          ],
          requirements: { lessonsTotal: 1, lessonsCompleted: 1, finalPassed: true, tasksTotal: 1, tasksSubmitted: 0 },
        }),
      ),
    });
    renderPlayer();

    const unit = await screen.findByRole("region", { name: "Module 1" });
    // Every lesson is done, but the progress (which counts the task) is not 100 %: no "Course complete" yet.
    expect(screen.getByText("Every lesson done: your certificate needs what is listed below")).toBeInTheDocument();
    expect(screen.queryByText("Course complete")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "View your certificate" })).not.toBeInTheDocument();
    expect(await within(unit).findByRole("link", { name: "Resume Unit 1 test" })).toHaveTextContent("Resume");
    const task = within(unit).getByRole("region", { name: "Reflective task: Teaching Grammar" });
    expect(task).toHaveTextContent("Describe a grammar lesson you would teach.");
    expect(
      within(task)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Name the structure", "Say how you check understanding"]);
    expect(within(task).getByRole("textbox", { name: "Your text" })).toBeInTheDocument();
    const needs = screen.getByRole("region", { name: "Your certificate needs" });
    expect(
      within(within(needs).getAllByRole("list")[0]!)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Lessons completed: 1 of 1 (done)",
      "Final assessment passed (70 % or more) (done)",
      "Reflective tasks handed in: 0 of 1 (to do)",
    ]);
  });
});
