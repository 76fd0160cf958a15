import { Keyboard, Mic, Square } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Input } from "@/components/ui/input";
import { useT } from "@/i18n/use-t";
import { ExerciseForm } from "./exercise-form";
import { isSpeechRecognitionAvailable, listenOnce, PERMISSION_ERRORS } from "./speech-recognition";
import type { ExerciseBodyProps } from "./types";

/** The message id shown when Check answer is pressed with nothing said or typed. */
export const SAY_THE_PHRASE = "common.exercise.sayThePhrase";

// Message ids of the notices, by the recognition's error code.
const LISTEN_ERRORS: Record<string, string> = {
  "no-speech": "common.speakingExercise.noSpeech",
  network: "common.speakingExercise.network",
};

/**
 * Say the phrase: the browser's speech recognition (British English) writes what it heard. Without
 * recognition, or when the microphone is refused, the student types the phrase instead.
 */
export function SpeakingExercise({ content, idPrefix, feedback, isSubmitting, onSubmit }: ExerciseBodyProps<"speaking">) {
  const { t } = useT();
  const [mode, setMode] = useState<"speak" | "type">(() => (isSpeechRecognitionAvailable() ? "speak" : "type"));
  const [transcript, setTranscript] = useState("");
  const [isListening, setIsListening] = useState(false);
  const [notice, setNotice] = useState<string | null>(() =>
    isSpeechRecognitionAvailable() ? null : "common.speakingExercise.noRecognition",
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
          setNotice("common.speakingExercise.noMicrophone");
        } else {
          setNotice(LISTEN_ERRORS[code] ?? "common.speakingExercise.listenFailed");
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
        <p className="text-sm font-medium text-slate-600">{t("common.speakingExercise.sayThis")}</p>
        <p lang="en-GB" className="rounded-xl border border-brand-100 bg-brand-50/60 p-4 text-xl font-semibold text-balance text-slate-900">
          {content.phrase}
        </p>
      </div>
      {notice ? (
        <p aria-live="polite" className="text-sm text-slate-700">
          {t(notice)}
        </p>
      ) : null}
      {mode === "speak" ? (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            {isListening ? (
              <Button size="lg" variant="secondary" onClick={() => session.current?.stop()}>
                <Square aria-hidden="true" className="size-5" />
                {t("common.speakingExercise.stop")}
              </Button>
            ) : (
              <Button size="lg" variant="secondary" onClick={startListening} disabled={isChecked || isSubmitting}>
                <Mic aria-hidden="true" className="size-5" />
                {transcript ? t("common.speakingExercise.speakAgain") : t("common.speakingExercise.speak")}
              </Button>
            )}
            {isChecked ? null : (
              <Button variant="link" onClick={() => setMode("type")}>
                <Keyboard aria-hidden="true" className="size-4" />
                {t("common.speakingExercise.typeInstead")}
              </Button>
            )}
          </div>
          <p aria-live="polite" className="text-slate-800">
            {isListening ? t("common.speakingExercise.listening") : transcript ? t("common.speakingExercise.weHeard", { transcript }) : ""}
          </p>
        </div>
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor={typedId}>{t("common.speakingExercise.typeThePhrase")}</Label>
          <Input
            id={typedId}
            lang="en"
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
