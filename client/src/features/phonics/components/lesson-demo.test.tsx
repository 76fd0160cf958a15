import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { expectNameToBeginWithVisibleText } from "@/test/label-in-name";
import { renderWithProviders } from "@/test/render";
import { LessonDemo } from "./lesson-demo";

/** A speech recognition that "hears" the next phrase of the list, fails with an error code, or ends with nothing. */
const fakeRecognition = (heard: (string | { error: string } | null)[]) => {
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
        else if (next) this.onerror?.(next);
        this.onend?.();
      });
    }
    stop() {}
    abort() {}
  }
  vi.stubGlobal("webkitSpeechRecognition", FakeRecognition);
  return langs;
};

const agreeInThisBrowser = () => window.localStorage.setItem("phonics-voice-consent", "2026-11-21T10:00:00.000Z");

beforeEach(() => {
  window.localStorage.clear();
  mockApi({ "GET /api/me": signedOut() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the kids lesson demo", () => {
  it("scores each word by what it hears, moves on, and completes with the percentage", async () => {
    agreeInThisBrowser();
    const langs = fakeRecognition(["apple", "aunt", "a dog", "ambulance"]);
    const { user } = renderWithProviders(<LessonDemo />);
    expect(screen.getByRole("link", { name: "Back to Kids Learning" })).toHaveAttribute("href", "/kids");
    expect(screen.queryByRole("button", { name: "Next Word" })).not.toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Say it" }));
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
    expect(await screen.findByText('I heard: "ambulance"')).toBeInTheDocument();
    expect(screen.getByText("Attempts: 2 of 3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Complete Lesson" }));

    expect(screen.getByRole("heading", { name: "Lesson complete!" })).toBeInTheDocument();
    // (3 + 2 + 3) of 9.
    expect(screen.getByText("89%")).toBeInTheDocument();
  });

  it("resets the word, score and attempts when another letter is chosen", async () => {
    agreeInThisBrowser();
    fakeRecognition(["apple"]);
    const { user } = renderWithProviders(<LessonDemo />);
    await user.click(await screen.findByRole("button", { name: "Say it" }));
    await screen.findByText("Perfect! 3 points");
    await user.click(screen.getByRole("button", { name: "Cc" }));
    expect(screen.getByRole("button", { name: "Cc" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { name: "cat" })).toBeInTheDocument();
    expect(screen.getByText("Word 1 of 3 · Score 0")).toBeInTheDocument();
    expect(screen.getByText("Attempts: 0 of 3")).toBeInTheDocument();
  });

  it.each([
    [{ error: "network" }, "The browser's speech recognition service is not available here. Your microphone is not the problem."],
    [
      { error: "service-not-allowed" },
      "The browser's speech recognition service is not available here. Your microphone is not the problem.",
    ],
    [
      { error: "not-allowed" },
      "Microphone Issue: the browser blocked the microphone for this page. Please check your microphone settings and try again.",
    ],
    [
      { error: "audio-capture" },
      "Microphone Issue: no microphone was found, or another app is using it. Please check your microphone settings and try again.",
    ],
    [{ error: "no-speech" }, "Nothing was heard. Try again a little closer to the microphone."],
    // Stopped by the browser ("aborted" is not reported): nothing heard either.
    [null, "Nothing was heard. Try again a little closer to the microphone."],
  ])("names the cause of a failure (%j) and lets the parent mark the try, which counts", async (failure, message) => {
    agreeInThisBrowser();
    fakeRecognition([failure]);
    const { user } = renderWithProviders(<LessonDemo />);
    await user.click(await screen.findByRole("button", { name: "Say it" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    if (!message.startsWith("Microphone Issue")) expect(screen.queryByText(/Microphone Issue/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Said it right" }));
    expect(screen.getByText("Attempts: 1 of 3")).toBeInTheDocument();
    expect(screen.getByText("Marked by a parent")).toBeInTheDocument();
    expect(screen.getByText("Perfect! 3 points")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next Word" })).toBeInTheDocument();
  });

  it("without the parent's agreement says where the voice would go, and is finished by the parent's marks", async () => {
    fakeRecognition([]);
    const { user } = renderWithProviders(<LessonDemo />);
    expect(
      await screen.findByText(/may send your child's voice to its maker's service \(Google for Chrome, Apple for Safari\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/We store only the recognised text, never the recording/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Say it" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Said it right" }));
    await user.click(screen.getByRole("button", { name: "Next Word" }));
    for (let attempt = 0; attempt < 3; attempt++) await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Attempts: 3 of 3")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next Word" }));
    await user.click(screen.getByRole("button", { name: "Said it right" }));
    await user.click(screen.getByRole("button", { name: "Complete Lesson" }));
    // (3 + 0 + 3) of 9.
    expect(screen.getByText("67%")).toBeInTheDocument();
  });

  it("keeps a visitor's agreement in this browser until it is withdrawn; without recognition it says so", async () => {
    fakeRecognition([]);
    const { user, unmount } = renderWithProviders(<LessonDemo />);
    await user.click(await screen.findByRole("button", { name: "I am the parent and I agree" }));
    expect(window.localStorage.getItem("phonics-voice-consent")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Say it" })).toBeInTheDocument();
    expect(screen.getByText("A parent agreed to voice practice (remembered in this browser).")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Withdraw consent" }));
    expect(window.localStorage.getItem("phonics-voice-consent")).toBeNull();
    expect(screen.queryByRole("button", { name: "Say it" })).not.toBeInTheDocument();
    unmount();

    vi.unstubAllGlobals();
    mockApi({ "GET /api/me": signedOut() });
    agreeInThisBrowser();
    renderWithProviders(<LessonDemo />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Voice recognition is not supported in your browser");
    expect(screen.getByRole("button", { name: "Said it right" })).toBeInTheDocument();
  });

  it("reads a signed-in family's agreement from the account", async () => {
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/phonics/voice-consent": jsonResponse(200, { agreedAt: "2026-11-21T10:00:00.000Z" }),
    });
    fakeRecognition([]);
    renderWithProviders(<LessonDemo />);
    expect(await screen.findByText("A parent agreed to voice practice.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Say it" })).toBeInTheDocument();
  });

  it("names its buttons by the words they show, first (Label in Name)", async () => {
    agreeInThisBrowser();
    fakeRecognition([]);
    const { user } = renderWithProviders(<LessonDemo />);
    const hear = screen.getByRole("button", { name: "Hear it (apple)" });
    expect(expectNameToBeginWithVisibleText(hear)).toBe("Hear it");
    expect(hear).not.toHaveAttribute("aria-label");
    for (const letter of within(screen.getByRole("navigation", { name: "Letters" })).getAllByRole("button"))
      expect(expectNameToBeginWithVisibleText(letter)).toMatch(/^[A-F][a-f]$/);
    expectNameToBeginWithVisibleText(await screen.findByRole("button", { name: "Say it" }));
    await user.click(screen.getByRole("button", { name: "Cc" }));
    expect(screen.getByRole("button", { name: "Hear it (cat)" })).toBeInTheDocument();
  });

  it("talks to the child in Spanish while the word to say stays English, and scores the try", async () => {
    showInterfaceIn("es");
    agreeInThisBrowser();
    fakeRecognition(["apple"]);
    const { user } = renderWithProviders(<LessonDemo />);

    expect(screen.getByRole("link", { name: "Volver a Inglés para niños" })).toHaveAttribute("href", "/kids");
    expect(screen.getByRole("heading", { name: "apple" })).toHaveAttribute("lang", "en");
    const hear = screen.getByRole("button", { name: "Escúchala (apple)" });
    expect(expectNameToBeginWithVisibleText(hear)).toBe("Escúchala");
    await user.click(await screen.findByRole("button", { name: "Dila" }));
    expect(await screen.findByText("He oído: «apple»")).toBeInTheDocument();
    expect(screen.getByText("¡Perfecto! 3 puntos")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Siguiente palabra" })).toBeInTheDocument();
    expect(screen.queryByText(/Say it|Next Word|I heard/)).not.toBeInTheDocument();
  });
});
