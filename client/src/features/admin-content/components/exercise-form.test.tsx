import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CreateExerciseInput } from "@shared/api/admin-content";
import type { ExerciseContent, ExerciseType } from "@shared/api/learning";
import { buildAdminExercise } from "../admin-content.test-builders";
import { ExerciseForm } from "./exercise-form";

function renderForm(exercise?: Parameters<typeof ExerciseForm>[0]["exercise"], courseLevel?: string) {
  const onSubmit = vi.fn<(values: CreateExerciseInput) => Promise<unknown>>().mockResolvedValue(undefined);
  const user = userEvent.setup();
  render(
    <ExerciseForm exercise={exercise} onSubmit={onSubmit} onCancel={() => {}} submitLabel="Create exercise" courseLevel={courseLevel} />,
  );
  const form = screen.getByRole("form", { name: "Exercise" });
  const preview = screen.getByRole("region", { name: "Preview: what students see" });
  return { user, onSubmit, form, preview };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillCommon(user: User, type: ExerciseType) {
  await user.type(screen.getByLabelText("Title"), "A good exercise");
  await user.type(screen.getByLabelText("Instructions"), "Do what the exercise asks.");
  await user.selectOptions(screen.getByLabelText("Type"), type);
}

const COMMON = {
  title: "A good exercise",
  description: "Do what the exercise asks.",
  difficulty: "beginner",
  skill: "reading",
  points: 10,
};
const create = (user: User) => user.click(screen.getByRole("button", { name: "Create exercise" }));

// Many keystrokes per test on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

describe("multiple choice form", () => {
  it("builds the question, the options and the index of the option marked right", async () => {
    const { user, onSubmit } = renderForm();
    await fillCommon(user, "multiple_choice");
    await user.type(screen.getByLabelText("Question"), "Which word is a greeting?");
    await user.type(screen.getByLabelText("Option 1"), "Table");
    await user.type(screen.getByLabelText("Option 2"), "Hello");
    await user.type(screen.getByLabelText("Option 3"), "Blue");
    await user.click(screen.getByRole("button", { name: "Add option" }));
    await user.type(screen.getByLabelText("Option 4"), "Chair");
    await user.click(screen.getByRole("radio", { name: "Right answer: option 2" }));
    // Removing an option above the right one keeps the mark on "Hello".
    await user.click(screen.getByRole("button", { name: "Remove option 1" }));
    await create(user);

    expect(onSubmit).toHaveBeenCalledWith({
      ...COMMON,
      type: "multiple_choice",
      content: { question: "Which word is a greeting?", options: ["Hello", "Blue", "Chair"], answer: 0 },
    });
  });

  it("shows each field's message and sends nothing", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Remove option 3" }));
    await user.click(screen.getByRole("button", { name: "Remove option 2" }));
    await create(user);

    expect(await screen.findByText("Title must be at least 5 characters")).toBeInTheDocument();
    expect(screen.getByText("Description must be at least 10 characters")).toBeInTheDocument();
    expect(screen.getByText("Question is required")).toBeInTheDocument();
    expect(screen.getByText("Each option is required")).toBeInTheDocument();
    expect(screen.getByText("Give 2 to 6 options")).toBeInTheDocument();
    expect(screen.getByText("Mark the right option")).toBeInTheDocument();
    expect(screen.getByLabelText("Question")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Option 1")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("fill in the blank form", () => {
  it("marks words as blanks by pressing them, with each blank's accepted answers", async () => {
    const { user, onSubmit } = renderForm();
    await fillCommon(user, "fill_in_blank");
    await user.type(screen.getByLabelText("Sentence"), "She is a teacher and they are students.");
    const words = screen.getByRole("group", { name: "Words: press each word that becomes a blank" });
    await user.click(within(words).getByRole("button", { name: "is" }));
    // Keyboard: Tab to a word, Space marks it.
    within(words).getByRole("button", { name: "are" }).focus();
    await user.keyboard(" ");
    expect(within(words).getByRole("button", { name: "is" })).toHaveAttribute("aria-pressed", "true");
    expect(within(words).getByRole("button", { name: "are" })).toHaveAttribute("aria-pressed", "true");
    expect(within(words).getByRole("button", { name: "teacher" })).toHaveAttribute("aria-pressed", "false");

    const first = screen.getByRole("group", { name: "Blank 1 (is): accepted answers" });
    expect(within(first).getByLabelText("Accepted answer 1")).toHaveValue("is");
    await user.click(within(first).getByRole("button", { name: "Add accepted answer for blank 1" }));
    await user.type(within(first).getByLabelText("Accepted answer 2"), "'s");
    await create(user);

    expect(onSubmit).toHaveBeenCalledWith({
      ...COMMON,
      skill: "writing",
      type: "fill_in_blank",
      content: { text: "She ___ a teacher and they ___ students.", answers: [["is", "'s"], ["are"]] },
    });
  });

  it("keeps the marks on their words while the sentence is edited", async () => {
    const { user, onSubmit } = renderForm();
    await fillCommon(user, "fill_in_blank");
    const sentence = screen.getByLabelText("Sentence");
    await user.type(sentence, "They are here.");
    await user.click(screen.getByRole("button", { name: "are" }));
    await user.click(sentence);
    await user.keyboard("{Home}Now ");
    await create(user);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ content: { text: "Now They ___ here.", answers: [["are"]] } }));
  });

  it("asks for a sentence, then for a blank, then for each accepted answer", async () => {
    const { user, onSubmit } = renderForm();
    await fillCommon(user, "fill_in_blank");
    await create(user);
    expect(await screen.findByText("Sentence is required")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Sentence"), "I am here.");
    await create(user);
    expect(await screen.findByText("Mark at least one word as a blank")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "am" }));
    await user.clear(screen.getByLabelText("Accepted answer 1"));
    await create(user);
    expect(await screen.findByText("Each accepted answer is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("opens stored content with its blanks marked", () => {
    renderForm(buildAdminExercise({ type: "fill_in_blank", content: { text: "I ___ a student.", answers: [["am", "'m"]] } }));
    expect(screen.getByLabelText("Sentence")).toHaveValue("I am a student.");
    expect(screen.getByRole("button", { name: "am" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByLabelText("Accepted answer 2")).toHaveValue("'m");
  });
});

describe("matching form", () => {
  it("builds the pairs, added and removed", async () => {
    const { user, onSubmit } = renderForm();
    await fillCommon(user, "matching");
    await user.type(screen.getByLabelText("Left 1"), "hot");
    await user.type(screen.getByLabelText("Right 1"), "cold");
    await user.type(screen.getByLabelText("Left 2"), "big");
    await user.type(screen.getByLabelText("Right 2"), "small");
    await user.click(screen.getByRole("button", { name: "Add pair" }));
    await user.type(screen.getByLabelText("Left 3"), "old");
    await user.type(screen.getByLabelText("Right 3"), "new");
    await user.click(screen.getByRole("button", { name: "Remove pair 2" }));
    await create(user);
    expect(onSubmit).toHaveBeenCalledWith({
      ...COMMON,
      type: "matching",
      content: {
        pairs: [
          { left: "hot", right: "cold" },
          { left: "old", right: "new" },
        ],
      },
    });
  });

  it("shows each pair's and the list's messages", async () => {
    const { user, onSubmit } = renderForm();
    await fillCommon(user, "matching");
    await user.type(screen.getByLabelText("Left 1"), "hot");
    await user.type(screen.getByLabelText("Right 1"), "cold");
    await user.type(screen.getByLabelText("Left 2"), "Hot");
    await create(user);
    expect(await screen.findByText("Each right item is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Right 2")).toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByLabelText("Right 2"), "warm");
    await create(user);
    expect(await screen.findByText("Each left and each right item must be different")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("flashcard form", () => {
  it("builds the cards", async () => {
    const { user, onSubmit } = renderForm();
    await fillCommon(user, "flashcard");
    await user.type(screen.getByLabelText("Front 1"), "apple");
    await user.type(screen.getByLabelText("Back 1"), "a round fruit");
    await user.click(screen.getByRole("button", { name: "Add card" }));
    await user.type(screen.getByLabelText("Front 2"), "bread");
    await user.type(screen.getByLabelText("Back 2"), "made from flour");
    await create(user);
    expect(onSubmit).toHaveBeenCalledWith({
      ...COMMON,
      type: "flashcard",
      content: {
        cards: [
          { front: "apple", back: "a round fruit" },
          { front: "bread", back: "made from flour" },
        ],
      },
    });
  });

  it("shows each card's and the list's messages", async () => {
    const { user, onSubmit } = renderForm();
    await fillCommon(user, "flashcard");
    await user.type(screen.getByLabelText("Front 1"), "apple");
    await create(user);
    expect(await screen.findByText("Each card's back is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Back 1"), "a fruit");
    await user.click(screen.getByRole("button", { name: "Add card" }));
    await user.type(screen.getByLabelText("Front 2"), "Apple");
    await user.type(screen.getByLabelText("Back 2"), "a company");
    await create(user);
    expect(await screen.findByText("Each card's front must be different")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("listening form", () => {
  it("plays the text to speak and builds it with the question and the right option", async () => {
    const speak = vi.fn();
    vi.stubGlobal("speechSynthesis", { speak, cancel: vi.fn(), getVoices: () => [] });
    vi.stubGlobal(
      "SpeechSynthesisUtterance",
      class {
        constructor(public text: string) {}
      },
    );
    const { user, onSubmit } = renderForm();
    await fillCommon(user, "audio");
    await user.type(screen.getByLabelText("The text to speak"), "The shop opens at nine.");
    await user.click(screen.getByRole("button", { name: "Play" }));
    expect(speak).toHaveBeenCalledWith(expect.objectContaining({ text: "The shop opens at nine." }));

    await user.type(screen.getByLabelText("Question"), "When does the shop open?");
    await user.type(screen.getByLabelText("Option 1"), "At eight");
    await user.type(screen.getByLabelText("Option 2"), "At nine");
    await user.click(screen.getByRole("button", { name: "Remove option 3" }));
    await user.click(screen.getByRole("radio", { name: "Right answer: option 2" }));
    await create(user);
    expect(onSubmit).toHaveBeenCalledWith({
      ...COMMON,
      skill: "listening",
      type: "audio",
      content: { say: "The shop opens at nine.", question: "When does the shop open?", options: ["At eight", "At nine"], answer: 1 },
    });
  });

  it("asks for the text to speak", async () => {
    const { user, onSubmit } = renderForm();
    await fillCommon(user, "audio");
    await create(user);
    expect(await screen.findByText("The text to speak is required")).toBeInTheDocument();
    expect(screen.getByLabelText("The text to speak")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("speaking form", () => {
  it("builds the phrase, and asks for one", async () => {
    const { user, onSubmit } = renderForm();
    await fillCommon(user, "speaking");
    await create(user);
    expect(await screen.findByText("Phrase is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Phrase"), "Nice to meet you.");
    await create(user);
    expect(onSubmit).toHaveBeenCalledWith({ ...COMMON, skill: "speaking", type: "speaking", content: { phrase: "Nice to meet you." } });
  });
});

describe("skill and difficulty of a new exercise", () => {
  const skill = () => screen.getByLabelText("Skill");
  const type = () => screen.getByLabelText("Type");

  it("starts at the course's level, and the skill follows the type: listening, speaking, writing", async () => {
    const { user } = renderForm(undefined, "B1-B2");
    expect(screen.getByLabelText("Difficulty")).toHaveValue("intermediate");
    expect(skill()).toHaveValue("reading");
    await user.selectOptions(type(), "audio");
    expect(skill()).toHaveValue("listening");
    expect(within(skill()).getByRole("option", { selected: true })).toHaveTextContent("Listening");
    await user.selectOptions(type(), "speaking");
    expect(skill()).toHaveValue("speaking");
    await user.selectOptions(type(), "fill_in_blank");
    expect(skill()).toHaveValue("writing");
    await user.selectOptions(type(), "matching");
    expect(skill()).toHaveValue("reading");
  });

  it("keeps a skill the author chose by hand when the type changes, and sends it", async () => {
    const { user, onSubmit } = renderForm(undefined, "C1-C2");
    expect(screen.getByLabelText("Difficulty")).toHaveValue("advanced");
    await user.selectOptions(skill(), "writing");
    await user.selectOptions(type(), "audio");
    expect(skill()).toHaveValue("writing");
    await user.selectOptions(type(), "speaking");
    await user.type(screen.getByLabelText("Title"), "A good exercise");
    await user.type(screen.getByLabelText("Instructions"), "Do what the exercise asks.");
    await user.type(screen.getByLabelText("Phrase"), "Nice to meet you.");
    await create(user);
    expect(onSubmit).toHaveBeenCalledWith({
      ...COMMON,
      difficulty: "advanced",
      skill: "writing",
      type: "speaking",
      content: { phrase: "Nice to meet you." },
    });
  });

  it("leaves a saved exercise's own skill and difficulty as they are", () => {
    const content = { say: "The shop opens at nine.", question: "When?", options: ["At eight", "At nine"], answer: 1 };
    renderForm(buildAdminExercise({ type: "audio", skill: "reading", difficulty: "beginner", content }), "C1-C2");
    expect(skill()).toHaveValue("reading");
    expect(screen.getByLabelText("Difficulty")).toHaveValue("beginner");
  });
});

describe("live preview", () => {
  it("shows the student's view of the form's current values, and follows the type", async () => {
    const { user, preview } = renderForm();
    expect(within(preview).getByRole("status")).toHaveTextContent("The preview appears once the exercise is complete");
    await fillCommon(user, "multiple_choice");
    await user.type(screen.getByLabelText("Question"), "Which word is a greeting?");
    await user.type(screen.getByLabelText("Option 1"), "Hello");
    await user.type(screen.getByLabelText("Option 2"), "Table");
    await user.click(screen.getByRole("button", { name: "Remove option 3" }));
    await user.click(screen.getByRole("radio", { name: "Right answer: option 1" }));

    expect(within(preview).getByRole("heading", { name: "A good exercise" })).toBeInTheDocument();
    expect(within(preview).getByText("Which word is a greeting?")).toBeInTheDocument();
    expect(within(preview).getAllByRole("radio")).toHaveLength(2);
    expect(within(preview).getByRole("radio", { name: /Table/ })).toBeInTheDocument();
    // The preview grades with the key being written.
    await user.click(within(preview).getByRole("radio", { name: /Hello/ }));
    await user.click(within(preview).getByRole("button", { name: "Check answer" }));
    expect(await within(preview).findByText("Correct! 1 of 1")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Type"), "speaking");
    await user.type(screen.getByLabelText("Phrase"), "Good morning");
    expect(within(preview).getByText("Good morning")).toBeInTheDocument();
    // Back to multiple choice: its draft was kept.
    await user.selectOptions(screen.getByLabelText("Type"), "multiple_choice");
    expect(screen.getByLabelText("Option 1")).toHaveValue("Hello");
  });
});

describe("texts and tasks (written in the curriculum files)", () => {
  const writingTask: ExerciseContent<"writing_task"> = {
    genre: "email",
    prompt: "Write to a friend about your weekend.",
    minWords: 20,
    maxWords: 40,
    rubric: [
      { criterion: "task", descriptor: "Says what was done." },
      { criterion: "organisation", descriptor: "Opens and closes like an email." },
      { criterion: "range", descriptor: "Uses past tenses." },
      { criterion: "accuracy", descriptor: "Few mistakes." },
    ],
    modelAnswer:
      "Hi Sam, on Saturday I went to the market with my sister and we bought fresh bread and fruit. On Sunday we stayed at home and watched a film. Best, Kim",
  };

  it("does not offer the four types for a new exercise", () => {
    renderForm();
    const types = within(screen.getByLabelText("Type"))
      .getAllByRole("option")
      .map((option) => option.getAttribute("value"));
    expect(types).toEqual(["multiple_choice", "fill_in_blank", "matching", "audio", "speaking", "flashcard"]);
  });

  it("shows a writing task read-only with where to edit it, previews it, and saves its content unchanged", async () => {
    const exercise = buildAdminExercise({ type: "writing_task", skill: "writing", difficulty: "intermediate", content: writingTask });
    const { user, onSubmit, preview } = renderForm(exercise, "B1-B2");

    const types = within(screen.getByLabelText("Type")).getAllByRole("option");
    expect(types.map((option) => option.textContent)).toEqual(["Writing task"]);
    expect(screen.getByText(/edit this exercise in the curriculum file/)).toBeInTheDocument();
    expect(within(preview).getByText("Write to a friend about your weekend.")).toBeInTheDocument();

    // The preview hands in with the author's key: the length and the model answer, spelling left to the server.
    await user.type(within(preview).getByRole("textbox", { name: "Your text" }), "Too short.");
    await user.click(within(preview).getByRole("button", { name: "Hand in my text" }));
    expect(await within(preview).findByText(/Handed in, but not the right length/)).toBeInTheDocument();
    expect(within(preview).getByText("2 words; the task asks for 20-40 words.")).toBeInTheDocument();
    expect(within(preview).getByText(/checked when a student hands in the text/)).toBeInTheDocument();
    expect(within(preview).getByText(/on Saturday I went to the market/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "My weekend");
    await user.click(screen.getByRole("button", { name: "Create exercise" }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: "My weekend",
      description: exercise.description,
      type: "writing_task",
      difficulty: "intermediate",
      skill: "writing",
      points: 10,
      content: writingTask,
    });
  });

  it("previews a reading text", () => {
    const content: ExerciseContent<"reading_text"> = {
      genre: "notice",
      title: "Pool closed",
      text: "The pool is closed for cleaning on Monday.",
      questions: [
        { question: "When is the pool closed?", options: ["Monday", "Tuesday"], answer: 0 },
        { question: "Why is it closed?", options: ["Cleaning", "A party"], answer: 0 },
        { question: "What is closed?", options: ["The gym", "The pool"], answer: 1 },
      ],
    };
    const { preview } = renderForm(buildAdminExercise({ type: "reading_text", content }));
    expect(screen.getByText(/edit this exercise in the curriculum file/)).toBeInTheDocument();
    expect(within(preview).getByRole("article", { name: "Pool closed" })).toBeInTheDocument();
    expect(within(preview).getByRole("group", { name: "Why is it closed?" })).toBeInTheDocument();
  });
});
