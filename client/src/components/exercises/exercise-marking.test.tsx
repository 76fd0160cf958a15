import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FeedbackItem, StudentContent } from "@shared/api/learning";
import { buildExercise, MULTIPLE_CHOICE } from "@/test/learning-builders";
import { ExerciseView } from "./exercise-view";
import type { ExerciseGrade } from "./types";

// Each answer is marked once: on the options, blanks or pairs where the student gave it, with no list
// below repeating "Your answer / Correct answer" for the same items.

const grade = (feedback: FeedbackItem[], overrides: Partial<ExerciseGrade> = {}): ExerciseGrade => {
  const score = feedback.filter((item) => item.isCorrect).length;
  return { score, maxScore: feedback.length, passed: score === feedback.length, feedback, ...overrides };
};

function renderExercise(content: StudentContent, title: string, result: ExerciseGrade) {
  const onSubmit = vi.fn(async () => result);
  const user = userEvent.setup();
  render(<ExerciseView exercise={buildExercise(content, { title })} onSubmit={onSubmit} />);
  return { user, onSubmit, region: screen.getByRole("region", { name: title }) };
}

/** The lines of a feedback list ("Your answer:", "Correct answer:"), wherever they are. */
const listedVerdicts = (region: HTMLElement) => within(region).queryAllByText(/^(Your answer:|Correct answer:)$/);

describe("one marking per answer", () => {
  it("marks a multiple-choice answer on its options only", async () => {
    const wrong = grade([{ label: "Which word is a greeting?", isCorrect: false, given: "Table", expected: "Hello" }]);
    const { user, region } = renderExercise(MULTIPLE_CHOICE, "Greetings quiz", wrong);

    await user.click(within(region).getByRole("radio", { name: /Table/ }));
    await user.click(within(region).getByRole("button", { name: "Check answer" }));

    expect(await within(region).findByText("Not quite: 0 of 1 — try again")).toBeInTheDocument();
    expect(within(region).getByRole("radio", { name: "Table Your answer" })).toBeChecked();
    expect(within(region).getByRole("radio", { name: "Hello Right answer" })).toBeInTheDocument();
    expect(listedVerdicts(region)).toEqual([]);
    expect(within(region).getAllByText("Hello")).toHaveLength(1);
  });

  it("marks the blanks in the sentence, the wrong one followed by the expected word", async () => {
    const content: StudentContent = { type: "fill_in_blank", text: "I ___ a student and she ___ a teacher.", blanks: 2 };
    const partly = grade([
      { label: "Blank 1", isCorrect: true, given: "am", expected: "am" },
      { label: "Blank 2", isCorrect: false, given: "are", expected: "is" },
    ]);
    const { user, region } = renderExercise(content, "To be", partly);

    await user.type(within(region).getByRole("textbox", { name: "Blank 1" }), "am");
    await user.type(within(region).getByRole("textbox", { name: "Blank 2" }), "are");
    await user.click(within(region).getByRole("button", { name: "Check answer" }));

    expect(await within(region).findByText("Not quite: 1 of 2 — try again")).toBeInTheDocument();
    const sentence = within(region).getByRole("group", { name: "Type the missing words." });
    expect(sentence).toHaveTextContent("I a student and she Correct answer: is a teacher.");
    expect(within(region).queryByText("Blank 2")).not.toBeInTheDocument();
    expect(within(region).queryByText("Your answer:")).not.toBeInTheDocument();
  });

  it("keeps the list where there is nothing else to mark: a speaking attempt", async () => {
    const wrong = grade([{ label: "Your phrase", isCorrect: false, given: "nice", expected: "Nice to meet you" }], { passed: false });
    const { user, region } = renderExercise({ type: "speaking", phrase: "Nice to meet you" }, "Say it", wrong);

    await user.type(within(region).getByRole("textbox", { name: "Type the phrase" }), "nice");
    await user.click(within(region).getByRole("button", { name: "Check answer" }));

    expect(await within(region).findByText("The phrase:")).toHaveTextContent("The phrase: Nice to meet you");
  });
});

describe("matching without a cut-off select", () => {
  const content: StudentContent = {
    type: "matching",
    lefts: ["past continuous", "suddenly"],
    rights: ["describes an action in progress at a moment in the past", "signals an unexpected event that interrupts"],
  };
  const right = grade([
    { label: "past continuous", isCorrect: true, given: content.rights[0]!, expected: content.rights[0]! },
    { label: "suddenly", isCorrect: true, given: content.rights[1]!, expected: content.rights[1]! },
  ]);

  it("shows every possible match in full as a choice under each item, with no select", () => {
    const { region } = renderExercise(content, "Story-telling tools", right);

    expect(within(region).queryByRole("combobox")).not.toBeInTheDocument();
    for (const left of content.lefts) {
      const item = within(region).getByRole("group", { name: left });
      for (const text of content.rights) expect(within(item).getByRole("radio", { name: text })).toBeInTheDocument();
    }
  });

  it("is answered with the keyboard: Tab to an item, arrow keys to its match, Tab to the next item", async () => {
    const { user, onSubmit, region } = renderExercise(content, "Story-telling tools", right);

    await user.tab();
    const first = within(region).getByRole("group", { name: "past continuous" });
    expect(within(first).getAllByRole("radio")[0]).toHaveFocus();
    await user.keyboard(" ");
    await user.tab();
    const second = within(region).getByRole("group", { name: "suddenly" });
    expect(within(second).getAllByRole("radio")[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(second).getByRole("radio", { name: content.rights[1] })).toBeChecked();
    await user.keyboard("{Enter}");

    expect(onSubmit).toHaveBeenCalledWith({ matches: { "past continuous": content.rights[0], suddenly: content.rights[1] } });
  });
});

describe("an achievement with its answer", () => {
  it("is shown in the answer's result and leaves with it on Try again", async () => {
    const celebration = { title: "Achievement unlocked!", description: "Perfect Score: +150 points." };
    const perfect = grade([{ label: "Which word is a greeting?", isCorrect: true, given: "Hello", expected: "Hello" }], { celebration });
    const { user, region } = renderExercise(MULTIPLE_CHOICE, "Greetings quiz", perfect);

    await user.click(within(region).getByRole("radio", { name: /Hello/ }));
    await user.click(within(region).getByRole("button", { name: "Check answer" }));

    const result = within(region).getByRole("status");
    expect(await within(result).findByText("Achievement unlocked!")).toBeInTheDocument();
    expect(result).toHaveTextContent("Perfect Score: +150 points.");
    await user.click(within(region).getByRole("button", { name: "Try again" }));
    expect(within(region).queryByText("Achievement unlocked!")).not.toBeInTheDocument();
  });
});
