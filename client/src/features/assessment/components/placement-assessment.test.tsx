import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PLACEMENT_MESSAGES } from "@shared/api/placement";
import { buildUser, jsonResponse, mockApi, signedOut, type RecordedRequest } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { buildItem, COURSES, completed, inProgress, LISTENING_ITEM, RESULT, TEST_ID } from "../test/builders";
import { AssessmentHero } from "./assessment-hero";
import { CURRENT_PLACEMENT_TEST_QUERY_KEY } from "../api/get-current-placement-test";
import { PlacementAssessment } from "./placement-assessment";

const NO_VOICE_NOTE = "Your browser has no voice to read this aloud, so here is the text.";

type Reply = Response | ((request: RecordedRequest) => Response | Promise<Response>);

const ANSWERS_URL = `/api/placement-tests/${TEST_ID}/answers`;

function renderAssessment({
  me = signedOut(),
  current = jsonResponse(200, null),
  start = jsonResponse(201, inProgress()),
  answer = jsonResponse(200, inProgress(LISTENING_ITEM)),
}: { me?: Response; current?: Reply; start?: Reply; answer?: Reply } = {}) {
  const api = mockApi({
    "GET /api/me": me,
    "GET /api/placement-tests/current": current,
    "POST /api/placement-tests": start,
    [`POST ${ANSWERS_URL}`]: answer,
    "GET /api/courses": jsonResponse(200, COURSES),
  });
  const ui = (
    <AssessmentHero>
      <PlacementAssessment />
    </AssessmentHero>
  );
  return { ...renderWithProviders(ui, { path: "/assessment" }), ...api };
}

const itemHeading = (position: number) => screen.findByRole("heading", { name: `Question ${position}` });

describe("Placement test: intro and items", () => {
  it("introduces the adaptive test, starts it on a click and shows the first item with its skill, passage and four options", async () => {
    const { user, requests } = renderAssessment();
    expect(await screen.findByRole("heading", { name: "Find your English level" })).toBeInTheDocument();
    expect(screen.getByText("12-30 questions")).toBeInTheDocument();
    expect(screen.getByText("Grammar, vocabulary, reading and listening")).toBeInTheDocument();
    expect(screen.getByText("About 10-15 minutes")).toBeInTheDocument();
    expect(screen.getByText("No sound or voice? The text is shown instead")).toBeInTheDocument();
    expect(screen.getByText(/Taking it as a guest\? Your result won't be saved\./)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Start Assessment" }));

    expect(await itemHeading(1)).toHaveFocus();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.url)).toEqual(["/api/placement-tests"]);
    expect(screen.getByText("12-30 questions")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByText("Reading")).toBeInTheDocument();
    expect(screen.getByText(/Sam works in a bakery/).tagName).toBe("BLOCKQUOTE");
    const group = screen.getByRole("group", { name: "Why does Sam go to bed early?" });
    expect(within(group).getAllByRole("radio")).toHaveLength(4);
    expect(screen.getByRole("timer")).toHaveTextContent(/^1[45]:\d\d$/);
  });

  it("resumes the open test on the item the server holds, without the intro (a reload)", async () => {
    renderAssessment({
      current: jsonResponse(200, inProgress(buildItem({ id: 303, position: 7, skill: "vocabulary", passage: null }), 4)),
    });

    expect(await itemHeading(7)).toBeInTheDocument();
    expect(screen.getByText("Vocabulary")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start Assessment" })).not.toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent(/^[34]:\d\d$/);
  });

  it("keeps Next disabled until an option is chosen, sends only the item and the answer, and moves to the next item", async () => {
    const { user, requests } = renderAssessment({ current: jsonResponse(200, inProgress()) });
    await itemHeading(1);
    const next = screen.getByRole("button", { name: "Next" });
    expect(next).toBeDisabled();
    expect(screen.getByText("Choose an answer to go on.")).toBeInTheDocument();

    // The keyboard way: Tab into the group, arrow to the second option, Enter submits the form.
    await user.tab();
    expect(screen.getAllByRole("radio")[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("radio")[1]).toBeChecked();
    expect(next).toBeEnabled();
    await user.keyboard("{Enter}");

    expect(await itemHeading(2)).toHaveFocus();
    const posts = requests.filter((request) => request.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: ANSWERS_URL, body: { itemId: 101, answer: 1 } });
    expect(screen.getByText("Listening")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("shows a listening item's text with a note when the browser has no speech synthesis", async () => {
    // jsdom has no speechSynthesis, like a browser without a voice.
    renderAssessment({ current: jsonResponse(200, inProgress(LISTENING_ITEM)) });

    expect(await itemHeading(2)).toBeInTheDocument();
    expect(screen.getByText(NO_VOICE_NOTE)).toBeInTheDocument();
    expect(screen.getByText("The next train to Cape Town leaves from platform four.").tagName).toBe("BLOCKQUOTE");
    expect(screen.queryByRole("button", { name: "Play" })).not.toBeInTheDocument();
  });

  it("says Sending... on the disabled Next while the answer is on its way", async () => {
    let reply: (response: Response) => void = () => {};
    const { user } = renderAssessment({
      current: jsonResponse(200, inProgress()),
      answer: () => new Promise<Response>((resolve) => (reply = resolve)),
    });
    await itemHeading(1);
    await user.click(screen.getAllByRole("radio")[2]!);
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(screen.getAllByRole("radio")[0]).toBeDisabled();
    reply(jsonResponse(200, inProgress(LISTENING_ITEM)));
    expect(await itemHeading(2)).toBeInTheDocument();
  });

  it("takes an answer on the next item as soon as it is shown, while the last answer's request is still closing", async () => {
    let reply: (response: Response) => void = () => {};
    const { user, queryClient } = renderAssessment({
      current: jsonResponse(200, inProgress()),
      answer: () => new Promise<Response>((resolve) => (reply = resolve)),
    });
    await itemHeading(1);
    await user.click(screen.getAllByRole("radio")[0]!);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();

    // The next item reaches the page a moment before the request that brought it counts as finished (the
    // browser test clicked in that moment and its click was lost on a disabled option).
    queryClient.setQueryData(CURRENT_PLACEMENT_TEST_QUERY_KEY, inProgress(LISTENING_ITEM));
    await itemHeading(2);
    await user.click(screen.getAllByRole("radio")[3]!);
    expect(screen.getAllByRole("radio")[3]).toBeChecked();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
    reply(jsonResponse(200, inProgress(LISTENING_ITEM)));
    await waitFor(() => expect(screen.getAllByRole("radio")[3]).toBeChecked());
  });

  it("shows the server's message on a 409 and reloads the item the server holds now", async () => {
    let reads = 0;
    const { user, requests } = renderAssessment({
      // The first read shows item 1; by the time it is answered another tab has moved the test to item 2.
      current: () => jsonResponse(200, ++reads === 1 ? inProgress() : inProgress(LISTENING_ITEM)),
      answer: jsonResponse(409, { message: PLACEMENT_MESSAGES.notCurrentItem, code: "conflict" }),
    });
    await itemHeading(1);
    await user.click(screen.getAllByRole("radio")[0]!);
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(await itemHeading(2)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(PLACEMENT_MESSAGES.notCurrentItem);
    expect(requests.filter((request) => request.url === "/api/placement-tests/current")).toHaveLength(2);
  });

  it("goes back to the intro with the server's message when the test is no longer this session's (404)", async () => {
    let reads = 0;
    const { user } = renderAssessment({
      current: () => jsonResponse(200, ++reads === 1 ? inProgress() : null),
      answer: jsonResponse(404, { message: PLACEMENT_MESSAGES.notFound, code: "not_found" }),
    });
    await itemHeading(1);
    await user.click(screen.getAllByRole("radio")[0]!);
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByRole("button", { name: "Start Assessment" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(PLACEMENT_MESSAGES.notFound);
    expect(reads).toBe(2);
  });

  it("keeps the chosen answer and says so when sending fails, and sends again on Next", async () => {
    let attempts = 0;
    const { user } = renderAssessment({
      current: jsonResponse(200, inProgress()),
      answer: () => (++attempts === 1 ? jsonResponse(500, { message: "Internal error" }) : jsonResponse(200, inProgress(LISTENING_ITEM))),
    });
    await itemHeading(1);
    await user.click(screen.getAllByRole("radio")[3]!);
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Internal error");
    expect(screen.getAllByRole("radio")[3]).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await itemHeading(2)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it("asks the server again when the time runs out, and shows the result it ended the test with", async () => {
    let reads = 0;
    renderAssessment({
      // A second and a half left at the first read; by the next the server has ended the test on its time limit.
      current: () =>
        jsonResponse(
          200,
          ++reads === 1
            ? { ...inProgress(), endsAt: new Date(Date.now() + 1500).toISOString() }
            : completed(false, { ...RESULT, endReason: "time_limit", itemsAnswered: 9 }),
        ),
    });
    await itemHeading(1);
    expect(screen.getByRole("timer")).toHaveTextContent(/^0:0[0-2]$/);

    expect(await screen.findByRole("heading", { name: "B1 · Intermediate" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/The time ran out/)).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it("says so, with a retry, when the test cannot be loaded", async () => {
    let reads = 0;
    const { user } = renderAssessment({
      current: () => (++reads === 1 ? jsonResponse(500, { message: "Internal error" }) : jsonResponse(200, null)),
    });

    expect(await screen.findByText("We couldn't load your placement test.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("button", { name: "Start Assessment" })).toBeInTheDocument();
  });

  it("shows the result when the last answer ends the test, and a signed-in student's is saved", async () => {
    const { user, requests } = renderAssessment({
      me: jsonResponse(200, buildUser()),
      current: jsonResponse(200, inProgress()),
      answer: jsonResponse(200, completed(true)),
    });
    await itemHeading(1);
    await user.click(screen.getAllByRole("radio")[0]!);
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByRole("heading", { name: "B1 · Intermediate" })).toHaveFocus();
    expect(screen.getByText("Your result has been saved to your dashboard, and your level is updated.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("link", { name: "Register" })).not.toBeInTheDocument();
    // The saved result is the student's level now: their session and dashboard cards are read again.
    await waitFor(() => expect(requests.filter((request) => request.url === "/api/session")).toHaveLength(2));
  });

  it("starts a new test from the result with Take the test again", async () => {
    const { user, requests } = renderAssessment({ current: jsonResponse(200, completed(false)) });
    await user.click(await screen.findByRole("button", { name: "Take the test again" }));

    expect(await itemHeading(1)).toHaveFocus();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.url)).toEqual(["/api/placement-tests"]);
  });
});
