import { ArrowLeft, Mic, RotateCcw, Star, Volume2 } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { Link } from "wouter";
import { pointsForSimilarity, similarity } from "@shared/phonics/similarity";
import { Button } from "@/components/ui/button";
import { isSpeechRecognitionAvailable, listenOnce } from "@/components/exercises/speech-recognition";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/utils";
import { ATTEMPTS_PER_WORD, LESSON_LETTERS, POINTS_PER_WORD } from "../data/lesson-letters";
import {
  canAdvance,
  canAttempt,
  finalPercent,
  initialLesson,
  isLastWord,
  lessonReducer,
  lessonScore,
  wordsInLetter,
} from "../lib/lesson-state";
import { PHONICS_RECOGNITION_LANG, sayForChild } from "../lib/phonics-speech";
import { problemFromError, RECOGNITION_PROBLEM_MESSAGES, type RecognitionProblem } from "../lib/recognition-problem";
import { useVoiceConsent } from "../lib/use-voice-consent";
import { ParentJudgement } from "./parent-judgement";
import { VoiceConsentPanel } from "./voice-consent-panel";

/** The praise for 0 to 3 points, as catalogue ids. */
const POINT_WORDS = [
  "kids.lessonDemo.praise.keepTrying",
  "kids.lessonDemo.praise.goodTry",
  "kids.lessonDemo.praise.great",
  "kids.lessonDemo.praise.perfect",
];

/**
 * /phonics-demo: the kids lesson, letters Aa to Ff, three words each, said aloud and scored. Speech is
 * heard by the browser's recognition once a parent agreed; when it is missing, fails or was not agreed to,
 * the parent marks each try, so the lesson can always be finished.
 */
export function LessonDemo() {
  const { t } = useT();
  const { user, isLoading } = useAuth();
  const accountOrBrowserConsent = useVoiceConsent({ isSignedIn: !!user });
  // Until the session is known, neither the visitor's nor the account's answer applies.
  const consent = isLoading ? { ...accountOrBrowserConsent, status: "loading" as const } : accountOrBrowserConsent;
  const [state, dispatch] = useReducer(lessonReducer, undefined, () => initialLesson());
  const [isListening, setIsListening] = useState(false);
  const [canListen] = useState(isSpeechRecognitionAvailable);
  const [problem, setProblem] = useState<RecognitionProblem | null>(canListen ? null : "unsupported");
  const isVoiceOn = consent.status === "agreed";
  const session = useRef<{ abort: () => void } | null>(null);
  useEffect(() => () => session.current?.abort(), []);

  const letter = LESSON_LETTERS[state.letterIndex]!;
  const word = letter.words[state.wordIndex]!;

  function score(heard: string) {
    dispatch({ type: "attempt", heard, points: pointsForSimilarity(similarity(word.word, heard)) });
  }

  function listen() {
    setIsListening(true);
    setProblem(null);
    // Recognition can end without words or an error (stopped by the browser): that is "nothing heard".
    let hasOutcome = false;
    session.current = listenOnce({
      lang: PHONICS_RECOGNITION_LANG,
      onTranscript: (heard) => {
        hasOutcome = true;
        score(heard);
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

  /** A try the parent judged: full points or none; the empty text marks it as judged, not heard. */
  const judge = (isRight: boolean) => dispatch({ type: "attempt", heard: "", points: isRight ? POINTS_PER_WORD : 0 });

  if (state.isComplete) {
    return (
      <section aria-labelledby="lesson-complete" className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow-sm">
        <h2 id="lesson-complete" className="text-3xl font-bold text-slate-900">
          {t("kids.lessonDemo.complete")}
        </h2>
        <p className="mt-4 text-6xl font-extrabold text-brand-700">{finalPercent(state)}%</p>
        <p className="mt-2 text-slate-600">
          <Trans
            id="kids.lessonDemo.finalScore"
            values={{
              score: lessonScore(state),
              total: wordsInLetter(state) * 3,
              letter: `${letter.letter}${letter.letter.toLowerCase()}`,
            }}
            components={[<span lang="en" />]}
          />
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={() => dispatch({ type: "restart" })}>
            <RotateCcw aria-hidden="true" className="size-5" />
            {t("kids.lessonDemo.again")}
          </Button>
          {state.letterIndex < LESSON_LETTERS.length - 1 ? (
            <Button size="lg" variant="outline" onClick={() => dispatch({ type: "selectLetter", letterIndex: state.letterIndex + 1 })}>
              <Trans
                id="kids.lessonDemo.nextLetter"
                values={{
                  letter: `${LESSON_LETTERS[state.letterIndex + 1]!.letter}${LESSON_LETTERS[state.letterIndex + 1]!.letter.toLowerCase()}`,
                }}
                components={[<span lang="en" />]}
              />
            </Button>
          ) : null}
        </div>
      </section>
    );
  }

  return (
    <div className="space-y-8">
      <Link href="/kids" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("kids.lessonDemo.back")}
      </Link>
      <nav aria-label={t("kids.lessonDemo.letters")} className="flex flex-wrap gap-3">
        {LESSON_LETTERS.map((entry, index) => (
          <button
            key={entry.letter}
            type="button"
            lang="en"
            aria-pressed={index === state.letterIndex}
            onClick={() => dispatch({ type: "selectLetter", letterIndex: index })}
            className={cn(
              "min-h-14 min-w-14 rounded-2xl border-2 px-4 text-2xl font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)",
              index === state.letterIndex
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-200 bg-white text-slate-800 hover:border-brand-300",
            )}
          >
            {entry.letter}
            {entry.letter.toLowerCase()}
          </button>
        ))}
      </nav>

      <section aria-labelledby="lesson-word" className="mx-auto max-w-xl rounded-3xl bg-white p-6 text-center shadow-sm sm:p-10">
        <p className="text-sm font-semibold text-slate-500">
          {t("kids.lessonDemo.progress", { word: state.wordIndex + 1, words: letter.words.length, score: lessonScore(state) })}
        </p>
        <p aria-hidden="true" className="emoji-picture mt-4 text-8xl">
          {word.picture}
        </p>
        <h2 id="lesson-word" lang="en" className="mt-4 text-5xl font-extrabold tracking-tight text-slate-900">
          <span className="text-brand-700">{word.word.charAt(0)}</span>
          {word.word.slice(1)}
        </h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button size="lg" variant="outline" onClick={() => sayForChild(word.word)}>
            <Volume2 aria-hidden="true" className="size-5" />
            {/* The name begins with the visible words, then says which word: "Hear it (apple)". */}
            <Trans id="kids.lessonDemo.hear" values={{ word: word.word }} components={[<span lang="en" className="sr-only" />]} />
          </Button>
          {isVoiceOn && canListen ? (
            <Button size="lg" onClick={listen} disabled={!canAttempt(state) || isListening}>
              <Mic aria-hidden="true" className="size-5" />
              {isListening ? t("kids.listening") : t("kids.lessonDemo.say")}
            </Button>
          ) : null}
        </div>
        {isVoiceOn && problem ? (
          <p role="alert" className="mt-4 rounded-xl bg-amber-50 p-3 text-amber-900">
            {t(RECOGNITION_PROBLEM_MESSAGES[problem])}
          </p>
        ) : null}
        {consent.status !== "loading" && (!isVoiceOn || problem) && canAttempt(state) ? (
          <div className="mt-4">
            <ParentJudgement onJudge={judge} />
          </div>
        ) : null}
        <p className="mt-4 text-sm text-slate-600">{t("kids.lessonDemo.attempts", { attempts: state.attempts, max: ATTEMPTS_PER_WORD })}</p>
        <div role="status" className="mt-2 min-h-14">
          {state.lastAttempt ? (
            <>
              <p className="text-slate-700">
                {state.lastAttempt.heard ? t("kids.lessonDemo.heard", { heard: state.lastAttempt.heard }) : t("kids.lessonDemo.marked")}
              </p>
              <p className="flex items-center justify-center gap-1 font-semibold text-amber-700">
                {Array.from({ length: 3 }, (_, index) => (
                  <Star
                    key={index}
                    aria-hidden="true"
                    className={cn("size-5", index < state.lastAttempt!.points ? "fill-amber-400" : "")}
                  />
                ))}
                <span>
                  {t(POINT_WORDS[state.lastAttempt.points]!)} {t("kids.lessonDemo.points", { count: state.lastAttempt.points })}
                </span>
              </p>
            </>
          ) : null}
        </div>
        {canAdvance(state) ? (
          <Button size="lg" className="mt-4" onClick={() => dispatch({ type: "next" })}>
            {isLastWord(state) ? t("kids.lessonDemo.completeLesson") : t("kids.lessonDemo.nextWord")}
          </Button>
        ) : null}
      </section>
      <div className="mx-auto max-w-xl">
        <VoiceConsentPanel consent={consent} />
      </div>
    </div>
  );
}
