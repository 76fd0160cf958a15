import { screen, waitFor, within } from "@testing-library/react";
import { Route } from "wouter";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COURSE_TEST_MESSAGES, type AttemptResult } from "@shared/api/course-tests";
import { buildAttempt, buildCourseTests, buildTestSummary } from "@/features/course-tests/test/builders";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import CourseTestRoute from "./course-test";

const COURSE = { id: 2, title: "Beginner English", level: "A1-A2" };

function renderTest(path = "/courses/2/tests/5") {
  return renderWithProviders(<Route path="/courses/:id/tests/:testId" component={CourseTestRoute} />, { path });
}

function stubSpeech() {
  const spoken: { text: string; rate: number }[] = [];
  vi.stubGlobal("speechSynthesis", { getVoices: () => [], cancel: vi.fn(), speak: vi.fn((utterance) => spoken.push(utterance)) });
  vi.stubGlobal(
    "SpeechSynthesisUtterance",
    class {
      rate = 1;
      lang = "";
      constructor(public text: string) {}
    },
  );
  return spoken;
}

afterEach(() => vi.unstubAllGlobals());

const RESULT: AttemptResult = {
  attemptId: 77,
  scorePercent: 67,
  correctCount: 2,
  questionCount: 3,
  isPassed: true,
  passPercent: 60,
  bestScore: 67,
  perQuestion: [
    { id: 901, isCorrect: true, rightAnswer: "Hello", points: 1, outOf: 1, writing: null },
    { id: 902, isCorrect: true, rightAnswer: "went", points: 1, outOf: 1, writing: null },
    { id: 903, isCorrect: false, rightAnswer: "9:30", points: 0, outOf: 1, writing: null },
  ],
  certificate: null,
};

describe("Course test page", () => {
  it("starts the attempt, answers in one form, asks before submitting with a question unanswered, and shows the result", async () => {
    const spoken = stubSpeech();
    const { requests } = mockApi({
      "GET /api/courses/2": jsonResponse(200, COURSE),
      "GET /api/courses/2/tests": jsonResponse(200, buildCourseTests()),
      "POST /api/course-tests/5/attempts": jsonResponse(201, buildAttempt()),
      "POST /api/course-test-attempts/77/submit": jsonResponse(200, RESULT),
    });
    const { user } = renderTest();

    expect(await screen.findByRole("heading", { level: 1, name: "Module 1 test" })).toBeInTheDocument();
    expect(screen.getByText("3 questions · pass mark 60 % · Not taken yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Start the test" }));

    expect(await screen.findByRole("heading", { name: "Question 1 of 3" })).toBeInTheDocument();
    expect(screen.getAllByText("0 of 3 answered")).toHaveLength(2);
    await user.click(screen.getByRole("radio", { name: /Hello/ }));
    await user.type(screen.getByRole("textbox", { name: "Question 2, blank 1" }), " went ");
    expect(screen.getAllByText("2 of 3 answered")).toHaveLength(2);

    // An A1-A2 course listens at 0.8.
    await user.click(screen.getByRole("button", { name: "Play" }));
    await waitFor(() => expect(spoken).toHaveLength(1));
    expect(spoken[0]).toMatchObject({ text: "The train leaves at half past nine.", rate: 0.8 });

    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit with questions unanswered?" });
    expect(dialog).toHaveTextContent("1 of 3 questions is not answered.");
    expect(requests.some((request) => request.url.endsWith("/submit"))).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Submit anyway" }));

    expect(await screen.findByRole("heading", { name: "Your score: 67 %" })).toBeInTheDocument();
    const submitted = requests.find((request) => request.url === "/api/course-test-attempts/77/submit");
    expect(submitted?.body).toEqual({ answers: [{ answer: 1 }, { answers: ["went"] }, null] });
    expect(screen.getByText("Passed: the pass mark is 60 %. 2 of 3 questions right.")).toBeInTheDocument();
    expect(screen.getByText("Your best score at this test: 67 %")).toBeInTheDocument();
    const items = within(screen.getByRole("region", { name: "Question by question" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Question 1: Which word is a greeting?Right",
      "Question 2: Yesterday I ___ to school.Right",
      "Question 3: When does the train leave?WrongRight answer: 9:30",
    ]);
    for (const link of screen.getAllByRole("link", { name: "Back to the course" }))
      expect(link).toHaveAttribute("href", "/courses/2/learn");

    // Try again goes back to the start, with the day's attempts as the server now counts them.
    await user.click(await screen.findByRole("button", { name: "Try again (3 left today)" }));
    expect(await screen.findByRole("button", { name: "Start the test" })).toBeInTheDocument();
  });

  it("submits at once when every question is answered", async () => {
    stubSpeech();
    const attempt = buildAttempt({ questions: buildAttempt().questions.slice(0, 1) });
    const { requests } = mockApi({
      "GET /api/courses/2": jsonResponse(200, COURSE),
      "GET /api/courses/2/tests": jsonResponse(200, buildCourseTests()),
      "POST /api/course-tests/5/attempts": jsonResponse(201, attempt),
      "POST /api/course-test-attempts/77/submit": jsonResponse(200, {
        ...RESULT,
        scorePercent: 0,
        correctCount: 0,
        questionCount: 1,
        isPassed: false,
        bestScore: 40,
        perQuestion: [{ id: 901, isCorrect: false, rightAnswer: "Hello", points: 0, outOf: 1, writing: null }],
      }),
    });
    const { user } = renderTest();
    await user.click(await screen.findByRole("button", { name: "Start the test" }));
    await user.click(await screen.findByRole("radio", { name: /Table/ }));
    await user.click(screen.getByRole("button", { name: "Submit answers" }));

    expect(await screen.findByRole("heading", { name: "Your score: 0 %" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith("/submit"))?.body).toEqual({ answers: [{ answer: 0 }] });
    expect(screen.getByText("Not passed: the pass mark is 60 %. 0 of 1 questions right.")).toBeInTheDocument();
    expect(screen.getByText("Right answer: Hello")).toBeInTheDocument();
  });

  it("shows the server's words when today's attempts are used up (429)", async () => {
    mockApi({
      "GET /api/courses/2": jsonResponse(200, COURSE),
      "GET /api/courses/2/tests": jsonResponse(200, buildCourseTests()),
      "POST /api/course-tests/5/attempts": jsonResponse(429, { message: COURSE_TEST_MESSAGES.dailyLimit, code: "too_many_requests" }),
    });
    const { user } = renderTest();
    await user.click(await screen.findByRole("button", { name: "Start the test" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(COURSE_TEST_MESSAGES.dailyLimit);
    expect(screen.queryByRole("heading", { name: /Question 1/ })).not.toBeInTheDocument();
  });

  it("resumes an open attempt by itself", async () => {
    const { requests } = mockApi({
      "GET /api/courses/2": jsonResponse(200, COURSE),
      "GET /api/courses/2/tests": jsonResponse(200, buildCourseTests({ tests: [buildTestSummary({ openAttemptId: 77 })] })),
      "POST /api/course-tests/5/attempts": jsonResponse(200, buildAttempt()),
    });
    renderTest();
    expect(await screen.findByRole("heading", { name: "Question 3 of 3" })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("after a passed final, links to the certificate just issued; the final shows no right answers", async () => {
    const final = buildTestSummary({ id: 9, kind: "final", module: 0, title: "Final assessment", passPercent: 70 });
    const attempt = buildAttempt({ testId: 9, kind: "final", title: "Final assessment", questions: buildAttempt().questions.slice(0, 1) });
    mockApi({
      "GET /api/courses/2": jsonResponse(200, COURSE),
      "GET /api/courses/2/tests": jsonResponse(200, buildCourseTests({ tests: [final] })),
      "POST /api/course-tests/9/attempts": jsonResponse(201, attempt),
      "POST /api/course-test-attempts/77/submit": jsonResponse(200, {
        ...RESULT,
        scorePercent: 100,
        correctCount: 1,
        questionCount: 1,
        passPercent: 70,
        bestScore: 100,
        perQuestion: [{ id: 901, isCorrect: true, rightAnswer: null, points: 1, outOf: 1, writing: null }],
        certificate: { certificateNumber: "CC-2026-ABCD2345", grade: "Distinction" },
      }),
    });
    const { user } = renderTest("/courses/2/tests/9");
    await user.click(await screen.findByRole("button", { name: "Start the test" }));
    await user.click(await screen.findByRole("radio", { name: /Hello/ }));
    await user.click(screen.getByRole("button", { name: "Submit answers" }));

    expect(await screen.findByRole("heading", { name: "Your certificate has been issued" })).toBeInTheDocument();
    expect(screen.getByText("Certificate CC-2026-ABCD2345, grade Distinction.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View your certificate" })).toHaveAttribute("href", "/certificates");
    expect(screen.queryByText(/Right answer:/)).not.toBeInTheDocument();
  });

  it("asks a reading text, a listening text and the final's writing task; sends each text's answers and the text written", async () => {
    stubSpeech();
    const final = buildTestSummary({ id: 9, kind: "final", module: 0, title: "Final assessment", passPercent: 70 });
    const questions = [
      { question: "Where did Lindiwe go?", options: ["To the market", "To the beach", "To school"] },
      { question: "How was the weather?", options: ["Rainy", "Cold", "Sunny"] },
    ];
    const rubric = [
      { criterion: "task" as const, descriptor: "Says where you went." },
      { criterion: "organisation" as const, descriptor: "Opens and closes like a message." },
      { criterion: "range" as const, descriptor: "Uses past tenses." },
      { criterion: "accuracy" as const, descriptor: "Few mistakes." },
    ];
    const attempt = buildAttempt({
      testId: 9,
      kind: "final",
      title: "Final assessment",
      questions: [
        {
          id: 910,
          type: "reading_text",
          skill: "reading",
          content: {
            type: "reading_text",
            genre: "message",
            title: "A day out",
            text: "Hi Sam, on Saturday I went to the beach. It was sunny.",
            questions,
          },
        },
        {
          id: 911,
          type: "listening_text",
          skill: "listening",
          content: {
            type: "listening_text",
            genre: "conversation",
            title: "After the weekend",
            speakers: [{ name: "Sam", voice: "male" }],
            lines: [{ speaker: "Sam", text: "I went to the beach on Saturday. It was sunny." }],
            questions,
          },
        },
        {
          id: 912,
          type: "writing_task",
          skill: "writing",
          content: {
            type: "writing_task",
            genre: "message",
            prompt: "Write to Zanele about your weekend.",
            minWords: 5,
            maxWords: 40,
            rubric,
          },
        },
      ],
    });
    const writing = { wordCount: 8, minWords: 5, maxWords: 40, misspelled: [{ word: "walkd", suggestions: ["walked"] }], repeated: [] };
    const { requests } = mockApi({
      "GET /api/courses/2": jsonResponse(200, COURSE),
      "GET /api/courses/2/tests": jsonResponse(200, buildCourseTests({ tests: [final] })),
      "POST /api/course-tests/9/attempts": jsonResponse(201, attempt),
      "POST /api/course-test-attempts/77/submit": jsonResponse(200, {
        ...RESULT,
        scorePercent: 75,
        correctCount: 3,
        questionCount: 4,
        isPassed: true,
        passPercent: 70,
        bestScore: 75,
        perQuestion: [
          { id: 910, isCorrect: true, rightAnswer: null, points: 2, outOf: 2, writing: null },
          { id: 911, isCorrect: false, rightAnswer: null, points: 1, outOf: 2, writing: null },
          { id: 912, isCorrect: true, rightAnswer: null, points: 0, outOf: 0, writing },
        ],
      }),
    });
    const { user } = renderTest("/courses/2/tests/9");
    await user.click(await screen.findByRole("button", { name: "Start the test" }));

    const reading = await screen.findByRole("region", { name: "Question 1 of 3" });
    expect(within(reading).getByText("Hi Sam, on Saturday I went to the beach. It was sunny.")).toBeInTheDocument();
    await user.click(
      within(within(reading).getByRole("group", { name: "Where did Lindiwe go?" })).getByRole("radio", { name: "To the beach" }),
    );
    await user.click(within(within(reading).getByRole("group", { name: "How was the weather?" })).getByRole("radio", { name: "Sunny" }));
    const listening = screen.getByRole("region", { name: "Question 2 of 3" });
    await user.click(within(within(listening).getByRole("group", { name: "How was the weather?" })).getByRole("radio", { name: "Rainy" }));
    const task = screen.getByRole("region", { name: "Question 3 of 3" });
    expect(within(task).getByText("Your text is kept for your teacher to mark. It is not part of this test's score.")).toBeInTheDocument();
    await user.type(within(task).getByRole("textbox", { name: "Your text" }), "  On Saturday we walkd to the beach together.  ");
    // A text with a question left open is not yet answered: the form asks first.
    expect(screen.getAllByText("2 of 3 answered")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Submit answers" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit with questions unanswered?" });
    await user.click(within(dialog).getByRole("button", { name: "Submit anyway" }));

    expect(await screen.findByRole("heading", { name: "Your score: 75 %" })).toBeInTheDocument();
    // A question of a text left unanswered is sent as -1 (wrong); the text is sent trimmed.
    expect(requests.find((request) => request.url.endsWith("/submit"))?.body).toEqual({
      answers: [{ answers: [1, 2] }, { answers: [-1, 0] }, { text: "On Saturday we walkd to the beach together." }],
    });
    const items = within(screen.getByRole("region", { name: "Question by question" })).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Question 1: A day out2 of 2 questions right");
    expect(items[1]).toHaveTextContent("Question 2: After the weekend1 of 2 questions right");
    expect(within(items[2]!).getByText("Writing task: kept for your teacher's marking, not part of this score.")).toBeInTheDocument();
    expect(within(items[2]!).getByText("walkd")).toBeInTheDocument();
    expect(screen.queryByText("Model answer")).not.toBeInTheDocument();
  });

  it("says the test is not found when the course has no such test", async () => {
    mockApi({ "GET /api/courses/2": jsonResponse(200, COURSE), "GET /api/courses/2/tests": jsonResponse(200, buildCourseTests()) });
    renderTest("/courses/2/tests/404");
    expect(await screen.findByRole("heading", { level: 1, name: COURSE_TEST_MESSAGES.notFound })).toBeInTheDocument();
  });
});
