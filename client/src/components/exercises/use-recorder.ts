// Recording a spoken answer in the browser (MediaRecorder on the microphone's stream). The recording
// never leaves the device: it is played back from an object URL and forgotten with the page.
import { useEffect, useRef, useState } from "react";
import { SPEAKING_RECORDING_MAX_SECONDS } from "@shared/api/learning";

export type RecorderState = "idle" | "asking" | "recording" | "recorded" | "unavailable" | "refused";

export function isRecordingAvailable() {
  return (
    typeof window !== "undefined" &&
    typeof window.MediaRecorder === "function" &&
    typeof navigator !== "undefined" &&
    typeof navigator.mediaDevices?.getUserMedia === "function"
  );
}

// The person (or the browser's policy) said no; anything else means there is no microphone to use.
const REFUSALS = new Set(["NotAllowedError", "SecurityError", "PermissionDeniedError"]);

type Recorder = {
  state: RecorderState;
  /** Whole seconds recorded (counting while recording). */
  seconds: number;
  /** The recording to play back, once stopped. */
  audioUrl: string | null;
  start: () => void;
  stop: () => void;
};

/** Record / Stop with a running length; stops by itself at the longest length a task takes. */
export function useRecorder(): Recorder {
  const [state, setState] = useState<RecorderState>(() => (isRecordingAvailable() ? "idle" : "unavailable"));
  const [seconds, setSeconds] = useState(0);
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const startedAt = useRef(0);
  const ticker = useRef<number | undefined>(undefined);
  const url = useRef<string | null>(null);

  const releaseMicrophone = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  const elapsed = () => Math.min(SPEAKING_RECORDING_MAX_SECONDS, Math.round((Date.now() - startedAt.current) / 1000));

  useEffect(
    () => () => {
      window.clearInterval(ticker.current);
      if (recorder.current?.state === "recording") recorder.current.stop();
      releaseMicrophone();
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  function stop() {
    window.clearInterval(ticker.current);
    if (recorder.current?.state === "recording") recorder.current.stop();
  }

  async function start() {
    if (!isRecordingAvailable()) return setState("unavailable");
    setState("asking");
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState(error instanceof DOMException && REFUSALS.has(error.name) ? "refused" : "unavailable");
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current);
    recorder.current = media;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      setSeconds(elapsed());
      releaseMicrophone();
      if (url.current) URL.revokeObjectURL(url.current);
      url.current = URL.createObjectURL(new Blob(chunks, { type: media.mimeType || "audio/webm" }));
      setAudioUrl(url.current);
      setState("recorded");
    };
    media.start();
    startedAt.current = Date.now();
    setSeconds(0);
    setState("recording");
    ticker.current = window.setInterval(() => {
      const now = elapsed();
      setSeconds(now);
      if (now >= SPEAKING_RECORDING_MAX_SECONDS) stop();
    }, 250);
  }

  return { state, seconds, audioUrl, start: () => void start(), stop };
}

/** A stopwatch for an answer spoken without a microphone: the learner times themselves. */
export function useStopwatch() {
  const [isRunning, setIsRunning] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const startedAt = useRef(0);
  const ticker = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearInterval(ticker.current), []);

  const elapsed = () => Math.min(SPEAKING_RECORDING_MAX_SECONDS, Math.round((Date.now() - startedAt.current) / 1000));
  return {
    isRunning,
    seconds,
    start: () => {
      startedAt.current = Date.now();
      setSeconds(0);
      setIsRunning(true);
      window.clearInterval(ticker.current);
      ticker.current = window.setInterval(() => setSeconds(elapsed()), 250);
    },
    stop: () => {
      window.clearInterval(ticker.current);
      setSeconds(elapsed());
      setIsRunning(false);
    },
  };
}
