import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FeedbackItem, StudentContent, StudentExercise } from "@shared/api/learning";
import { showInterfaceIn } from "@/test/i18n";
import { buildExercise } from "@/test/learning-builders";
import { ExerciseView } from "./exercise-view";
import type { ExerciseGrade } from "./types";

// The four types of issue 43 as a learner meets them: a reading text, a listening text, a writing task and a
// speaking task. What the learner sees, what is sent, and the feedback shown after the check.

function renderExercise(exercise: StudentExercise, ...grades: ExerciseGrade[]) {
  const onSubmit = vi.fn(async () => (grades.length > 1 ? grades.shift()! : grades[0]!));
  const user = userEvent.setup();
  render(<ExerciseView exercise={exercise} onSubmit={onSubmit} />);
  const region = screen.getByRole("region", { name: exercise.title });
  return { user, onSubmit, region };
}

/** The result line ExerciseView announces (the last status region: a word count or a recorder has its own before it). */
const resultStatus = (region: HTMLElement) => within(region).getAllByRole("status").at(-1)!;

const questionItems = (labels: string[], right: boolean[], given: string[], expected: string[]): FeedbackItem[] =>
  labels.map((label, index) => ({ label, isCorrect: right[index]!, given: given[index]!, expected: expected[index]! }));

afterEach(() => {
  window.localStorage.clear();
});

describe("ExerciseView: reading text", () => {
  const content: StudentContent = {
    type: "reading_text",
    genre: "email",
    title: "Change of plan for Saturday",
    text: "From: Maya Patel\nSubject: Saturday trip\n\nHi everyone,\n\nThe museum is closed on Saturday, so we will visit the castle instead.\n\nThe bus leaves at nine from the station.",
    questions: [
      { question: "Why has the plan changed?", options: ["The bus is late", "The museum is closed", "It will rain"] },
      { question: "Where does the bus leave from?", options: ["The castle", "The school", "The station"] },
      { question: "When does the bus leave?", options: ["At eight", "At nine", "At ten"] },
    ],
  };
  const exercise = buildExercise(content, { title: "An email from Maya" });
  const labels = content.questions.map((question) => question.question);

  it("sets the email out with its header lines, in English, then its questions", () => {
    const { region } = renderExercise(exercise, { score: 3, maxScore: 3, passed: true, feedback: [] });

    const email = within(region).getByRole("article", { name: "Change of plan for Saturday" });
    expect(email).toHaveAttribute("lang", "en");
    expect(within(region).getByText("Email")).toBeInTheDocument();
    expect(within(email).getByText("From:")).toBeInTheDocument();
    expect(within(email).getByText("Maya Patel")).toBeInTheDocument();
    expect(within(email).getByText("Saturday trip")).toBeInTheDocument();
    // The header lines are not repeated as prose.
    expect(within(email).queryByText(/Subject: Saturday trip/)).not.toBeInTheDocument();
    expect(within(email).getByText(/The museum is closed on Saturday/)).toBeInTheDocument();

    expect(within(region).getByRole("heading", { name: "3 questions" })).toBeInTheDocument();
    for (const label of labels) expect(within(region).getByRole("group", { name: label })).toBeInTheDocument();
  });

  it("asks for every answer, sends one index per question, and marks each question's options", async () => {
    const grade: ExerciseGrade = {
      score: 2,
      maxScore: 3,
      passed: true,
      feedback: questionItems(
        labels,
        [true, true, false],
        ["The museum is closed", "The station", "At ten"],
        ["The museum is closed", "The station", "At nine"],
      ),
    };
    const { user, onSubmit, region } = renderExercise(exercise, grade);

    await user.click(within(within(region).getByRole("group", { name: labels[0] })).getByRole("radio", { name: /The museum is closed/ }));
    await user.click(within(region).getByRole("button", { name: "Check answer" }));
    expect(within(region).getByRole("alert")).toHaveTextContent("Answer every question before you check.");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(within(region).getByRole("group", { name: labels[1] })).getByRole("radio", { name: /The station/ }));
    await user.click(within(within(region).getByRole("group", { name: labels[2] })).getByRole("radio", { name: /At ten/ }));
    await user.click(within(region).getByRole("button", { name: "Check answer" }));

    expect(onSubmit).toHaveBeenCalledWith({ answers: [1, 2, 2] });
    expect(await within(resultStatus(region)).findByText("Passed: 2 of 3")).toBeInTheDocument();
    const third = within(region).getByRole("group", { name: labels[2] });
    expect(within(third).getByRole("radio", { name: "At ten Your answer" })).toBeChecked();
    expect(within(third).getByRole("radio", { name: "At nine Right answer" })).toBeDisabled();
    // Marked in place once: no list of answers below repeats it.
    expect(within(region).queryByText("Correct answer:")).not.toBeInTheDocument();
  });

  it("sets a notice in a box under its title", () => {
    const notice = buildExercise(
      { ...content, genre: "notice", title: "Pool closed", text: "The pool is closed for cleaning on Monday." },
      { title: "A notice" },
    );
    const { region } = renderExercise(notice, { score: 0, maxScore: 3, passed: false, feedback: [] });
    const article = within(region).getByRole("article", { name: "Pool closed" });
    expect(within(article).getByRole("heading", { name: "Pool closed" })).toBeInTheDocument();
    expect(within(article).getByText("The pool is closed for cleaning on Monday.")).toBeInTheDocument();
    expect(within(region).getByText("Notice")).toBeInTheDocument();
  });
});

type FakeUtterance = { text: string; lang: string; rate: number; pitch: number; voice: { name: string } | null; onend?: () => void };

function stubSpeechSynthesis(voices: { lang: string; name: string }[]) {
  const spoken: FakeUtterance[] = [];
  vi.stubGlobal("speechSynthesis", {
    getVoices: () => voices,
    cancel: vi.fn(),
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  vi.stubGlobal(
    "SpeechSynthesisUtterance",
    class {
      text: string;
      lang = "";
      rate = 1;
      pitch = 1;
      voice: unknown = null;
      constructor(text: string) {
        this.text = text;
      }
    },
  );
  return spoken;
}

describe("ExerciseView: listening text", () => {
  const content: StudentContent = {
    type: "listening_text",
    genre: "conversation",
    title: "Booking a table",
    speakers: [
      { name: "Anna", voice: "female" },
      { name: "Waiter", voice: "male" },
    ],
    lines: [
      { speaker: "Waiter", text: "Good evening. Do you have a booking?" },
      { speaker: "Anna", text: "No, I'm afraid not. Is there a table for two?" },
      { speaker: "Waiter", text: "Yes, by the window. Follow me, please." },
    ],
    questions: [
      { question: "How many people need a table?", options: ["One", "Two", "Four"] },
      { question: "Did the customer book?", options: ["Yes", "No"] },
      { question: "Where is the table?", options: ["By the door", "By the window", "Outside"] },
    ],
  };
  const exercise = buildExercise(content, { title: "At the restaurant" });
  const labels = content.questions.map((question) => question.question);
  const grade: ExerciseGrade = {
    score: 3,
    maxScore: 3,
    passed: true,
    feedback: questionItems(labels, [true, true, true], ["Two", "No", "By the window"], ["Two", "No", "By the window"]),
  };

  async function answerAll(user: ReturnType<typeof userEvent.setup>, region: HTMLElement) {
    await user.click(within(within(region).getByRole("group", { name: labels[0] })).getByRole("radio", { name: /Two/ }));
    await user.click(within(within(region).getByRole("group", { name: labels[1] })).getByRole("radio", { name: /No/ }));
    await user.click(within(within(region).getByRole("group", { name: labels[2] })).getByRole("radio", { name: /By the window/ }));
    await user.click(within(region).getByRole("button", { name: "Check answer" }));
  }

  it("speaks each line in its speaker's voice, shows the line it is on, and keeps the transcript until the answers are checked", async () => {
    const spoken = stubSpeechSynthesis([
      { lang: "en-GB", name: "Google UK English Female" },
      { lang: "en-GB", name: "Google UK English Male" },
    ]);
    const { user, onSubmit, region } = renderExercise(exercise, grade);

    expect(within(region).getByText("3 lines")).toBeInTheDocument();
    expect(within(region).queryByRole("region", { name: "Transcript" })).not.toBeInTheDocument();
    expect(within(region).queryByText("Good evening. Do you have a booking?")).not.toBeInTheDocument();

    await user.click(within(region).getByRole("button", { name: "Play" }));
    expect(spoken[0]).toMatchObject({ text: "Good evening. Do you have a booking?", voice: { name: "Google UK English Male" } });
    expect(within(region).getByText("Line 1 of 3")).toBeInTheDocument();
    // The waiter is never named in the lines: the page does not name him either.
    expect(within(region).getByText("Speaker 2 is speaking")).toBeInTheDocument();

    act(() => spoken[0]!.onend?.());
    await waitFor(() => expect(spoken).toHaveLength(2));
    expect(spoken[1]).toMatchObject({ voice: { name: "Google UK English Female" } });
    expect(within(region).getByText("Line 2 of 3")).toBeInTheDocument();

    await user.click(within(region).getByRole("button", { name: "Pause" }));
    expect(within(region).getByRole("button", { name: "Carry on" })).toBeInTheDocument();

    await answerAll(user, region);
    expect(onSubmit).toHaveBeenCalledWith({ answers: [1, 1, 1] });
    expect(await within(resultStatus(region)).findByText("Correct! 3 of 3")).toBeInTheDocument();
    const transcript = within(region).getByRole("region", { name: "Transcript" });
    expect(within(transcript).getByText("Good evening. Do you have a booking?")).toHaveAttribute("lang", "en");
    expect(within(transcript).getAllByText("Speaker 2:")).toHaveLength(2);
  });

  it("names a speaker the lines name", async () => {
    stubSpeechSynthesis([{ lang: "en-GB", name: "Daniel" }]);
    const named = buildExercise(
      { ...content, lines: [{ speaker: "Waiter", text: "Good evening, Anna." }, ...content.lines.slice(1)] },
      { title: "Named" },
    );
    const { user, region } = renderExercise(named, grade);

    await user.click(within(region).getByRole("button", { name: "Play" }));
    await user.click(within(region).getByRole("button", { name: "Pause" }));
    await answerAll(user, region);
    const transcript = await within(region).findByRole("region", { name: "Transcript" });
    expect(within(transcript).getByText("Anna:")).toBeInTheDocument();
  });

  it("shows the transcript at once, and says why, when the browser has no voice", () => {
    const { region } = renderExercise(exercise, grade);

    expect(within(region).queryByRole("button", { name: "Play" })).not.toBeInTheDocument();
    expect(within(region).getByText(/no English voice to read this aloud/)).toBeInTheDocument();
    expect(
      within(within(region).getByRole("region", { name: "Transcript" })).getByText("Yes, by the window. Follow me, please."),
    ).toBeInTheDocument();
  });
});

describe("ExerciseView: writing task", () => {
  const content: StudentContent = {
    type: "writing_task",
    genre: "email",
    prompt: "Write an email to a friend about your last holiday.\n\nSay where you went and what you liked.",
    minWords: 20,
    maxWords: 40,
    rubric: [
      { criterion: "task", descriptor: "Says where and what was liked." },
      { criterion: "organisation", descriptor: "Opens and closes like an email." },
      { criterion: "range", descriptor: "Uses past tenses." },
      { criterion: "accuracy", descriptor: "Few mistakes." },
    ],
  };
  const exercise = buildExercise(content, { id: 77, title: "My holiday" });
  const text =
    "Hi Sam, last summer I went to Spain with my family. The beach was beautiful and the food was great. We swimmed every day and the beach was quiet. See you soon!";
  const graded: ExerciseGrade = {
    score: 1,
    maxScore: 1,
    passed: true,
    feedback: [{ label: "Length", isCorrect: true, given: "33 words", expected: "20-40 words" }],
    review: {
      modelAnswer: "Hi Alex,\n\nI have just come back from Lisbon.\n\nBest wishes,\nKim",
      writing: {
        wordCount: 33,
        minWords: 20,
        maxWords: 40,
        misspelled: [
          { word: "swimmed", suggestions: ["swam", "swimmer"] },
          { word: "Qwzx", suggestions: [] },
        ],
        repeated: [{ word: "beach", count: 4 }],
      },
    },
  };

  it("shows the prompt, its range and a live word count, and asks for a text before handing in", async () => {
    const { user, onSubmit, region } = renderExercise(exercise, graded);

    expect(within(region).getByText("Writing: Email")).toBeInTheDocument();
    expect(within(region).getByText("Say where you went and what you liked.").closest("[lang]")).toHaveAttribute("lang", "en");
    const box = within(region).getByRole("textbox", { name: "Your text" });
    expect(box).toHaveAttribute("lang", "en");
    expect(box).toHaveAccessibleDescription("0 words. Write 20-40 words.");

    await user.click(within(region).getByRole("button", { name: "Hand in my text" }));
    expect(within(region).getByRole("alert")).toHaveTextContent("Write your text first.");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(box, "I went to Spain last summer.");
    expect(box).toHaveAccessibleDescription("6 words. 14 more words to reach 20");
    await user.clear(box);
    await user.type(box, text);
    expect(box).toHaveAccessibleDescription("32 words. within 20-40");
  });

  it("hands in the text and shows the length, spelling, repeated words, rubric and model answer, and that the text is kept", async () => {
    const { user, onSubmit, region } = renderExercise(exercise, graded);

    await user.type(within(region).getByRole("textbox", { name: "Your text" }), `  ${text}  `);
    await user.click(within(region).getByRole("button", { name: "Hand in my text" }));

    expect(onSubmit).toHaveBeenCalledWith({ text });
    expect(await within(resultStatus(region)).findByText("Handed in: your text is the right length")).toBeInTheDocument();
    expect(within(region).getByRole("textbox", { name: "Your text" })).toHaveAttribute("readonly");

    const review = within(region).getByRole("region", { name: "Feedback on your text" });
    expect(within(review).getByText("33 words; the task asks for 20-40 words.")).toBeInTheDocument();
    expect(within(review).getByText("Check the spelling of these 2 words:")).toBeInTheDocument();
    expect(within(review).getByText("swimmed").closest("li")).toHaveTextContent("swimmed did you mean swam, swimmer");
    expect(within(review).getByText("Qwzx").closest("li")).toHaveTextContent("no suggestion");
    expect(within(review).getByText("beach").closest("li")).toHaveTextContent("beach 4 times");
    expect(within(review).getByText("Task")).toBeInTheDocument();
    expect(within(review).getByText("Uses past tenses.")).toBeInTheDocument();
    expect(within(review).getByRole("heading", { name: "Model answer" })).toBeInTheDocument();
    expect(within(review).getByText("I have just come back from Lisbon.")).toBeInTheDocument();
    expect(within(review).getByText("Your text is kept for your teacher to mark.")).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("says when there is nothing to correct, and when the length is wrong", async () => {
    const short: ExerciseGrade = {
      score: 0,
      maxScore: 1,
      passed: false,
      feedback: [{ label: "Length", isCorrect: false, given: "6 words", expected: "20-40 words" }],
      review: { modelAnswer: "Hi Alex.", writing: { wordCount: 6, minWords: 20, maxWords: 40, misspelled: [], repeated: [] } },
    };
    const { user, region } = renderExercise(exercise, short);
    await user.type(within(region).getByRole("textbox", { name: "Your text" }), "I went to Spain last summer.");
    await user.click(within(region).getByRole("button", { name: "Hand in my text" }));

    expect(await within(resultStatus(region)).findByText(/Handed in, but not the right length/)).toBeInTheDocument();
    const review = within(region).getByRole("region", { name: "Feedback on your text" });
    expect(within(review).getByText("Length").closest("li")).toHaveTextContent("(to look at)");
    expect(within(review).getByText("No spelling mistakes found.")).toBeInTheDocument();
    expect(within(review).getByText("No word is used too often.")).toBeInTheDocument();
  });

  it("keeps the draft on the device while it is written", async () => {
    const first = renderExercise(exercise, graded);
    await first.user.type(within(first.region).getByRole("textbox", { name: "Your text" }), "My draft so far");
    await waitFor(() => expect(Object.values({ ...window.localStorage })).toContain("My draft so far"));
    cleanup();

    const again = renderExercise({ ...exercise, title: "My holiday again" }, graded);
    expect(within(again.region).getByRole("textbox", { name: "Your text" })).toHaveValue("My draft so far");
  });
});

describe("ExerciseView: speaking task", () => {
  const content: StudentContent = {
    type: "speaking_task",
    kind: "describe",
    prompt: "Describe the picture: who is there and what are they doing?",
    picture: "🧑‍🍳🍝",
    checklist: ["Say who is in the picture", "Say what they are doing", "Give one detail"],
    minSeconds: 30,
  };
  const exercise = buildExercise(content, { title: "In the kitchen" });
  const graded: ExerciseGrade = {
    score: 2,
    maxScore: 3,
    passed: true,
    feedback: [
      { label: "Length", isCorrect: true, given: "40 seconds", expected: "30 seconds" },
      { label: "Say who is in the picture", isCorrect: true, given: "Ticked", expected: "Ticked" },
      { label: "Say what they are doing", isCorrect: false, given: "Not ticked", expected: "Ticked" },
      { label: "Give one detail", isCorrect: true, given: "Ticked", expected: "Ticked" },
    ],
    review: { modelAnswer: "A cook is making pasta in a busy kitchen.", writing: null },
  };

  it("without a microphone: says so, times the spoken answer, sends its length and the ticks, then shows the model answer", async () => {
    const clock = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    const { user, onSubmit, region } = renderExercise(exercise, graded);

    expect(within(region).getByText("Describe")).toBeInTheDocument();
    expect(within(region).getByText(content.prompt)).toHaveAttribute("lang", "en");
    expect(within(region).getByText("🧑‍🍳🍝")).toBeInTheDocument();
    expect(within(region).getByText("Speak for at least 30 seconds.")).toBeInTheDocument();
    expect(within(region).getByText(/There is no microphone to record with here/)).toBeInTheDocument();
    expect(within(region).getByText("Your recording stays on this device; nothing is uploaded.")).toBeInTheDocument();

    await user.click(within(region).getByRole("button", { name: "Done" }));
    expect(within(region).getByRole("alert")).toHaveTextContent("Record your answer (or time it) first, then press Done.");

    await user.click(within(region).getByRole("button", { name: "Start timing" }));
    await user.click(within(region).getByRole("button", { name: "Done" }));
    expect(within(region).getByRole("alert")).toHaveTextContent("Stop the recording (or the timer) first.");
    clock.mockReturnValue(1_040_000);
    await user.click(within(region).getByRole("button", { name: "Stop timing" }));
    expect(within(region).getByText("You spoke for 0:40")).toBeInTheDocument();

    const checklist = within(region).getByRole("group", { name: "After you speak, tick what your answer included" });
    await user.click(within(checklist).getByRole("checkbox", { name: "Say who is in the picture" }));
    await user.click(within(checklist).getByRole("checkbox", { name: "Give one detail" }));
    await user.click(within(region).getByRole("button", { name: "Done" }));

    expect(onSubmit).toHaveBeenCalledWith({ recordedSeconds: 40, checklist: [true, false, true] });
    expect(await within(resultStatus(region)).findByText("Well done! Your answer covered 2 of 3 points")).toBeInTheDocument();
    const review = within(region).getByRole("region", { name: "How did you do?" });
    expect(within(review).getByText("You spoke for at least 30 seconds.")).toBeInTheDocument();
    expect(within(review).getByText("Say what they are doing").closest("li")).toHaveTextContent("Not ticked:");
    expect(within(review).getByText("A cook is making pasta in a busy kitchen.").closest("[lang]")).toHaveAttribute("lang", "en");
  });

  function stubRecorder({ refuse = false } = {}) {
    const tracks = [{ stop: vi.fn() }];
    const getUserMedia = refuse
      ? vi.fn().mockRejectedValue(new DOMException("Permission denied", "NotAllowedError"))
      : vi.fn().mockResolvedValue({ getTracks: () => tracks });
    vi.stubGlobal("navigator", { ...navigator, mediaDevices: { getUserMedia } });
    class FakeMediaRecorder {
      static instance: FakeMediaRecorder;
      state = "inactive";
      mimeType = "audio/webm";
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      constructor() {
        FakeMediaRecorder.instance = this;
      }
      start() {
        this.state = "recording";
      }
      stop() {
        this.state = "inactive";
        this.ondataavailable?.({ data: new Blob(["sound"]) });
        this.onstop?.();
      }
    }
    vi.stubGlobal("MediaRecorder", FakeMediaRecorder);
    const createObjectURL = vi.fn(() => "blob:recording");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    return { getUserMedia, tracks, createObjectURL };
  }

  it("records, stops and plays back on the device, and sends only the length and the ticks", async () => {
    const { getUserMedia, tracks } = stubRecorder();
    const clock = vi.spyOn(Date, "now").mockReturnValue(2_000_000);
    const { user, onSubmit, region } = renderExercise(exercise, graded);

    await user.click(within(region).getByRole("button", { name: "Record" }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(await within(region).findByRole("button", { name: "Stop" })).toBeInTheDocument();
    clock.mockReturnValue(2_035_000);
    await user.click(within(region).getByRole("button", { name: "Stop" }));

    expect(within(region).getByText("Recorded: 0:35")).toBeInTheDocument();
    expect(tracks[0]!.stop).toHaveBeenCalled();
    expect(within(region).getByLabelText("Your recording")).toHaveAttribute("src", "blob:recording");
    expect(within(region).getByRole("button", { name: "Record again" })).toBeInTheDocument();

    await user.click(within(region).getByRole("checkbox", { name: "Say who is in the picture" }));
    await user.click(within(region).getByRole("button", { name: "Done" }));
    expect(onSubmit).toHaveBeenCalledWith({ recordedSeconds: 35, checklist: [true, false, false] });
  });

  it("says when the microphone is refused and offers the timer instead", async () => {
    stubRecorder({ refuse: true });
    const { user, region } = renderExercise(exercise, graded);

    await user.click(within(region).getByRole("button", { name: "Record" }));
    expect(await within(region).findByText(/The microphone was not allowed/)).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Start timing" })).toBeInTheDocument();
  });
});

describe("the texts and tasks in another interface language", () => {
  it("shows the controls in Spanish and the English being taught in English", () => {
    showInterfaceIn("es");
    const exercise = buildExercise(
      {
        type: "writing_task",
        genre: "letter",
        prompt: "Write a letter to your landlord.",
        minWords: 80,
        maxWords: 120,
        rubric: [
          { criterion: "task", descriptor: "Covers the problem." },
          { criterion: "organisation", descriptor: "Paragraphs." },
          { criterion: "range", descriptor: "Polite forms." },
          { criterion: "accuracy", descriptor: "Few mistakes." },
        ],
      },
      { title: "A letter" },
    );
    const { region } = renderExercise(exercise, { score: 0, maxScore: 1, passed: false, feedback: [] });

    expect(within(region).getByText("Escritura: Carta")).toBeInTheDocument();
    expect(within(region).getByRole("textbox", { name: "Tu texto" })).toHaveAccessibleDescription("0 palabras. Escribe 80-120 palabras.");
    expect(within(region).getByRole("button", { name: "Entregar mi texto" })).toBeInTheDocument();
    expect(within(region).getByText("Write a letter to your landlord.").closest("[lang]")).toHaveAttribute("lang", "en");
  });
});
