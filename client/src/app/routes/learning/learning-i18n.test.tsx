import { act, screen, waitFor, within } from "@testing-library/react";
import { Route, Switch } from "wouter";
import { describe, expect, it } from "vitest";
import { buildCourseTests } from "@/features/course-tests/test/builders";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { buildCoursePlayer, buildExercise, buildLesson, buildOutlineLesson, MULTIPLE_CHOICE } from "@/test/learning-builders";
import { renderWithProviders } from "@/test/render";
import CoursePlayerScreen from "./course-player";
import CourseTestRoute from "./course-test";
import LessonScreen from "./lesson";

const BEGINNER_COURSE = { id: 2, title: "Beginner English", level: "A1-A2" };
const INTERMEDIATE_COURSE = { id: 2, title: "Intermediate English", level: "B1-B2" };

const EXERCISES = [
  buildExercise(MULTIPLE_CHOICE, { id: 51, title: "Pick the greeting" }),
  buildExercise({ type: "fill_in_blank", text: "Good ___, Mr Smith.", blanks: 1 }, { id: 52, title: "Complete the greeting" }),
];

function renderLesson(course: object) {
  const { requests } = mockApi({
    "GET /api/lessons/101": jsonResponse(200, buildLesson({ exercises: EXERCISES })),
    "GET /api/courses/2": jsonResponse(200, course),
  });
  const rendered = renderWithProviders(
    <Switch>
      <Route path="/courses/:id/lessons/:lessonId" component={LessonScreen} />
    </Switch>,
    { path: "/courses/2/lessons/101" },
  );
  return { ...rendered, requests };
}

/** The course (and its level) has been read and its answer rendered. */
async function courseHasArrived(requests: { url: string }[]) {
  await waitFor(() => expect(requests.some((request) => request.url === "/api/courses/2")).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe("Learning screens in other languages", () => {
  it("shows the course player's chrome in Spanish, the course and lesson titles in English", async () => {
    showInterfaceIn("es");
    mockApi({
      "GET /api/courses/2/learn": jsonResponse(
        200,
        buildCoursePlayer({
          lessons: [
            buildOutlineLesson({ id: 11, title: "Greetings", module: 1, position: 1, isCompleted: true, exerciseCount: 4 }),
            buildOutlineLesson({ id: 12, title: "Introductions", module: 1, position: 2, exerciseCount: 1 }),
          ],
          nextLessonId: 12,
          enrollment: { courseId: 2, enrolledAt: "2025-03-01T10:00:00.000Z", progress: 50, completedAt: null },
        }),
      ),
      "GET /api/courses/2": jsonResponse(200, { ...INTERMEDIATE_COURSE, syllabus: [{ number: 1, title: "Foundations" }] }),
    });
    renderWithProviders(<Route path="/courses/:id/learn" component={CoursePlayerScreen} />, { path: "/courses/2/learn" });

    expect(await screen.findByText("1 de 2 lecciones completadas")).toBeInTheDocument();
    expect(screen.getByText(/^Quedan .+ de lecciones$/)).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Progreso del curso" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continuar" })).toHaveAttribute("href", "/courses/2/lessons/12");
    expect(await screen.findByRole("heading", { level: 2, name: "Módulo 1: Foundations" })).toBeInTheDocument();
    const links = within(screen.getByRole("region", { name: "Módulo 1: Foundations" })).getAllByRole("link");
    expect(links[0]).toHaveTextContent("4 ejercicios");
    expect(links[1]).toHaveTextContent("1 ejercicio");
    expect(links[1]).toHaveTextContent("Estás aquí");
    expect(screen.getByText("Greetings")).toHaveAttribute("lang", "en");
    expect(screen.queryByText("Continue")).not.toBeInTheDocument();
    expect(screen.queryByText(/lessons completed/)).not.toBeInTheDocument();
  });

  it("shows a course test's start screen in German", async () => {
    showInterfaceIn("de");
    mockApi({
      "GET /api/courses/2": jsonResponse(200, BEGINNER_COURSE),
      "GET /api/courses/2/tests": jsonResponse(200, buildCourseTests()),
    });
    renderWithProviders(<Route path="/courses/:id/tests/:testId" component={CourseTestRoute} />, { path: "/courses/2/tests/5" });

    expect(await screen.findByText("3 Fragen · Bestehensgrenze 60 % · Noch nicht abgelegt")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Test beginnen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zurück zum Kurs" })).toHaveAttribute("href", "/courses/2/learn");
    expect(screen.queryByText("Start the test")).not.toBeInTheDocument();
  });
});

describe("Instructions in the learner's language (A1-A2)", () => {
  it("on a beginners' course in Japanese, one tap shows what the exercise asks in Japanese", async () => {
    showInterfaceIn("ja");
    const { user } = renderLesson(BEGINNER_COURSE);

    expect(await screen.findByText("練習問題 1 / 2")).toBeInTheDocument();
    expect(screen.queryByText("Exercise 1 of 2")).not.toBeInTheDocument();
    // The lesson itself stays English.
    expect(screen.getByRole("heading", { level: 1, name: "Greetings" })).toHaveAttribute("lang", "en");

    const show = await screen.findByRole("button", { name: "日本語で説明を見る" });
    expect(show).toHaveAttribute("aria-expanded", "false");
    await user.click(show);
    expect(screen.getByText("質問を読んで、正しい答えを選んでください。そのあと、答えを確認してください。")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "説明を閉じる" })).toHaveAttribute("aria-expanded", "true");

    // Open, it stays open on the next exercise, with that exercise type's instruction.
    await user.click(screen.getByRole("button", { name: "次の練習問題" }));
    expect(screen.getByText("練習問題 2 / 2")).toBeInTheDocument();
    expect(
      screen.getByText("文を読んで、それぞれの空欄に抜けている単語を入力してください。そのあと、答えを確認してください。"),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "説明を閉じる" }));
    expect(screen.queryByText(/空欄に抜けている単語/)).not.toBeInTheDocument();
  });

  it("names the language as a Spanish sentence writes it", async () => {
    showInterfaceIn("es");
    renderLesson(BEGINNER_COURSE);
    expect(await screen.findByRole("button", { name: "Ver las instrucciones en español" })).toBeInTheDocument();
  });

  it("is not offered above A2", async () => {
    showInterfaceIn("ja");
    const { requests } = renderLesson(INTERMEDIATE_COURSE);
    expect(await screen.findByText("練習問題 1 / 2")).toBeInTheDocument();
    await courseHasArrived(requests);
    expect(screen.queryByRole("button", { name: /説明を/ })).not.toBeInTheDocument();
  });

  it("is not offered when the interface is in English", async () => {
    const { requests } = renderLesson(BEGINNER_COURSE);
    expect(await screen.findByText("Exercise 1 of 2")).toBeInTheDocument();
    await courseHasArrived(requests);
    expect(screen.queryByRole("button", { name: /instructions/i })).not.toBeInTheDocument();
  });
});
