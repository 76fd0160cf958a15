import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FeedbackItem, StudentContent, StudentExercise } from "@shared/api/learning";
import { ApiError } from "@/lib/api-client";
import { showInterfaceIn } from "@/test/i18n";
import { buildExercise, MULTIPLE_CHOICE } from "@/test/learning-builders";
import { ExerciseView } from "./exercise-view";
import type { ExerciseGrade } from "./types";

const grade = (feedback: FeedbackItem[], overrides: Partial<ExerciseGrade> = {}): ExerciseGrade => {
  const score = feedback.filter((item) => item.isCorrect).length;
  return { score, maxScore: feedback.length, passed: score / feedback.length >= 0.6, feedback, ...overrides };
};

function renderExercise(exercise: StudentExercise, ...grades: (ExerciseGrade | Error)[]) {
  const onSubmit = vi.fn(async () => {
    const next = grades.length > 1 ? grades.shift()! : grades[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const user = userEvent.setup();
  render(<ExerciseView exercise={exercise} onSubmit={onSubmit} />);
  const region = screen.getByRole("region", { name: exercise.title });
  return { user, onSubmit, region };
}

const status = (region: HTMLElement) => within(region).getByRole("status");

describe("ExerciseView: multiple choice", () => {
  const exercise = buildExercise(MULTIPLE_CHOICE, { title: "Greetings quiz" });
  const right = grade([{ label: "Which word is a greeting?", isCorrect: true, given: "Hello", expected: "Hello" }], { pointsEarned: 10 });
  const wrong = grade([{ label: "Which word is a greeting?", isCorrect: false, given: "Table", expected: "Hello" }]);

  it("sends the chosen option's index and announces a right answer with the points earned", async () => {
    const { user, onSubmit, region } = renderExercise(exercise, right);

    expect(within(region).getByRole("group", { name: "Which word is a greeting?" })).toBeInTheDocument();
    await user.click(within(region).getByRole("radio", { name: /Hello/ }));
    await user.click(within(region).getByRole("button", { name: "Check answer" }));

    expect(onSubmit).toHaveBeenCalledWith({ answer: 1 });
    expect(await within(status(region)).findByText("Correct! 1 of 1")).toHaveFocus();
    expect(within(region).getByText("+10 points")).toBeInTheDocument();
    expect(within(region).getByRole("radio", { name: /Hello/ })).toBeDisabled();
    expect(within(region).queryByRole("button", { name: "Check answer" })).not.toBeInTheDocument();
    expect(within(region).getByText("Best result:")).toHaveTextContent("Best result: 1 of 1 (passed)");
  });

  it("is answered with the arrow keys", async () => {
    const { user, onSubmit, region } = renderExercise(exercise, right);

    await user.tab();
    expect(within(region).getByRole("radio", { name: /Goodbye/ })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(region).getByRole("radio", { name: /Hello/ })).toBeChecked();
    await user.keyboard("{Enter}");

    expect(onSubmit).toHaveBeenCalledWith({ answer: 1 });
  });

  it("shows a wrong answer with the expected one, then Try again starts a fresh attempt", async () => {
    const { user, onSubmit, region } = renderExercise(exercise, wrong, right);

    await user.click(within(region).getByRole("radio", { name: /Table/ }));
    await user.click(within(region).getByRole("button", { name: "Check answer" }));

    expect(await within(status(region)).findByText("Not quite: 0 of 1 — try again")).toBeInTheDocument();
    expect(within(region).getByRole("radio", { name: "Hello Right answer" })).toBeDisabled();
    expect(within(region).getByRole("radio", { name: "Table Your answer" })).toBeChecked();
    expect(within(region).getByText("Best result:")).toHaveTextContent("Best result: 0 of 1 (not passed yet)");

    await user.click(within(region).getByRole("button", { name: "Try again" }));
    expect(status(region)).toBeEmptyDOMElement();
    const radios = within(region).getAllByRole("radio");
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked && !(radio as HTMLInputElement).disabled)).toBe(true);
    expect(radios[0]).toHaveFocus();

    await user.click(within(region).getByRole("radio", { name: /Hello/ }));
    await user.click(within(region).getByRole("button", { name: "Check answer" }));
    expect(await within(status(region)).findByText("Correct! 1 of 1")).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(within(region).getByText("Best result:")).toHaveTextContent("Best result: 1 of 1 (passed)");
  });

  it("asks for a choice before checking", async () => {
    const { user, onSubmit, region } = renderExercise(exercise, right);

    await user.click(within(region).getByRole("button", { name: "Check answer" }));

    expect(within(region).getByRole("alert")).toHaveTextContent("Please choose an answer");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's message when the check fails, and can send again", async () => {
    const failure = new ApiError(400, JSON.stringify({ message: "Please choose an answer", code: "validation" }), "Bad Request");
    const { user, onSubmit, region } = renderExercise(exercise, failure, right);

    await user.click(within(region).getByRole("radio", { name: /Hello/ }));
    await user.click(within(region).getByRole("button", { name: "Check answer" }));
    expect(await within(region).findByRole("alert")).toHaveTextContent("Please choose an answer");

    await user.click(within(region).getByRole("button", { name: "Check answer" }));
    expect(await within(status(region)).findByText("Correct! 1 of 1")).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("shows the best result the student already has", () => {
    renderExercise({ ...exercise, best: { score: 0, maxScore: 1, passed: false } }, right);
    expect(screen.getByText("Best result:")).toHaveTextContent("Best result: 0 of 1 (not passed yet)");
  });
});

describe("ExerciseView: fill in the blanks", () => {
  const content: StudentContent = { type: "fill_in_blank", text: "I ___ a student and she ___ a teacher.", blanks: 2 };
  const exercise = buildExercise(content, { title: "To be" });

  it("puts a labelled input in place of each blank and sends the answers in order", async () => {
    const right = grade([
      { label: "Blank 1", isCorrect: true, given: "am", expected: "am" },
      { label: "Blank 2", isCorrect: true, given: "is", expected: "is" },
    ]);
    const { user, onSubmit, region } = renderExercise(exercise, right);

    expect(region).toHaveTextContent("I a student and she a teacher.");
    await user.type(within(region).getByRole("textbox", { name: "Blank 1" }), " am ");
    await user.type(within(region).getByRole("textbox", { name: "Blank 2" }), "is");
    await user.click(within(region).getByRole("button", { name: "Check answer" }));

    expect(onSubmit).toHaveBeenCalledWith({ answers: ["am", "is"] });
    expect(await within(status(region)).findByText("Correct! 2 of 2")).toBeInTheDocument();
  });

  it("marks the wrong blank and shows what was expected", async () => {
    const partly = grade([
      { label: "Blank 1", isCorrect: true, given: "am", expected: "am" },
      { label: "Blank 2", isCorrect: false, given: "are", expected: "is" },
    ]);
    const { user, region } = renderExercise(exercise, { ...partly, passed: false });

    await user.type(within(region).getByRole("textbox", { name: "Blank 1" }), "am");
    await user.type(within(region).getByRole("textbox", { name: "Blank 2" }), "are");
    await user.click(within(region).getByRole("button", { name: "Check answer" }));

    expect(await within(status(region)).findByText("Not quite: 1 of 2 — try again")).toBeInTheDocument();
    expect(within(region).getByRole("textbox", { name: "Blank 2" })).toHaveAttribute("aria-invalid", "true");
    expect(within(region).getByRole("textbox", { name: "Blank 1" })).toHaveAttribute("aria-invalid", "false");
    expect(within(region).getByText("Correct answer:").parentElement).toHaveTextContent(/^Correct answer: is$/);
  });

  it("asks for at least one answer", async () => {
    const { user, onSubmit, region } = renderExercise(exercise, grade([]));

    await user.click(within(region).getByRole("button", { name: "Check answer" }));

    expect(within(region).getByRole("alert")).toHaveTextContent("Please fill in the blanks");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("ExerciseView: matching", () => {
  const content: StudentContent = { type: "matching", lefts: ["cat", "dog", "cow"], rights: ["bark", "meow", "moo"] };
  const exercise = buildExercise(content, { title: "Animal sounds" });

  it("offers the right items as choices under each left item and sends the matches", async () => {
    const partly = grade([
      { label: "cat", isCorrect: true, given: "meow", expected: "meow" },
      { label: "dog", isCorrect: false, given: "moo", expected: "bark" },
      { label: "cow", isCorrect: false, given: "bark", expected: "moo" },
    ]);
    const { user, onSubmit, region } = renderExercise(exercise, partly);

    const cat = within(region).getByRole("group", { name: "cat" });
    expect(
      within(cat)
        .getAllByRole("radio")
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(["bark", "meow", "moo"]);
    await user.click(within(cat).getByRole("radio", { name: "meow" }));
    await user.click(within(within(region).getByRole("group", { name: "dog" })).getByRole("radio", { name: "moo" }));
    await user.click(within(region).getByRole("button", { name: "Check answer" }));
    expect(within(region).getByRole("alert")).toHaveTextContent("Please match every item");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(within(region).getByRole("group", { name: "cow" })).getByRole("radio", { name: "bark" }));
    await user.click(within(region).getByRole("button", { name: "Check answer" }));

    expect(onSubmit).toHaveBeenCalledWith({ matches: { cat: "meow", dog: "moo", cow: "bark" } });
    expect(await within(status(region)).findByText("Not quite: 1 of 3 — try again")).toBeInTheDocument();
    const dog = within(region).getByRole("group", { name: "dog" });
    expect(within(dog).getByRole("radio", { name: "moo Your answer" })).toBeChecked();
    expect(within(dog).getByRole("radio", { name: "bark Right answer" })).not.toBeChecked();
    expect(within(within(region).getByRole("group", { name: "cat" })).getByRole("radio", { name: "meow Right answer" })).toBeChecked();
    expect(within(region).queryByText("Correct answer:")).not.toBeInTheDocument();
  });
});

type FakeUtterance = {
  text: string;
  lang: string;
  rate: number;
  voice: unknown;
  onend?: () => void;
  onerror?: (event: { error: string }) => void;
};

function stubSpeechSynthesis(voices: { lang: string; name: string }[]) {
  const spoken: FakeUtterance[] = [];
  const synthesis = {
    getVoices: () => voices,
    cancel: vi.fn(),
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
  };
  vi.stubGlobal("speechSynthesis", synthesis);
  vi.stubGlobal(
    "SpeechSynthesisUtterance",
    class {
      text: string;
      lang = "";
      rate = 1;
      voice: unknown = null;
      constructor(text: string) {
        this.text = text;
      }
    },
  );
  return { spoken, synthesis };
}

describe("ExerciseView: audio", () => {
  const content: StudentContent = {
    type: "audio",
    say: "The train leaves at half past nine.",
    question: "When does the train leave?",
    options: ["9:00", "9:30", "10:30"],
  };
  const exercise = buildExercise(content, { title: "At the station" });
  const right = grade([{ label: "When does the train leave?", isCorrect: true, given: "9:30", expected: "9:30" }]);

  it("speaks the text in British English at 0.9, then Play again, and checks the chosen option", async () => {
    const { spoken } = stubSpeechSynthesis([
      { lang: "en-US", name: "Samantha" },
      { lang: "en-GB", name: "Daniel" },
    ]);
    const { user, onSubmit, region } = renderExercise(exercise, right);

    await user.click(within(region).getByRole("button", { name: "Play" }));
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: "The train leaves at half past nine.", lang: "en-GB", rate: 0.9, voice: { name: "Daniel" } });
    await user.click(within(region).getByRole("button", { name: "Play again" }));
    expect(spoken).toHaveLength(2);
    expect(within(region).queryByText("The train leaves at half past nine.")).not.toBeInTheDocument();

    await user.click(within(region).getByRole("radio", { name: /9:30/ }));
    await user.click(within(region).getByRole("button", { name: "Check answer" }));
    expect(onSubmit).toHaveBeenCalledWith({ answer: 1 });
    expect(await within(status(region)).findByText("Correct! 1 of 1")).toBeInTheDocument();
  });

  it("falls back to American English when the device has no British voice", async () => {
    const { spoken } = stubSpeechSynthesis([{ lang: "en-US", name: "Samantha" }]);
    const { user, region } = renderExercise(exercise, right);

    await user.click(within(region).getByRole("button", { name: "Play" }));
    expect(spoken[0]).toMatchObject({ lang: "en-US", voice: { name: "Samantha" } });
  });

  it("says when speech synthesis is missing and offers the text instead", async () => {
    const { user, region } = renderExercise(exercise, right);

    expect(within(region).queryByRole("button", { name: "Play" })).not.toBeInTheDocument();
    expect(within(region).getByText(/can't play the recording/)).toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "Show the text" }));
    expect(within(region).getByText("The train leaves at half past nine.")).toBeInTheDocument();
  });

  it("offers the text when speaking fails", async () => {
    const { spoken } = stubSpeechSynthesis([]);
    const { user, region } = renderExercise(exercise, right);

    await user.click(within(region).getByRole("button", { name: "Play" }));
    expect(spoken[0]).toMatchObject({ lang: "en-GB" });
    act(() => spoken[0]!.onerror?.({ error: "synthesis-failed" }));
    expect(within(region).getByRole("button", { name: "Show the text" })).toBeInTheDocument();
  });
});

class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = "";
  interimResults = true;
  maxAlternatives = 5;
  continuous = true;
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn();
  stop = vi.fn(() => this.onend?.());
  abort = vi.fn();
  constructor() {
    FakeRecognition.instances.push(this);
  }
  hear(transcript: string) {
    act(() => {
      this.onresult?.({ results: [[{ transcript }]] });
      this.onend?.();
    });
  }
  fail(error: string) {
    act(() => {
      this.onerror?.({ error });
      this.onend?.();
    });
  }
}

describe("ExerciseView: speaking", () => {
  const exercise = buildExercise({ type: "speaking", phrase: "Nice to meet you" }, { title: "Say it" });
  const right = grade([{ label: "Your phrase", isCorrect: true, given: "nice to meet you", expected: "Nice to meet you" }], {
    score: 100,
    maxScore: 100,
  });

  it("listens in British English and checks what it heard", async () => {
    FakeRecognition.instances = [];
    vi.stubGlobal("webkitSpeechRecognition", FakeRecognition);
    const { user, onSubmit, region } = renderExercise(exercise, right);

    expect(within(region).getByText("Nice to meet you")).toBeInTheDocument();
    expect(within(region).queryByRole("textbox")).not.toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "Speak" }));
    const recognition = FakeRecognition.instances[0]!;
    expect(recognition.start).toHaveBeenCalled();
    expect(recognition).toMatchObject({ lang: "en-GB", interimResults: false, maxAlternatives: 1 });
    expect(within(region).getByText("Listening...")).toBeInTheDocument();

    recognition.hear("nice to meet you");
    expect(within(region).getByText("We heard: “nice to meet you”")).toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "Check answer" }));

    expect(onSubmit).toHaveBeenCalledWith({ transcript: "nice to meet you" });
    expect(await within(status(region)).findByText("Correct! 100% match")).toBeInTheDocument();
  });

  it("offers a text box when the microphone is refused", async () => {
    FakeRecognition.instances = [];
    vi.stubGlobal("SpeechRecognition", FakeRecognition);
    const { user, onSubmit, region } = renderExercise(exercise, right);

    await user.click(within(region).getByRole("button", { name: "Speak" }));
    FakeRecognition.instances[0]!.fail("not-allowed");

    expect(within(region).getByText(/can't use your microphone/)).toBeInTheDocument();
    await user.type(within(region).getByRole("textbox", { name: "Type the phrase" }), "Nice to meet you");
    await user.click(within(region).getByRole("button", { name: "Check answer" }));
    expect(onSubmit).toHaveBeenCalledWith({ transcript: "Nice to meet you" });
  });

  it("offers a text box when the browser has no speech recognition, and asks for the phrase first", async () => {
    const wrong = grade([{ label: "Your phrase", isCorrect: false, given: "nice", expected: "Nice to meet you" }], {
      score: 25,
      maxScore: 100,
      passed: false,
    });
    const { user, onSubmit, region } = renderExercise(exercise, wrong);

    expect(within(region).queryByRole("button", { name: "Speak" })).not.toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "Check answer" }));
    expect(within(region).getByRole("alert")).toHaveTextContent("Please say or type the phrase");

    await user.type(within(region).getByRole("textbox", { name: "Type the phrase" }), "nice");
    await user.click(within(region).getByRole("button", { name: "Check answer" }));
    expect(onSubmit).toHaveBeenCalledWith({ transcript: "nice" });
    expect(await within(status(region)).findByText("Not quite: 25% match — try again")).toBeInTheDocument();
    expect(within(region).getByText("The phrase:")).toHaveTextContent("The phrase: Nice to meet you");
  });
});

describe("ExerciseView: flashcards", () => {
  const content: StudentContent = {
    type: "flashcard",
    cards: [
      { front: "apple", back: "a round fruit" },
      { front: "bread", back: "a baked food" },
    ],
  };
  const exercise = buildExercise(content, { title: "Food words" });

  it("shows one card at a time, flips it, and sends the fronts the student knew after the last card", async () => {
    const done = grade(
      [
        { label: "apple", isCorrect: true, given: "Knew it", expected: "a round fruit" },
        { label: "bread", isCorrect: false, given: "Still learning", expected: "a baked food" },
      ],
      { passed: true },
    );
    const { user, onSubmit, region } = renderExercise(exercise, done);

    expect(within(region).getByText("Card 1 of 2")).toBeInTheDocument();
    expect(within(region).getByText("apple")).toBeInTheDocument();
    expect(within(region).queryByText("a round fruit")).not.toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "Flip" }));
    expect(within(region).getByText("a round fruit")).toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "I knew it" }));

    expect(within(region).getByText("Card 2 of 2")).toBeInTheDocument();
    expect(within(region).getByText("bread")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(region).getByRole("button", { name: "Still learning" }));

    expect(onSubmit).toHaveBeenCalledWith({ known: ["apple"] });
    expect(await within(status(region)).findByText("Done! You knew 1 of 2 cards")).toBeInTheDocument();
    expect(
      within(region)
        .getAllByText("Back of the card:")
        .map((line) => line.textContent),
    ).toEqual(["Back of the card: a round fruit", "Back of the card: a baked food"]);

    await user.click(within(region).getByRole("button", { name: "Try again" }));
    expect(within(region).getByText("Card 1 of 2")).toBeInTheDocument();
  });
});

describe("ExerciseView: the chips about an exercise", () => {
  const chips = (region: HTMLElement) =>
    within(within(region).getByRole("list", { name: "About this exercise" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent);

  it("names the skill once when the type already says it (no 'Speaking · Speaking')", () => {
    const { region } = renderExercise(
      buildExercise(
        { type: "speaking", phrase: "Good morning" },
        { title: "Say it", skill: "speaking", difficulty: "beginner", points: 10 },
      ),
      grade([]),
    );
    expect(chips(region)).toEqual(["Speaking", "Beginner", "10 points"]);
  });

  it("names the skill when it differs from the type", () => {
    const { region } = renderExercise(
      buildExercise(MULTIPLE_CHOICE, { title: "Pick one", skill: "reading", difficulty: "beginner", points: 10 }),
      grade([]),
    );
    expect(chips(region)).toEqual(["Multiple choice", "Reading", "Beginner", "10 points"]);
  });
});

describe("ExerciseView in another interface language", () => {
  it("shows the controls and the result in Japanese, the exercise itself in English", async () => {
    showInterfaceIn("ja");
    const exercise = buildExercise(MULTIPLE_CHOICE, { title: "Greetings quiz", best: { score: 0, maxScore: 1, passed: false } });
    const wrong = grade([{ label: "Which word is a greeting?", isCorrect: false, given: "Table", expected: "Hello" }]);
    const { user, region } = renderExercise(exercise, wrong);

    expect(within(region).getByRole("list", { name: "この練習問題について" })).toHaveTextContent("選択問題");
    expect(within(region).getByText("10ポイント")).toBeInTheDocument();
    expect(within(region).getByText("最高記録：")).toHaveTextContent("最高記録： 1問中0問 （まだ合格していません）");
    const question = within(region).getByRole("group", { name: "Which word is a greeting?" });
    expect(question.querySelector("legend")).toHaveAttribute("lang", "en");
    expect(within(region).getByRole("heading", { name: "Greetings quiz" })).toHaveAttribute("lang", "en");

    await user.click(within(region).getByRole("button", { name: "答え合わせ" }));
    expect(within(region).getByRole("alert")).toHaveTextContent("解答を選択してください");
    await user.click(within(region).getByRole("radio", { name: /Table/ }));
    await user.click(within(region).getByRole("button", { name: "答え合わせ" }));

    expect(await within(status(region)).findByText("あと少し：1問中0問。もう一度やってみましょう")).toBeInTheDocument();
    expect(within(region).getByRole("radio", { name: "Hello 正解" })).toBeInTheDocument();
    expect(within(region).getByRole("radio", { name: "Table あなたの答え" })).toBeChecked();
    expect(within(region).getByRole("button", { name: "もう一度挑戦" })).toBeInTheDocument();
    expect(within(region).queryByText(/Check answer|Try again|Best result/)).not.toBeInTheDocument();
  });
});
