import { Trophy } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { Link } from "wouter";
import type { PhonicsGameType } from "@shared/api/phonics";
import { PHONICS_GAME_RULES } from "@shared/phonics/game-scoring";
import { Button, buttonClasses } from "@/components/ui/button";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { useRecordGameSession } from "../api/record-game-session";
import { useRecordPractice } from "../api/record-practice";
import { playFeedbackTone } from "../lib/feedback-tones";
import { gameEndTitle, TRIAL_SIGN_UP_PATH } from "../lib/game-end";
import { usePhonicsLearner } from "./phonics-learner";

export type RoundProps = { onRight: (sounds: string[]) => void; onWrong: (sounds: string[]) => void; isSolved: boolean };

type GameShellProps = {
  gameType: PhonicsGameType;
  /** A new round; `round` changes for each one. */
  renderRound: (round: number, props: RoundProps) => ReactNode;
};

/**
 * The rules every game shares: a right answer ends the round and adds its points, wrong answers leave it
 * running; after five rounds the game is over and (signed in) stored with its score, accuracy, time,
 * sounds and mistakes. Each answer also counts as a practice attempt of its sounds.
 */
export function GameShell({ gameType, renderRound }: GameShellProps) {
  // The server counts a game by the same rules (shared/phonics/game-scoring.ts), so honest play keeps its
  // score: five rounds, a right answer adding Sound Matching 50, Word Builder 100, Rhyming Time 75.
  const { rounds, pointsPerRound: pointsPerWin } = PHONICS_GAME_RULES[gameType];
  const { t } = useT();
  const learner = usePhonicsLearner();
  const recordPractice = useRecordPractice();
  const recordGame = useRecordGameSession();
  const [round, setRound] = useState(0);
  const [score, setScore] = useState(0);
  const [mistakes, setMistakes] = useState(0);
  const [isSolved, setIsSolved] = useState(false);
  const [isOver, setIsOver] = useState(false);
  // The feedback after an answer; words chosen at render, so they follow the interface language.
  const [message, setMessage] = useState<"right" | "wrong" | null>(null);
  const startedAt = useRef(Date.now());
  const sounds = useRef(new Set<string>());

  const practise = (practised: string[], isCorrect: boolean) => {
    for (const sound of practised) sounds.current.add(sound);
    if (!learner.isSignedIn) return;
    for (const sound of practised) recordPractice.mutate({ sound, isCorrect, timeSpent: 5, childId: learner.childId });
  };

  const onRight = (practised: string[]) => {
    if (isSolved) return;
    playFeedbackTone("right", learner.volume);
    practise(practised, true);
    setIsSolved(true);
    setScore((current) => current + pointsPerWin);
    setMessage("right");
  };
  const onWrong = (practised: string[]) => {
    if (isSolved) return;
    playFeedbackTone("wrong", learner.volume);
    practise(practised, false);
    setMistakes((current) => current + 1);
    setMessage("wrong");
  };

  const next = () => {
    if (round + 1 < rounds) {
      setRound(round + 1);
      setIsSolved(false);
      setMessage(null);
      return;
    }
    setIsOver(true);
    if (learner.isSignedIn) {
      recordGame.mutate({
        gameType,
        score,
        accuracy: Math.round((rounds / (rounds + mistakes)) * 100),
        timeSpent: Math.round((Date.now() - startedAt.current) / 1000),
        soundsPracticed: [...sounds.current],
        mistakes,
        level: 1,
        childId: learner.childId,
      });
    }
  };

  const restart = () => {
    setRound(0);
    setScore(0);
    setMistakes(0);
    setIsSolved(false);
    setIsOver(false);
    setMessage(null);
    startedAt.current = Date.now();
    sounds.current = new Set();
  };

  if (isOver) {
    return (
      <div className="space-y-4 text-center">
        <Trophy aria-hidden="true" className="mx-auto size-12 text-amber-500" />
        <h3 className="text-2xl font-bold text-slate-900">{gameEndTitle(score, mistakes, t)}</h3>
        <p className="text-slate-600">
          {t("kids.gameShell.summary", { rounds, mistakes })}
          {learner.isSignedIn && recordGame.isSuccess ? ` ${t("kids.gameShell.saved")}` : ""}
          {learner.isSignedIn && recordGame.isError ? ` ${t("kids.gameShell.notSaved")}` : ""}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button size="lg" variant={learner.isSignedIn ? "primary" : "outline"} onClick={restart}>
            {t("kids.gameShell.playAgain")}
          </Button>
          {learner.isSignedIn ? null : (
            <Link href={TRIAL_SIGN_UP_PATH} className={buttonClasses({ size: "lg" })}>
              {t("kids.gameShell.startTrial")}
            </Link>
          )}
        </div>
        {learner.isSignedIn ? null : (
          <p className="text-sm text-slate-600">
            <Trans
              id="kids.gameShell.visitorNote"
              components={[<Link href="/login?redirect=/phonics" className="font-medium text-brand-700 underline" />]}
            />
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p className="flex justify-between text-sm font-semibold text-slate-600">
        <span>{t("kids.gameShell.round", { round: round + 1, rounds })}</span>
        <span>{t("kids.gameShell.score", { score })}</span>
      </p>
      <div key={round}>{renderRound(round, { onRight, onWrong, isSolved })}</div>
      <p role="status" className="min-h-7 text-center text-lg font-semibold text-brand-800">
        {message === "right" ? t("kids.gameShell.right", { points: pointsPerWin }) : message === "wrong" ? t("kids.gameShell.wrong") : ""}
      </p>
      {isSolved ? (
        <div className="text-center">
          <Button size="lg" onClick={next}>
            {round + 1 < rounds ? t("kids.gameShell.nextRound") : t("kids.gameShell.finish")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
