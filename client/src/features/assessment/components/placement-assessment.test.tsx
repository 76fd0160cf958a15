import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { AssessmentHero } from "./assessment-hero";
import { PlacementAssessment } from "./placement-assessment";

const course = (id: number, level: string, title: string) => ({
  id,
  slug: `course-${id}`,
  title,
  description: `About ${title}`,
  level,
  imageUrl: null,
});

const COURSES = [
  course(1, "A1-A2", "Beginner English"),
  course(2, "B1-B2", "Intermediate English"),
  course(3, "B1-B2", "Business English"),
  course(4, "C1-C2", "Advanced English"),
];

const result = (isSaved: boolean) => ({
  score: 3,
  level: "B1-B2",
  levelName: "Intermediate",
  completedAt: "2025-03-01T10:00:00.000Z",
  isSaved,
});

type SubmitReply = Response | (() => Response | Promise<Response>);

function renderAssessment({ me = signedOut(), submit = jsonResponse(200, result(false)) }: { me?: Response; submit?: SubmitReply } = {}) {
  const api = mockApi({ "GET /api/me": me, "POST /api/assessments": submit, "GET /api/courses": jsonResponse(200, COURSES) });
  const ui = (
    <AssessmentHero>
      <PlacementAssessment />
    </AssessmentHero>
  );
  return { ...renderWithProviders(ui, { path: "/assessment" }), ...api };
}

type Rendered = ReturnType<typeof renderAssessment>;

const questionHeading = (n: number) => screen.getByRole("heading", { name: `Question ${n} of 5` });

async function start({ user }: Rendered) {
  await user.click(screen.getByRole("button", { name: "Start Assessment" }));
  expect(questionHeading(1)).toBeInTheDocument();
}

/** Picks option `choices[i]` on question i+1 and moves on, stopping on question 5 with its answer chosen. */
async function answerAll({ user }: Rendered, choices: number[]) {
  for (const [index, choice] of choices.entries()) {
    await user.click(screen.getAllByRole("radio")[choice]!);
    if (index < choices.length - 1) await user.click(screen.getByRole("button", { name: "Next" }));
  }
}

describe("Placement assessment", () => {
  it("starts from the intro on the first question, with its type, passage and four options", async () => {
    const rendered = renderAssessment();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("About 5 minutes")).toBeInTheDocument();
    await start(rendered);

    expect(screen.getByText("Reading")).toBeInTheDocument();
    expect(screen.getByText(/Maria works in a small bakery/).tagName).toBe("BLOCKQUOTE");
    const group = screen.getByRole("group", { name: "Why does Maria go to bed early?" });
    expect(within(group).getAllByRole("radio")).toHaveLength(4);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "20");
    expect(screen.queryByRole("button", { name: "Previous" })).not.toBeInTheDocument();
  });

  it("does not move on without an answer, and says so", async () => {
    const rendered = renderAssessment();
    await start(rendered);

    await rendered.user.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByText("Please select an answer")).toBeInTheDocument();
    expect(screen.getByText("You must select an option before proceeding.")).toBeInTheDocument();
    expect(questionHeading(1)).toBeInTheDocument();
  });

  it("answers with the keyboard and keeps earlier answers when going back", async () => {
    const rendered = renderAssessment();
    const { user } = rendered;
    await start(rendered);

    await user.tab();
    expect(screen.getAllByRole("radio")[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("radio")[1]).toBeChecked();
    await user.keyboard("{Enter}");
    expect(questionHeading(2)).toHaveFocus();
    expect(screen.getByText("Grammar")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");

    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(questionHeading(1)).toBeInTheDocument();
    expect(screen.getAllByRole("radio")[1]).toBeChecked();
  });

  it("posts only the chosen options and shows the visitor's band, score and the courses of that band", async () => {
    const rendered = renderAssessment();
    const { user, requests } = rendered;
    await start(rendered);
    await answerAll(rendered, [1, 1, 3, 0, 2]);

    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByRole("heading", { name: "B1-B2 — Intermediate" })).toBeInTheDocument();
    const posts = requests.filter((request) => request.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: "/api/assessments", body: { answers: [1, 1, 3, 0, 2] } });

    expect(screen.getByText(/out of 5/)).toHaveTextContent("You scored 3 out of 5");
    expect(screen.getByRole("link", { name: "Explore Recommended Courses" })).toHaveAttribute("href", "/courses");
    expect(await screen.findByRole("img", { name: "Intermediate English" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /View course: Business English/ })).toHaveAttribute("href", "/courses/3");
    expect(screen.queryByText("Beginner English")).not.toBeInTheDocument();
    expect(screen.queryByText("Advanced English")).not.toBeInTheDocument();

    expect(screen.getByText("Your result has not been saved.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register?redirect=/assessment");
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login?redirect=/assessment");
    expect(screen.queryByRole("link", { name: "Go to Dashboard" })).not.toBeInTheDocument();
  });

  it("tells a signed-in student the result is saved and refreshes their level", async () => {
    const rendered = renderAssessment({ me: jsonResponse(200, buildUser()), submit: jsonResponse(201, result(true)) });
    const { user, requests } = rendered;
    expect(await screen.findByText("Your result will be saved to your dashboard.")).toBeInTheDocument();
    await start(rendered);
    await answerAll(rendered, [1, 1, 3, 0, 2]);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByText(/saved to your dashboard/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("link", { name: "Register" })).not.toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.url === "/api/session")).toHaveLength(2));
  });

  it("shows Processing... on the disabled Submit while sending", async () => {
    let answer: (response: Response) => void = () => {};
    const rendered = renderAssessment({ submit: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await start(rendered);
    await answerAll(rendered, [1, 1, 3, 0, 2]);
    await rendered.user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    answer(jsonResponse(200, result(false)));
    expect(await screen.findByRole("heading", { name: "B1-B2 — Intermediate" })).toBeInTheDocument();
  });

  it("stays on question 5 with the answers kept when saving fails, and retries", async () => {
    let attempts = 0;
    const rendered = renderAssessment({
      submit: () => (++attempts === 1 ? jsonResponse(500, { message: "Internal error" }) : jsonResponse(200, result(false))),
    });
    const { user } = rendered;
    await start(rendered);
    await answerAll(rendered, [1, 1, 3, 0, 2]);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByText("Failed to save assessment results. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(questionHeading(5)).toBeInTheDocument();
    expect(screen.getAllByRole("radio")[2]).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("heading", { name: "B1-B2 — Intermediate" })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it("returns to the intro on Retake Assessment", async () => {
    const rendered = renderAssessment();
    await start(rendered);
    await answerAll(rendered, [0, 0, 0, 0, 0]);
    await rendered.user.click(screen.getByRole("button", { name: "Submit" }));
    await rendered.user.click(await screen.findByRole("button", { name: "Retake Assessment" }));

    expect(screen.getByRole("heading", { name: "Find your English level" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Start Assessment" })).toBeInTheDocument();
  });
});
