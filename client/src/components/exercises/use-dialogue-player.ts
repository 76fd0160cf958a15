import { useContext, useEffect, useMemo, useRef, useState } from "react";
import type { ListeningLine, ListeningSpeaker } from "@shared/api/learning";
import { speakText, SpeechRateContext, stopSpeaking } from "./speak";
import { chooseSpeakerSounds } from "./speaker-voices";

/** The pause between two lines: a breath, so that a new speaker is heard as a new turn. */
export const LINE_GAP_MS = 350;

export type PlayerStatus = "ready" | "playing" | "paused" | "ended" | "failed";

type DialoguePlayer = {
  status: PlayerStatus;
  /** The line playing, or where Play carries on (0-based). */
  lineIndex: number;
  play: () => void;
  pause: () => void;
  /** From the first line again. */
  replay: () => void;
};

/**
 * Speaks a listening text line by line, each speaker in their own voice (or pitch), at the course
 * level's pace. Pause stops at once (the browser's own pause is unreliable) and Play carries on from the
 * start of that line. A failure of the speech (not our own cancel) stops it as "failed".
 */
export function useDialoguePlayer(lines: ListeningLine[], speakers: ListeningSpeaker[], voices: SpeechSynthesisVoice[]): DialoguePlayer {
  const rate = useContext(SpeechRateContext);
  const [status, setStatus] = useState<PlayerStatus>("ready");
  const [lineIndex, setLineIndex] = useState(0);
  const sounds = useMemo(() => chooseSpeakerSounds(voices, speakers), [voices, speakers]);
  // Each start gets a number: the callbacks of an utterance cancelled by Pause or Replay are ignored.
  const session = useRef(0);
  const gap = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      session.current += 1;
      window.clearTimeout(gap.current);
      stopSpeaking();
    },
    [],
  );

  function speakFrom(index: number, current: number) {
    if (current !== session.current) return;
    const line = lines[index];
    if (!line) {
      setStatus("ended");
      setLineIndex(0);
      return;
    }
    setLineIndex(index);
    const sound = sounds[speakers.findIndex((speaker) => speaker.name === line.speaker)] ?? sounds[0];
    const started = speakText(line.text, {
      rate,
      voice: sound?.voice,
      pitch: sound?.pitch,
      onEnd: () => {
        if (current !== session.current) return;
        gap.current = window.setTimeout(() => speakFrom(index + 1, current), LINE_GAP_MS);
      },
      onError: () => {
        if (current !== session.current) return;
        setStatus("failed");
      },
    });
    if (!started) setStatus("failed");
  }

  function start(index: number) {
    session.current += 1;
    window.clearTimeout(gap.current);
    setStatus("playing");
    speakFrom(index, session.current);
  }

  return {
    status,
    lineIndex,
    play: () => start(status === "ended" ? 0 : lineIndex),
    pause: () => {
      session.current += 1;
      window.clearTimeout(gap.current);
      stopSpeaking();
      setStatus("paused");
    },
    replay: () => start(0),
  };
}
