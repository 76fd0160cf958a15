import { Headphones, Pause, Play, RotateCcw } from "lucide-react";
import type { ListeningLine, ListeningSpeaker, TextGenre } from "@shared/api/learning";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { translate, useT, type Translate } from "@/i18n/use-t";
import { GENRE_LABEL_IDS } from "./genre-text";
import { useDialoguePlayer } from "./use-dialogue-player";
import { useEnglishVoices } from "./use-english-voices";

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What each speaker is called on the page: their name when the recording says it (a line names them),
 * else "Speaker 1" / "Speaker 2" ("Speaker" alone in a monologue). The page never tells a listener a
 * name the recording keeps from them.
 */
export function speakerLabels(speakers: ListeningSpeaker[], lines: ListeningLine[], t: Translate = translate): Map<string, string> {
  const spoken = lines.map((line) => line.text).join("\n");
  return new Map(
    speakers.map((speaker, index) => {
      const isNamed = new RegExp(`(^|[^\\p{L}])${escapeForPattern(speaker.name)}(?![\\p{L}])`, "u").test(spoken);
      if (isNamed) return [speaker.name, speaker.name];
      return [
        speaker.name,
        speakers.length === 1 ? t("learning.listening.speaker") : t("learning.listening.speakerNumber", { number: index + 1 }),
      ];
    }),
  );
}

function Transcript({ idPrefix, lines, labels }: { idPrefix: string; lines: ListeningLine[]; labels: Map<string, string> }) {
  const { t } = useT();
  const showsSpeakers = new Set(lines.map((line) => line.speaker)).size > 1;
  return (
    <section aria-labelledby={`${idPrefix}-transcript`} className="space-y-2">
      <h4 id={`${idPrefix}-transcript`} className="text-base font-semibold text-slate-900">
        {t("learning.listening.transcript")}
      </h4>
      <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-base leading-relaxed break-words text-slate-800">
        {lines.map((line, index) => (
          <p key={index}>
            {showsSpeakers ? <strong className="font-semibold text-slate-900">{labels.get(line.speaker) ?? line.speaker}: </strong> : null}
            <span lang="en">{line.text}</span>
          </p>
        ))}
      </div>
    </section>
  );
}

type DialoguePlayerProps = {
  idPrefix: string;
  genre: TextGenre;
  title: string;
  speakers: ListeningSpeaker[];
  lines: ListeningLine[];
  /** The questions have been answered: the transcript is shown for the listener to check what they heard. */
  isAnswered: boolean;
};

/**
 * A listening text: Play / Pause, Start again and "Line 3 of 12", each speaker in their own voice, the
 * speaker's name shown while they speak when the recording names them. The transcript follows the
 * answers; a browser without an English voice (or whose speech fails) shows it at once, and says why.
 */
export function DialoguePlayer({ idPrefix, genre, title, speakers, lines, isAnswered }: DialoguePlayerProps) {
  const { t } = useT();
  const { availability, voices } = useEnglishVoices();
  const player = useDialoguePlayer(lines, speakers, voices);
  const labels = speakerLabels(speakers, lines, t);
  const cannotSpeak = availability === "none" || player.status === "failed";
  const isPlaying = player.status === "playing";
  const current = lines[player.lineIndex];
  const lineNumber = player.status === "ended" ? lines.length : player.lineIndex + 1;

  return (
    <div className="space-y-4">
      <div className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t(GENRE_LABEL_IDS[genre])}</p>
        <h4 id={`${idPrefix}-title`} lang="en" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Headphones aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          {title}
        </h4>
        {cannotSpeak ? (
          <p role="status" className="text-sm text-slate-700">
            {player.status === "failed" ? t("learning.listening.failed") : t("learning.listening.noVoice")}
          </p>
        ) : availability === "checking" ? (
          <p role="status" className="text-sm text-slate-600">
            {t("learning.listening.preparing")}
          </p>
        ) : (
          <div className="space-y-3">
            <div className="flex flex-wrap items-center gap-3">
              {isPlaying ? (
                <Button size="lg" variant="secondary" onClick={player.pause}>
                  <Pause aria-hidden="true" className="size-5" />
                  {t("learning.listening.pause")}
                </Button>
              ) : (
                <Button size="lg" variant="secondary" onClick={player.play}>
                  <Play aria-hidden="true" className="size-5" />
                  {player.status === "paused" ? t("learning.listening.resume") : t("learning.listening.play")}
                </Button>
              )}
              <Button variant="outline" onClick={player.replay} disabled={player.status === "ready"}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {t("learning.listening.replay")}
              </Button>
            </div>
            <div className="space-y-1">
              <p className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
                <span>
                  {player.status === "ready"
                    ? t("learning.listening.lines", { count: lines.length })
                    : player.status === "ended"
                      ? t("learning.listening.ended")
                      : t("learning.listening.lineOf", { number: lineNumber, total: lines.length })}
                </span>
                {isPlaying && current && speakers.length > 1 ? (
                  <span className="font-semibold text-brand-900">
                    {t("learning.listening.speaking", { name: labels.get(current.speaker) ?? "" })}
                  </span>
                ) : null}
              </p>
              <ProgressBar
                value={player.status === "ready" ? 0 : (lineNumber / lines.length) * 100}
                label={t("learning.listening.progress")}
                className="h-2 bg-white"
              />
            </div>
          </div>
        )}
      </div>
      {cannotSpeak || isAnswered ? <Transcript idPrefix={idPrefix} lines={lines} labels={labels} /> : null}
    </div>
  );
}
