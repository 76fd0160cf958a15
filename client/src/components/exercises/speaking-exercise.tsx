import { Keyboard, Mic, Square } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Input } from "@/components/ui/input";
import { ExerciseForm } from "./exercise-form";
import { isSpeechRecognitionAvailable, listenOnce, PERMISSION_ERRORS } from "./speech-recognition";
import type { ExerciseBodyProps } from "./types";

export const SAY_THE_PHRASE = "Please say or type the phrase";

const LISTEN_ERRORS: Record<string, string> = {
  "no-speech": "We didn't hear anything. Press Speak and say the phrase.",
  network: "Speech recognition needs a connection. Try again, or type the phrase.",
};

/**
 * Say the phrase: the browser's speech recognition (British English) writes what it heard. Without
 * recognition, or when the microphone is refused, the student types the phrase instead.
 */
export function SpeakingExercise({ content, idPrefix, feedback, isSubmitting, onSubmit }: ExerciseBodyProps<"speaking">) {
  const [mode, setMode] = useState<"speak" | "type">(() => (isSpeechRecognitionAvailable() ? "speak" : "type"));
  const [transcript, setTranscript] = useState("");
  const [isListening, setIsListening] = useState(false);
  const [notice, setNotice] = useState<string | null>(() =>
    isSpeechRecognitionAvailable() ? null : "Your browser can't listen to speech here, so type the phrase instead.",
  );
  const session = useRef<{ stop: () => void; abort: () => void } | null>(null);
  const isChecked = feedback !== null;
  const typedId = `${idPrefix}-typed`;

  useEffect(() => () => session.current?.abort(), []);

  function startListening() {
    setNotice(null);
    const started = listenOnce({
      onTranscript: (transcript) => setTranscript(transcript),
      onError: (code) => {
        if (PERMISSION_ERRORS.has(code)) {
          setMode("type");
          setNotice("We can't use your microphone, so type the phrase instead.");
        } else {
          setNotice(LISTEN_ERRORS[code] ?? "Something went wrong while listening. Try again, or type the phrase.");
        }
      },
      onEnd: () => {
        setIsListening(false);
        session.current = null;
      },
    });
    if (!started) return;
    session.current = started;
    setIsListening(true);
  }

  return (
    <ExerciseForm
      idPrefix={idPrefix}
      isChecked={isChecked}
      isSubmitting={isSubmitting}
      validate={() => (transcript.trim() === "" ? SAY_THE_PHRASE : null)}
      onValid={() => {
        session.current?.abort();
        onSubmit({ transcript: transcript.trim() });
      }}
    >
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-600">Say this phrase:</p>
        <p lang="en-GB" className="rounded-xl border border-brand-100 bg-brand-50/60 p-4 text-xl font-semibold text-balance text-slate-900">
          {content.phrase}
        </p>
      </div>
      {notice ? (
        <p aria-live="polite" className="text-sm text-slate-700">
          {notice}
        </p>
      ) : null}
      {mode === "speak" ? (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            {isListening ? (
              <Button size="lg" variant="secondary" onClick={() => session.current?.stop()}>
                <Square aria-hidden="true" className="size-5" />
                Stop
              </Button>
            ) : (
              <Button size="lg" variant="secondary" onClick={startListening} disabled={isChecked || isSubmitting}>
                <Mic aria-hidden="true" className="size-5" />
                {transcript ? "Speak again" : "Speak"}
              </Button>
            )}
            {isChecked ? null : (
              <Button variant="link" onClick={() => setMode("type")}>
                <Keyboard aria-hidden="true" className="size-4" />
                Type it instead
              </Button>
            )}
          </div>
          <p aria-live="polite" className="text-slate-800">
            {isListening ? "Listening..." : transcript ? `We heard: “${transcript}”` : ""}
          </p>
        </div>
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor={typedId}>Type the phrase</Label>
          <Input
            id={typedId}
            value={transcript}
            onChange={(event) => setTranscript(event.target.value)}
            disabled={isChecked || isSubmitting}
            autoComplete="off"
            maxLength={1000}
          />
        </div>
      )}
    </ExerciseForm>
  );
}
