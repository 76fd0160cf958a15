import { screen, waitFor, within } from "@testing-library/react";
import { Route, Switch } from "wouter";
import { describe, expect, it } from "vitest";
import { ENROLL_NEEDS_SUBSCRIPTION, type LessonDetail } from "@shared/api/learning";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { buildExercise, buildLesson, buildResultResponse, MULTIPLE_CHOICE } from "@/test/learning-builders";
import { renderWithProviders } from "@/test/render";
import LessonScreen from "./lesson";

const EXERCISES = [
  buildExercise(MULTIPLE_CHOICE, { id: 51, title: "Pick the greeting", best: { score: 1, maxScore: 1, passed: true } }),
  buildExercise(
    { type: "multiple_choice", question: "Which is polite?", options: ["Give me", "Could I have"] },
    { id: 52, title: "Polite requests" },
  ),
  buildExercise({ type: "speaking", phrase: "Good morning" }, { id: 53, title: "Say good morning" }),
];

function renderLesson(path = "/courses/2/lessons/101") {
  return renderWithProviders(
    <Switch>
      <Route path="/courses/:id/lessons/:lessonId" component={LessonScreen} />
      <Route path="/courses/:id/learn">Course player</Route>
    </Switch>,
    { path },
  );
}

const lessonWith = (overrides: Partial<LessonDetail> = {}) => buildLesson({ exercises: EXERCISES, ...overrides });

describe("Lesson page", () => {
  it("shows the breadcrumb, the explanation's rich text, the examples, and the lesson links", async () => {
    mockApi({ "GET /api/lessons/101": jsonResponse(200, lessonWith({ previousLessonId: 100, nextLessonId: 102 })) });
    renderLesson();

    expect(await screen.findByRole("heading", { level: 1, name: "Greetings" })).toBeInTheDocument();
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getByRole("link", { name: "Intermediate English" })).toHaveAttribute("href", "/courses/2/learn");
    expect(within(breadcrumb).getByText("Module 1")).toBeInTheDocument();

    const explanation = screen.getByRole("region", { name: "Explanation" });
    expect(Array.from(explanation.querySelectorAll("p")).map((p) => p.textContent)).toEqual([
      "People greet each other every day.",
      "In the morning we say good morning.",
    ]);
    // The stored (sanitised) HTML is rendered: its heading and bold text are elements, not tags as text.
    expect(within(explanation).getByRole("heading", { level: 2, name: "Saying hello" })).toBeInTheDocument();
    expect(within(explanation).getByText("good morning", { selector: "strong" })).toBeInTheDocument();
    expect(explanation).not.toHaveTextContent("<p>");
    expect(
      within(screen.getByRole("region", { name: "Examples" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Hello, how are you?", "Good morning, Mr Smith."]);
    const lessons = screen.getByRole("navigation", { name: "Lessons" });
    expect(within(lessons).getByRole("link", { name: "Previous lesson" })).toHaveAttribute("href", "/courses/2/lessons/100");
    expect(within(lessons).getByRole("link", { name: "Next lesson" })).toHaveAttribute("href", "/courses/2/lessons/102");
  });

  it("offers the way back to the course after the last lesson", async () => {
    mockApi({ "GET /api/lessons/101": jsonResponse(200, lessonWith({ previousLessonId: null, nextLessonId: null })) });
    renderLesson();

    const lessons = await screen.findByRole("navigation", { name: "Lessons" });
    expect(within(lessons).queryByRole("link", { name: "Previous lesson" })).not.toBeInTheDocument();
    expect(within(lessons).getByRole("link", { name: "Back to the course" })).toHaveAttribute("href", "/courses/2/learn");
  });

  it("shows the exercises one at a time, starting at the first one not passed, with ticks for passed ones", async () => {
    mockApi({ "GET /api/lessons/101": jsonResponse(200, lessonWith()) });
    const { user } = renderLesson();

    expect(await screen.findByText("Exercise 2 of 3")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Polite requests" })).toBeInTheDocument();
    const list = screen.getByRole("navigation", { name: "Exercise list" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Exercise 1: Pick the greeting (completed)", "Exercise 2: Polite requests", "Exercise 3: Say good morning"]);
    expect(within(list).getByRole("button", { name: /^Exercise 2/ })).toHaveAttribute("aria-current", "step");

    await user.click(screen.getByRole("button", { name: "Next exercise" }));
    expect(screen.getByText("Exercise 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Say good morning" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next exercise" })).toBeDisabled();

    await user.click(within(list).getByRole("button", { name: /^Exercise 1/ }));
    expect(screen.getByText("Exercise 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous exercise" })).toBeDisabled();
    expect(screen.getByText("Best result:")).toHaveTextContent("Best result: 1 of 1 (passed)");
  });

  it("sends an answer to the results API, shows the result and reads the lesson again for its ticks", async () => {
    let lessonReads = 0;
    const { requests } = mockApi({
      "GET /api/lessons/101": () => {
        lessonReads += 1;
        const exercises =
          lessonReads === 1 ? EXERCISES : EXERCISES.map((e) => (e.id === 52 ? { ...e, best: { score: 1, maxScore: 1, passed: true } } : e));
        return jsonResponse(200, lessonWith({ exercises }));
      },
      "POST /api/exercises/52/results": jsonResponse(
        201,
        buildResultResponse({
          feedback: [{ label: "Which is polite?", isCorrect: true, given: "Could I have", expected: "Could I have" }],
        }),
      ),
    });
    const { user } = renderLesson();

    const exercise = await screen.findByRole("region", { name: "Polite requests" });
    await user.click(within(exercise).getByRole("radio", { name: /Could I have/ }));
    await user.click(within(exercise).getByRole("button", { name: "Check answer" }));

    expect(await within(exercise).findByText("Correct! 1 of 1")).toBeInTheDocument();
    const sent = requests.find((request) => request.method === "POST");
    expect(sent?.url).toBe("/api/exercises/52/results");
    expect(sent?.body).toEqual({ userAnswers: { answer: 1 }, timeSpent: expect.any(Number) });
    await waitFor(() => expect(screen.getByRole("button", { name: "Exercise 2: Polite requests (completed)" })).toBeInTheDocument());
    expect(screen.queryByText("Lesson complete!")).not.toBeInTheDocument();
  });

  it("celebrates the result that completes the lesson", async () => {
    mockApi({
      "GET /api/lessons/101": jsonResponse(200, lessonWith()),
      "POST /api/exercises/52/results": jsonResponse(201, buildResultResponse({ lessonCompleted: true, courseProgress: 40 })),
    });
    const { user } = renderLesson();

    const exercise = await screen.findByRole("region", { name: "Polite requests" });
    await user.click(within(exercise).getByRole("radio", { name: /Could I have/ }));
    await user.click(within(exercise).getByRole("button", { name: "Check answer" }));

    const panel = (await screen.findByRole("heading", { name: "Lesson complete!" })).closest("section")!;
    expect(within(panel).getByText("Well done. Course progress: 40%.")).toBeInTheDocument();
    expect(panel).toHaveTextContent("Next lesson: Introductions");
    expect(within(panel).getByRole("link", { name: "Start next lesson" })).toHaveAttribute("href", "/courses/2/lessons/102");
    await waitFor(() => expect(screen.getByRole("heading", { name: "Lesson complete!" })).toHaveFocus());
  });

  it("after the last lesson of a course, leads back to the course", async () => {
    mockApi({
      "GET /api/lessons/101": jsonResponse(200, lessonWith({ nextLessonId: null, nextLessonTitle: null })),
      "POST /api/exercises/52/results": jsonResponse(201, buildResultResponse({ lessonCompleted: true, courseProgress: 80 })),
    });
    await answerFirstExercise();

    const panel = (await screen.findByRole("heading", { name: "Lesson complete!" })).closest("section")!;
    expect(panel).toHaveTextContent("That was the last lesson of this course.");
    expect(panel).not.toHaveTextContent("Next lesson:");
    expect(within(panel).getByRole("link", { name: "Back to the course" })).toHaveAttribute("href", "/courses/2/learn");
  });

  const FIRST_STEPS = {
    id: 1,
    name: "First Steps",
    description: "Complete your first lesson",
    badgeIcon: "star" as const,
    badgeColor: "bronze" as const,
    points: 50,
    category: "lessons" as const,
    requirement: "lessons_completed" as const,
    requirementValue: 1,
  };

  const answerFirstExerciseAt = async (path?: string) => {
    const rendered = renderLesson(path);
    const { user } = rendered;
    const exercise = await screen.findByRole("region", { name: "Polite requests" });
    await user.click(within(exercise).getByRole("radio", { name: /Could I have/ }));
    await user.click(within(exercise).getByRole("button", { name: "Check answer" }));
    return rendered;
  };

  const answerFirstExercise = async () => {
    const { user } = renderLesson();
    const exercise = await screen.findByRole("region", { name: "Polite requests" });
    await user.click(within(exercise).getByRole("radio", { name: /Could I have/ }));
    await user.click(within(exercise).getByRole("button", { name: "Check answer" }));
  };

  it("celebrates new achievements with their points and the lesson completed", async () => {
    const achievements = [FIRST_STEPS, { ...FIRST_STEPS, id: 3, name: "Perfect Score", points: 150 }];
    mockApi({
      "GET /api/lessons/101": jsonResponse(200, lessonWith()),
      "POST /api/exercises/52/results": jsonResponse(
        201,
        buildResultResponse({ lessonCompleted: true, courseProgress: 40, newAchievements: achievements }),
      ),
    });
    await answerFirstExercise();
    expect(await screen.findByText("2 achievements unlocked!")).toBeInTheDocument();
    expect(screen.getByText("First Steps and Perfect Score: +200 points.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Lesson complete!" })).toBeInTheDocument();
  });

  it("opens the completion screen when the result finishes the course: the certificate and the next course", async () => {
    mockApi({
      "GET /api/lessons/101": jsonResponse(200, lessonWith({ courseId: 1, nextLessonId: null, nextLessonTitle: null })),
      "GET /api/courses": jsonResponse(200, [
        {
          id: 1,
          slug: "a1-a2",
          title: "Beginner English",
          description: "",
          level: "A1-A2",
          imageUrl: null,
          lessonCount: 7,
          moduleCount: 2,
          totalMinutes: 135,
        },
        {
          id: 2,
          slug: "b1-b2",
          title: "Intermediate English",
          description: "",
          level: "B1-B2",
          imageUrl: null,
          lessonCount: 7,
          moduleCount: 2,
          totalMinutes: 160,
        },
      ]),
      "POST /api/exercises/52/results": jsonResponse(
        201,
        buildResultResponse({
          lessonCompleted: true,
          courseProgress: 100,
          newAchievements: [FIRST_STEPS],
          certificate: { certificateNumber: "CC-2026-ABCD2345", courseName: "Beginner English", kind: "graded", grade: "Merit" },
        }),
      ),
    });
    const { user } = await answerFirstExerciseAt("/courses/1/lessons/101");
    const dialog = await screen.findByRole("dialog", { name: "Course complete!" });
    expect(dialog).toHaveTextContent("You completed Beginner English with Merit. Your certificate CC-2026-ABCD2345 is ready to download.");
    expect(within(dialog).getByRole("link", { name: "View your certificate" })).toHaveAttribute("href", "/certificates");
    expect(await within(dialog).findByText("Intermediate English")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Next course: Intermediate English" })).toHaveAttribute("href", "/courses/2");
    // The achievement still gets its toast; the course is not a corner toast any more. The toast region is
    // loaded at the first toast (its own chunk), so it may show a moment after the dialog.
    expect(await screen.findByText("Achievement unlocked!")).toBeInTheDocument();
    expect(screen.queryByText("Certificate earned!")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Lesson complete!" })).toBeInTheDocument();
  });

  it("offers the catalogue on the completion screen after the last course", async () => {
    mockApi({
      "GET /api/lessons/101": jsonResponse(200, lessonWith({ courseId: 6, nextLessonId: null, nextLessonTitle: null })),
      "GET /api/courses": jsonResponse(200, [
        {
          id: 6,
          slug: "tefl-diploma",
          title: "TEFL Diploma",
          description: "",
          level: "TEFL Diploma",
          imageUrl: null,
          lessonCount: 3,
          moduleCount: 1,
          totalMinutes: 120,
        },
      ]),
      "POST /api/exercises/52/results": jsonResponse(
        201,
        buildResultResponse({
          lessonCompleted: true,
          courseProgress: 100,
          certificate: { certificateNumber: "CC-2026-WXYZ2345", courseName: "TEFL Diploma", kind: "graded", grade: "Distinction" },
        }),
      ),
    });
    await answerFirstExerciseAt("/courses/6/lessons/101");
    const dialog = await screen.findByRole("dialog", { name: "Course complete!" });
    expect(await within(dialog).findByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/courses");
    expect(within(dialog).queryByRole("link", { name: /Next course/ })).not.toBeInTheDocument();
  });

  it("does not celebrate again in a lesson that was already complete", async () => {
    mockApi({
      "GET /api/lessons/101": jsonResponse(200, lessonWith({ isCompleted: true })),
      "POST /api/exercises/52/results": jsonResponse(201, buildResultResponse({ lessonCompleted: true })),
    });
    const { user } = renderLesson();

    expect(await screen.findByText("Lesson completed")).toBeInTheDocument();
    const exercise = screen.getByRole("region", { name: "Polite requests" });
    await user.click(within(exercise).getByRole("radio", { name: /Could I have/ }));
    await user.click(within(exercise).getByRole("button", { name: "Check answer" }));

    expect(await within(exercise).findByText("Correct! 1 of 1")).toBeInTheDocument();
    expect(screen.queryByText("Lesson complete!")).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an answer in the exercise", async () => {
    mockApi({
      "GET /api/lessons/101": jsonResponse(200, lessonWith()),
      "POST /api/exercises/52/results": jsonResponse(400, { message: "Please choose an answer", code: "validation" }),
    });
    const { user } = renderLesson();

    const exercise = await screen.findByRole("region", { name: "Polite requests" });
    await user.click(within(exercise).getByRole("radio", { name: /Give me/ }));
    await user.click(within(exercise).getByRole("button", { name: "Check answer" }));

    expect(await within(exercise).findByRole("alert")).toHaveTextContent("Please choose an answer");
  });

  it("sends a student who is not enrolled to the course player", async () => {
    mockApi({ "GET /api/lessons/101": jsonResponse(403, { message: "Enroll in this course to study its lessons", code: "forbidden" }) });
    const { currentPath } = renderLesson();

    expect(await screen.findByText("Course player")).toBeInTheDocument();
    expect(currentPath()).toBe("/courses/2/learn");
  });

  it("sends a student whose plan has ended to the plans", async () => {
    mockApi({
      "GET /api/lessons/101": jsonResponse(403, {
        message: ENROLL_NEEDS_SUBSCRIPTION,
        code: "forbidden",
        reason: "course.subscriptionRequired",
      }),
    });
    renderLesson();

    expect(await screen.findByRole("heading", { level: 1, name: "A subscription is needed for this course" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View plans" })).toHaveAttribute("href", "/pricing?reason=subscription");
  });

  it("shows 'Lesson not found' with the way back to the course", async () => {
    mockApi({ "GET /api/lessons/999": jsonResponse(404, { message: "Lesson not found", code: "not_found" }) });
    renderLesson("/courses/2/lessons/999");

    expect(await screen.findByRole("heading", { level: 1, name: "Lesson not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the course" })).toHaveAttribute("href", "/courses/2/learn");
  });
});
