import { Mic } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { PhonicsProgressItem } from "@shared/api/phonics";
import { similarity } from "@shared/phonics/similarity";
import { PHONICS_SOUNDS } from "@shared/phonics/sounds";
import { isSpeechRecognitionAvailable, listenOnce } from "@/components/exercises/speech-recognition";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { useT } from "@/i18n/use-t";
import { Trans } from "@/i18n/trans";
import { useRecordJudgedTry } from "../api/record-judged-try";
import { useRecordVoiceResult } from "../api/record-voice-result";
import { PHONICS_RECOGNITION_LANG, sayForChild } from "../lib/phonics-speech";
import { problemFromError, RECOGNITION_PROBLEM_MESSAGES, type RecognitionProblem } from "../lib/recognition-problem";
import { useVoiceConsent } from "../lib/use-voice-consent";
import { ParentJudgement } from "./parent-judgement";
import { usePhonicsLearner } from "./phonics-learner";
import { VoiceConsentPanel } from "./voice-consent-panel";

/** Saying the example word counts as right from this similarity (the lesson's 3-point mark). */
const RIGHT_FROM = 0.8;

type Feedback = "great" | "nearly" | "again";
const feedbackFor = (score: number): Feedback => (score >= 80 ? "great" : score >= 60 ? "nearly" : "again");

/** The words stored with a try stay the programme's English; the child reads them in the interface language. */
const FEEDBACK_STORED: Record<Feedback, string> = {
  great: "Great job!",
  nearly: "Nearly! Try once more.",
  again: "Let's listen and try again.",
};
const FEEDBACK_IDS: Record<Feedback, string> = {
  great: "kids.voicePractice.feedback.great",
  nearly: "kids.voicePractice.feedback.nearly",
  again: "kids.voicePractice.feedback.again",
};

/**
 * The child says a sound's example word; once a parent agreed, the browser's recognition turns it into
 * text (the school keeps the text, never audio), which is scored and posted. Whenever recognition is
 * missing, fails or was not agreed to, the parent marks the try by ear, and it counts all the same.
 */
export function VoicePractice() {
  const { t } = useT();
  const learner = usePhonicsLearner();
  const consent = useVoiceConsent({ isSignedIn: learner.isSignedIn });
  const recordVoice = useRecordVoiceResult();
  const recordJudged = useRecordJudgedTry();
  const [sound, setSound] = useState(() => PHONICS_SOUNDS.find((entry) => learner.openSounds.has(entry.sound))!.sound);
  const [isListening, setIsListening] = useState(false);
  const [heard, setHeard] = useState<{ text: string; score: number; feedback: Feedback } | null>(null);
  const [canListen] = useState(isSpeechRecognitionAvailable);
  const [problem, setProblem] = useState<RecognitionProblem | null>(canListen ? null : "unsupported");
  const [saved, setSaved] = useState<PhonicsProgressItem | null>(null);
  const [hasSaveFailed, setSaveFailed] = useState(false);
  const session = useRef<{ abort: () => void } | null>(null);
  useEffect(() => () => session.current?.abort(), []);
  const entry = PHONICS_SOUNDS.find((candidate) => candidate.sound === sound)!;
  const isVoiceOn = consent.status === "agreed";
  const onSaved = {
    onSuccess: ({ progress }: { progress: PhonicsProgressItem }) => {
      setSaved(progress);
      setSaveFailed(false);
    },
    onError: () => setSaveFailed(true),
  };

  function listen() {
    setHeard(null);
    setProblem(null);
    setIsListening(true);
    // Recognition can end without words or an error (stopped by the browser): that is "nothing heard".
    let hasOutcome = false;
    session.current = listenOnce({
      lang: PHONICS_RECOGNITION_LANG,
      onTranscript: (text, confidence) => {
        hasOutcome = true;
        const match = similarity(entry.word, text);
        const score = Math.round(match * 100);
        const feedback = feedbackFor(score);
        setHeard({ text, score, feedback });
        recordVoice.mutate(
          {
            targetSound: sound,
            recognizedText: text,
            confidence,
            isCorrect: match >= RIGHT_FROM,
            pronunciationScore: score,
            feedback: FEEDBACK_STORED[feedback],
            childId: learner.childId,
          },
          onSaved,
        );
      },
      onError: (code) => {
        hasOutcome = true;
        setProblem(problemFromError(code));
      },
      onEnd: () => {
        setIsListening(false);
        session.current = null;
        if (!hasOutcome) setProblem("nothing-heard");
      },
    });
    if (!session.current) setIsListening(false);
  }

  function judge(isRight: boolean) {
    setHeard(null);
    recordJudged.mutate({ targetSound: sound, isCorrect: isRight, childId: learner.childId }, onSaved);
  }

  return (
    <section aria-labelledby="voice-practice" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <h3 id="voice-practice" className="text-lg font-semibold text-slate-900">
        {t("kids.voicePractice.title")}
      </h3>
      <VoiceConsentPanel consent={consent} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          id="voice-sound"
          // The choices are the sounds and their words, in English.
          lang="en"
          label={t("kids.voicePractice.sound")}
          value={sound}
          onChange={(event) => {
            setSound(event.target.value);
            setSaved(null);
            setHeard(null);
          }}
          options={PHONICS_SOUNDS.filter((candidate) => learner.openSounds.has(candidate.sound)).map((candidate) => ({
            value: candidate.sound,
            label: `${candidate.sound} (${candidate.word})`,
          }))}
        />
        <Button variant="outline" onClick={() => sayForChild(entry.word, { volume: learner.volume })}>
          {t("kids.voicePractice.hear", { word: entry.word })}
        </Button>
      </div>
      <p className="text-xl text-slate-800">
        {entry.picture ? (
          <span aria-hidden="true" className="emoji-picture">
            {entry.picture}{" "}
          </span>
        ) : null}
        <Trans id="kids.voicePractice.say" values={{ word: entry.word }} components={[<strong lang="en" />]} />
      </p>
      {isVoiceOn && canListen ? (
        <Button size="lg" onClick={listen} disabled={isListening}>
          <Mic aria-hidden="true" className="size-5" />
          {isListening ? t("kids.listening") : t("kids.voicePractice.start")}
        </Button>
      ) : null}
      {isVoiceOn && problem ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-amber-900">
          {t(RECOGNITION_PROBLEM_MESSAGES[problem])}
        </p>
      ) : null}
      {consent.status !== "loading" && (!isVoiceOn || problem) ? (
        <ParentJudgement onJudge={judge} isDisabled={recordJudged.isPending} />
      ) : null}
      <div role="status" className="min-h-12 text-slate-800">
        {heard ? (
          <p>
            {t("kids.voicePractice.heard", { text: heard.text, score: heard.score })} · {t(FEEDBACK_IDS[heard.feedback])}
          </p>
        ) : null}
        {saved ? (
          <p>{t("kids.voicePractice.saved", { sound: saved.sound, right: saved.successfulAttempts, attempts: saved.attempts })}</p>
        ) : null}
        {hasSaveFailed ? <p>{t("kids.voicePractice.saveFailed")}</p> : null}
      </div>
    </section>
  );
}
