import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VOICE_WAIT_MS } from "../use-english-voice";
import { ListeningPrompt } from "./listening-prompt";

const NO_VOICE_NOTE = "Your browser has no voice to read this aloud, so here is the text.";

type FakeUtterance = { text: string; lang: string; rate: number; voice: unknown; onend?: () => void };

/** A browser's speech synthesis with these voices; `spoken` collects what it was asked to say. */
function stubSpeechSynthesis(voices: { lang: string; name: string }[]) {
  const spoken: FakeUtterance[] = [];
  const listeners = new Set<() => void>();
  vi.stubGlobal("speechSynthesis", {
    getVoices: () => voices,
    cancel: vi.fn(),
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  });
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
  /** The browser loads its voices late: the list changes and it says so. */
  const loadVoices = (loaded: { lang: string; name: string }[]) => {
    voices.splice(0, voices.length, ...loaded);
    for (const listener of listeners) listener();
  };
  return Object.assign(spoken, { loadVoices });
}

const SAY = "The museum opens at ten on Sundays.";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("ListeningPrompt", () => {
  it("reads the text with a British voice at the item's rate, and lets it be played twice only", async () => {
    const spoken = stubSpeechSynthesis([
      { lang: "en-US", name: "Samantha" },
      { lang: "en-GB", name: "Daniel" },
    ]);
    const user = userEvent.setup();
    render(<ListeningPrompt say={SAY} rate={0.8} idPrefix="item" />);

    expect(screen.getByText("Listen, then answer. You can play it 2 times.")).toBeInTheDocument();
    expect(screen.queryByText(SAY)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Play" }));
    expect(spoken[0]).toMatchObject({ text: SAY, lang: "en-GB", rate: 0.8, voice: { name: "Daniel" } });
    act(() => spoken[0]!.onend?.());

    expect(screen.getByText("You can play it once more.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Play again" }));
    act(() => spoken[1]!.onend?.());

    expect(spoken).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Play again" })).toBeDisabled();
    expect(screen.getByText("You have heard it twice. Now choose your answer.")).toBeInTheDocument();
  });

  it("uses any English voice when there is no British one", async () => {
    const spoken = stubSpeechSynthesis([
      { lang: "de-DE", name: "Anna" },
      { lang: "en_AU", name: "Karen" },
    ]);
    const user = userEvent.setup();
    render(<ListeningPrompt say={SAY} rate={1} idPrefix="item" />);
    await user.click(screen.getByRole("button", { name: "Play" }));

    expect(spoken[0]).toMatchObject({ lang: "en_AU", voice: { name: "Karen" } });
  });

  it("turns Play on when the browser's voices arrive late", () => {
    const speech = stubSpeechSynthesis([]);
    render(<ListeningPrompt say={SAY} rate={1} idPrefix="item" />);
    expect(screen.getByRole("status")).toHaveTextContent("Getting the voice ready...");

    act(() => speech.loadVoices([{ lang: "en-GB", name: "Daniel" }]));

    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
  });

  // The next two run in this order: the first wait that finds no voice is remembered for the page.
  it("shows the text with a note when the voices never come, and shows the next item's text at once", () => {
    vi.useFakeTimers();
    stubSpeechSynthesis([]);
    const { unmount } = render(<ListeningPrompt say={SAY} rate={1} idPrefix="item" />);

    expect(screen.getByRole("status")).toHaveTextContent("Getting the voice ready...");
    act(() => vi.advanceTimersByTime(VOICE_WAIT_MS - 1));
    expect(screen.queryByText(NO_VOICE_NOTE)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));

    expect(screen.getByText(NO_VOICE_NOTE)).toBeInTheDocument();
    expect(screen.getByText(SAY).tagName).toBe("BLOCKQUOTE");
    expect(screen.queryByRole("button", { name: "Play" })).not.toBeInTheDocument();

    unmount();
    render(<ListeningPrompt say="Platform four." rate={1} idPrefix="next" />);
    expect(screen.getByText("Platform four.")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows the text when the only voices are not English, and Play if an English voice loads after all", () => {
    const speech = stubSpeechSynthesis([{ lang: "fr-FR", name: "Thomas" }]);
    render(<ListeningPrompt say={SAY} rate={1} idPrefix="item" />);

    expect(screen.getByText(NO_VOICE_NOTE)).toBeInTheDocument();
    act(() => speech.loadVoices([{ lang: "en-US", name: "Samantha" }]));
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
  });
});
