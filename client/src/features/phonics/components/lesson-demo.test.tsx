import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNameToBeginWithVisibleText } from "@/test/label-in-name";
import { renderWithProviders } from "@/test/render";
import { LessonDemo } from "./lesson-demo";

/** A speech recognition that "hears" the next phrase of the list (or fails with an error code). */
const fakeRecognition = (heard: (string | { error: string })[]) => {
  const langs: string[] = [];
  class FakeRecognition {
    lang = "";
    interimResults = false;
    maxAlternatives = 1;
    continuous = false;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      langs.push(this.lang);
      const next = heard.shift() ?? "";
      queueMicrotask(() => {
        if (typeof next === "string") this.onresult?.({ results: [[{ transcript: next, confidence: 0.9 }]] });
        else this.onerror?.(next);
        this.onend?.();
      });
    }
    stop() {}
    abort() {}
  }
  vi.stubGlobal("webkitSpeechRecognition", FakeRecognition);
  return langs;
};

afterEach(() => vi.unstubAllGlobals());

describe("the kids lesson demo", () => {
  it("scores each word by what it hears, moves on, and completes with the percentage", async () => {
    const langs = fakeRecognition(["apple", "aunt", "a banana", "alligator"]);
    const { user } = renderWithProviders(<LessonDemo />);
    expect(screen.getByRole("link", { name: "Back to Kids Learning" })).toHaveAttribute("href", "/kids");
    expect(screen.queryByRole("button", { name: "Next Word" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Say it" }));
    expect(await screen.findByText('I heard: "apple"')).toBeInTheDocument();
    expect(screen.getByText("Perfect! 3 points")).toBeInTheDocument();
    expect(langs).toEqual(["en-US"]);
    await user.click(screen.getByRole("button", { name: "Next Word" }));

    // "aunt" for "ant": one edit in four letters (0.75): 2 points.
    await user.click(screen.getByRole("button", { name: "Say it" }));
    expect(await screen.findByText("Great! 2 points")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next Word" }));

    await user.click(screen.getByRole("button", { name: "Say it" }));
    expect(await screen.findByText(/Keep trying! 0 points/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Say it" }));
    expect(await screen.findByText('I heard: "alligator"')).toBeInTheDocument();
    expect(screen.getByText("Attempts: 2 of 3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Complete Lesson" }));

    expect(screen.getByRole("heading", { name: "Lesson complete!" })).toBeInTheDocument();
    // (3 + 2 + 3) of 9.
    expect(screen.getByText("89%")).toBeInTheDocument();
  });

  it("resets the word, score and attempts when another letter is chosen", async () => {
    fakeRecognition(["apple"]);
    const { user } = renderWithProviders(<LessonDemo />);
    await user.click(screen.getByRole("button", { name: "Say it" }));
    await screen.findByText("Perfect! 3 points");
    await user.click(screen.getByRole("button", { name: "Cc" }));
    expect(screen.getByRole("button", { name: "Cc" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { name: "cat" })).toBeInTheDocument();
    expect(screen.getByText("Word 1 of 3 · Score 0")).toBeInTheDocument();
    expect(screen.getByText("Attempts: 0 of 3")).toBeInTheDocument();
  });

  it("says when the microphone is refused, and offers typing where there is no recognition", async () => {
    fakeRecognition([{ error: "not-allowed" }]);
    const { user, unmount } = renderWithProviders(<LessonDemo />);
    await user.click(screen.getByRole("button", { name: "Say it" }));
    expect(await screen.findByText("Please check your microphone settings and try again.")).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    renderWithProviders(<LessonDemo />);
    expect(screen.queryByRole("button", { name: "Say it" })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Type the word"), "apple");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Perfect! 3 points")).toBeInTheDocument();
  });

  it("names its buttons by the words they show, first (Label in Name)", async () => {
    fakeRecognition([]);
    const { user } = renderWithProviders(<LessonDemo />);
    const hear = screen.getByRole("button", { name: "Hear it (apple)" });
    expect(expectNameToBeginWithVisibleText(hear)).toBe("Hear it");
    expect(hear).not.toHaveAttribute("aria-label");
    for (const letter of within(screen.getByRole("navigation", { name: "Letters" })).getAllByRole("button"))
      expect(expectNameToBeginWithVisibleText(letter)).toMatch(/^[A-F][a-f]$/);
    expectNameToBeginWithVisibleText(screen.getByRole("button", { name: "Say it" }));
    await user.click(screen.getByRole("button", { name: "Cc" }));
    expect(screen.getByRole("button", { name: "Hear it (cat)" })).toBeInTheDocument();
  });
});
