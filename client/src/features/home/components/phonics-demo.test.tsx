import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { PhonicsDemo } from "./phonics-demo";

/** A stand-in for the browser's utterance: it keeps what the component sets on it. */
class FakeUtterance {
  lang = "";
  rate = 1;
  pitch = 1;
  voice: { name: string; lang: string } | null = null;
  onstart: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public text: string) {}
}

const VOICES = [
  { name: "Google Deutsch", lang: "de-DE" },
  { name: "Daniel", lang: "en-GB" },
  { name: "Samantha", lang: "en-US" },
];

function stubSpeech() {
  const synthesis = {
    speak: vi.fn<(utterance: FakeUtterance) => void>(),
    cancel: vi.fn(),
    getVoices: vi.fn(() => VOICES),
    speaking: false,
    pending: true,
    paused: false,
  };
  vi.stubGlobal("speechSynthesis", synthesis);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  return synthesis;
}

const notifications = () => screen.findByRole("region", { name: /notifications/i });
const lastSpoken = (synthesis: ReturnType<typeof stubSpeech>) => synthesis.speak.mock.calls.at(-1)?.[0];

describe("Phonics demo", () => {
  beforeEach(() => {
    vi.stubGlobal("speechSynthesis", undefined);
    vi.stubGlobal("SpeechSynthesisUtterance", undefined);
  });

  it("speaks a letter slowly and high in US English with a female voice, and says 'Playing Sound'", async () => {
    const synthesis = stubSpeech();
    const { user } = renderWithProviders(<PhonicsDemo />);

    await user.click(screen.getByRole("button", { name: /Bb 'buh'/ }));

    expect(synthesis.speak).toHaveBeenCalledTimes(1);
    const utterance = lastSpoken(synthesis);
    expect(utterance).toMatchObject({ rate: 0.7, pitch: 1.2, lang: "en-US", text: "B says buh" });
    expect(utterance?.voice?.name).toBe("Samantha");
    const region = await notifications();
    expect(await within(region).findByText("Playing Sound")).toBeInTheDocument();
  });

  it("plays the full demo at the demo's rate and pitch with 'Playing Audio'", async () => {
    const synthesis = stubSpeech();
    const { user } = renderWithProviders(<PhonicsDemo />);

    await user.click(screen.getByRole("button", { name: "Play Demo Lesson" }));

    expect(lastSpoken(synthesis)).toMatchObject({ rate: 0.8, pitch: 1.1, lang: "en-US" });
    const region = await notifications();
    expect(await within(region).findByText("Playing Audio")).toBeInTheDocument();
    expect(within(region).getByText("A says 'ay' - A is for Apple")).toBeInTheDocument();
  });

  it("shows 'Audio Error' when the browser has no speech synthesis", async () => {
    const { user } = renderWithProviders(<PhonicsDemo />);

    await user.click(screen.getByRole("button", { name: /Aa 'ay'/ }));

    const region = await notifications();
    expect(await within(region).findByText("Audio Error")).toBeInTheDocument();
    expect(within(region).getByText("Please check your browser's audio settings")).toBeInTheDocument();
  });

  it("shows 'Audio Error' when speaking fails, but not when a newer sound interrupts", async () => {
    const synthesis = stubSpeech();
    const { user } = renderWithProviders(<PhonicsDemo />);

    await user.click(screen.getByRole("button", { name: /Cc 'kuh'/ }));
    const region = await notifications();
    lastSpoken(synthesis)?.onerror?.({ error: "interrupted" });
    expect(within(region).queryByText("Audio Error")).not.toBeInTheDocument();

    lastSpoken(synthesis)?.onerror?.({ error: "audio-hardware" });
    expect(await within(region).findByText("Audio Error")).toBeInTheDocument();
  });

  it("reports the audio test: voices and status, then start or the error code", async () => {
    const synthesis = stubSpeech();
    const { user } = renderWithProviders(<PhonicsDemo />);

    await user.click(screen.getByRole("button", { name: "Audio Test" }));
    const region = await notifications();
    expect(await within(region).findByText("Audio Test Started")).toBeInTheDocument();
    expect(within(region).getByText("3 voices available. Status: waiting to speak.")).toBeInTheDocument();

    lastSpoken(synthesis)?.onstart?.();
    expect(await within(region).findByText("Speech synthesis started successfully")).toBeInTheDocument();

    lastSpoken(synthesis)?.onerror?.({ error: "synthesis-failed" });
    expect(await within(region).findByText("Speech synthesis error: synthesis-failed")).toBeInTheDocument();
  });

  it("reports 'Test Failed' with the reason when the audio test cannot run", async () => {
    const { user } = renderWithProviders(<PhonicsDemo />);

    await user.click(screen.getByRole("button", { name: "Audio Test" }));

    const region = await notifications();
    expect(await within(region).findByText("Test Failed")).toBeInTheDocument();
    expect(within(region).getByText("Error: Speech synthesis is not supported in this browser")).toBeInTheDocument();
  });

  it("speaks English but reports in Spanish, voices counted in Spanish", async () => {
    const synthesis = stubSpeech();
    showInterfaceIn("es");
    const { user } = renderWithProviders(<PhonicsDemo />);

    expect(screen.getByRole("heading", { name: "Escucha el sonido de las letras" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Bb 'buh'/ }));
    expect(lastSpoken(synthesis)?.text).toBe("B says buh");
    expect(await screen.findByText("La B suena 'buh'")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Probar el audio" }));
    expect(await screen.findByText("3 voces disponibles. Estado: esperando para hablar.")).toBeInTheDocument();
    expect(screen.queryByText("Audio Test Started")).not.toBeInTheDocument();
  });
});
