import { Mic } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { similarity } from "@shared/phonics/similarity";
import { PHONICS_SOUNDS } from "@shared/phonics/sounds";
import { isSpeechRecognitionAvailable, listenOnce, PERMISSION_ERRORS } from "@/components/exercises/speech-recognition";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/use-toast";
import { useRecordPractice } from "../api/record-practice";
import { useRecordVoiceResult } from "../api/record-voice-result";
import { PHONICS_RECOGNITION_LANG, sayForChild } from "../lib/phonics-speech";
import { usePhonicsLearner } from "./phonics-learner";

/** Saying the example word counts as right from this similarity (the lesson's 3-point mark). */
const RIGHT_FROM = 0.8;

const feedbackFor = (score: number) =>
  score >= 80 ? "Great job!" : score >= 60 ? "Nearly! Try once more." : "Let's listen and try again.";

/**
 * The child says a sound's example word; the browser's recognition turns it into text (no audio is
 * recorded, kept or sent), which is scored and posted. Without recognition: the spec's alert, then
 * tap-to-answer buttons a parent uses.
 */
export function VoicePractice() {
  const learner = usePhonicsLearner();
  const recordVoice = useRecordVoiceResult();
  const recordPractice = useRecordPractice();
  const [sound, setSound] = useState(() => PHONICS_SOUNDS.find((entry) => learner.openSounds.has(entry.sound))!.sound);
  const [isListening, setIsListening] = useState(false);
  const [result, setResult] = useState<{ heard: string; score: number; feedback: string } | null>(null);
  const [canListen] = useState(isSpeechRecognitionAvailable);
  const session = useRef<{ abort: () => void } | null>(null);
  useEffect(() => () => session.current?.abort(), []);
  const entry = PHONICS_SOUNDS.find((candidate) => candidate.sound === sound)!;

  function listen() {
    setResult(null);
    setIsListening(true);
    session.current = listenOnce({
      lang: PHONICS_RECOGNITION_LANG,
      onTranscript: (heard, confidence) => {
        const match = similarity(entry.word, heard);
        const score = Math.round(match * 100);
        const feedback = feedbackFor(score);
        setResult({ heard, score, feedback });
        recordVoice.mutate({
          targetSound: sound,
          recognizedText: heard,
          confidence,
          isCorrect: match >= RIGHT_FROM,
          pronunciationScore: score,
          feedback,
          childId: learner.childId,
        });
      },
      onError: (code) => {
        if (PERMISSION_ERRORS.has(code))
          toast({ variant: "destructive", title: "Microphone Issue", description: "Please check your microphone settings and try again." });
      },
      onEnd: () => {
        setIsListening(false);
        session.current = null;
      },
    });
    if (!session.current) setIsListening(false);
  }

  return (
    <section aria-labelledby="voice-practice" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <h3 id="voice-practice" className="text-lg font-semibold text-slate-900">
        Voice practice
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          id="voice-sound"
          label="Sound"
          value={sound}
          onChange={(event) => setSound(event.target.value)}
          options={PHONICS_SOUNDS.filter((candidate) => learner.openSounds.has(candidate.sound)).map((candidate) => ({
            value: candidate.sound,
            label: `${candidate.sound} (${candidate.word})`,
          }))}
        />
        <Button variant="outline" onClick={() => sayForChild(entry.word, { volume: learner.volume })}>
          Hear "{entry.word}"
        </Button>
      </div>
      <p className="text-xl text-slate-800">
        <span aria-hidden="true">{entry.picture} </span>Say: <strong>{entry.word}</strong>
      </p>
      {canListen ? (
        <Button size="lg" onClick={listen} disabled={isListening}>
          <Mic aria-hidden="true" className="size-5" />
          {isListening ? "Listening..." : "Start speaking"}
        </Button>
      ) : (
        <div className="space-y-3">
          <p role="alert" className="rounded-xl bg-amber-50 p-3 text-amber-900">
            Voice recognition is not supported in your browser
          </p>
          <p className="text-sm text-slate-600">Listen to your child and tap how it went:</p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => recordPractice.mutate({ sound, isCorrect: true, timeSpent: 5, childId: learner.childId })}>
              Said it right
            </Button>
            <Button
              variant="outline"
              onClick={() => recordPractice.mutate({ sound, isCorrect: false, timeSpent: 5, childId: learner.childId })}
            >
              Not yet
            </Button>
          </div>
        </div>
      )}
      <div role="status" className="min-h-12">
        {result ? (
          <p className="text-slate-800">
            I heard "{result.heard}": {result.score}% · {result.feedback}
          </p>
        ) : null}
        {recordPractice.isSuccess && !canListen ? <p className="text-slate-800">Saved.</p> : null}
      </div>
    </section>
  );
}
