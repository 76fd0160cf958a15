import type { PhonicsProgressItem } from "@shared/api/phonics";
import { PHONICS_SOUNDS } from "@shared/phonics/sounds";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { PhonicsLearnerContext } from "./phonics-learner";
import { VoicePractice } from "./voice-practice";

const LEARNER = {
  isSignedIn: true,
  childId: 11,
  hasFullAccess: true,
  openSounds: new Set(PHONICS_SOUNDS.map((entry) => entry.sound)),
  volume: 1,
};

const saved = (attempts: number, successfulAttempts: number): { id: number; progress: PhonicsProgressItem } => ({
  id: 1,
  progress: {
    id: 1,
    sound: "s",
    attempts,
    successfulAttempts,
    accuracy: 0,
    masteryLevel: "beginner",
    rightDays: 1,
    streakCount: 0,
    totalTimeSpent: 0,
    lastPracticed: null,
  },
});

/** A recognition that fails with `error`, or hears `heard`. */
const fakeRecognition = (outcome: { error: string } | { heard: string }) => {
  class FakeRecognition {
    lang = "";
    interimResults = false;
    maxAlternatives = 1;
    continuous = false;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      queueMicrotask(() => {
        if ("error" in outcome) this.onerror?.({ error: outcome.error });
        else this.onresult?.({ results: [[{ transcript: outcome.heard, confidence: 0.8 }]] });
        this.onend?.();
      });
    }
    stop() {}
    abort() {}
  }
  vi.stubGlobal("SpeechRecognition", FakeRecognition);
};

const renderPractice = () =>
  renderWithProviders(
    <PhonicsLearnerContext.Provider value={LEARNER}>
      <VoicePractice />
    </PhonicsLearnerContext.Provider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe("voice practice on the progress dashboard", () => {
  it.each([
    ["network", "The browser's speech recognition service is not available here. Your microphone is not the problem."],
    [
      "not-allowed",
      "Microphone Issue: the browser blocked the microphone for this page. Please check your microphone settings and try again.",
    ],
    [
      "audio-capture",
      "Microphone Issue: no microphone was found, or another app is using it. Please check your microphone settings and try again.",
    ],
    ["no-speech", "Nothing was heard. Try again a little closer to the microphone."],
  ])("after the error %s names the cause, and a parent's 'Said it right' counts as an attempt", async (error, message) => {
    fakeRecognition({ error });
    const { requests } = mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/phonics/voice-consent": jsonResponse(200, { agreedAt: "2026-11-21T10:00:00.000Z" }),
      "POST /api/phonics/voice-result/judged": jsonResponse(201, saved(4, 3)),
    });
    const { user } = renderPractice();
    const speak = await screen.findByRole("button", { name: "Start speaking" });
    expect(screen.queryByRole("button", { name: "Said it right" })).not.toBeInTheDocument();
    await user.click(speak);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    await user.click(screen.getByRole("button", { name: "Said it right" }));
    expect(await screen.findByText("Saved. s: 3 of 4 right.")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toEqual([
      expect.objectContaining({ url: "/api/phonics/voice-result/judged", body: { targetSound: "s", isCorrect: true, childId: 11 } }),
    ]);
  });

  it("stores what was heard once the parent agreed, and the agreement can be withdrawn", async () => {
    fakeRecognition({ heard: "sun" });
    const { requests } = mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/phonics/voice-consent": jsonResponse(200, { agreedAt: null }),
      "PUT /api/phonics/voice-consent": jsonResponse(200, { agreedAt: "2026-11-21T10:00:00.000Z" }),
      "DELETE /api/phonics/voice-consent": jsonResponse(200, { agreedAt: null }),
      "POST /api/phonics/voice-result": jsonResponse(201, saved(1, 1)),
    });
    const { user } = renderPractice();
    await user.click(await screen.findByRole("button", { name: "I am the parent and I agree" }));
    await waitFor(() => expect(requests.find((request) => request.method === "PUT")?.body).toEqual({ hasAgreed: true }));
    await user.click(await screen.findByRole("button", { name: "Start speaking" }));
    expect(await screen.findByText('I heard "sun": 100% · Great job!')).toBeInTheDocument();
    expect(await screen.findByText("Saved. s: 1 of 1 right.")).toBeInTheDocument();
    expect(requests.find((request) => request.url === "/api/phonics/voice-result")?.body).toMatchObject({
      targetSound: "s",
      recognizedText: "sun",
      isCorrect: true,
      childId: 11,
    });
    await user.click(screen.getByRole("button", { name: "Withdraw consent" }));
    expect(await screen.findByRole("button", { name: "I am the parent and I agree" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start speaking" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Said it right" })).toBeInTheDocument();
  });
});
