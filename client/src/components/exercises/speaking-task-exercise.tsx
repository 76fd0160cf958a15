import { Lock, Mic, Play, Square, Timer } from "lucide-react";
import { useState } from "react";
import type { SpeakingTaskKind } from "@shared/api/learning";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { useT } from "@/i18n/use-t";
import { ExerciseForm } from "./exercise-form";
import { useRecorder, useStopwatch } from "./use-recorder";
import type { ExerciseBodyProps } from "./types";

/** The message ids shown when Done is pressed too early. */
export const RECORD_FIRST = "learning.speakingTask.recordFirst";
export const STOP_FIRST = "learning.speakingTask.stopFirst";

const KIND_LABEL_IDS: Record<SpeakingTaskKind, string> = {
  describe: "learning.speakingTask.kind.describe",
  answer: "learning.speakingTask.kind.answer",
  opinion: "learning.speakingTask.kind.opinion",
};

/** "0:07", "1:42". */
export const formatSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

// A picture given as one or a few emoji is drawn large; a described scene is read as a sentence.
const isEmojiPicture = (picture: string) => /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f|\s)+$/u.test(picture);

/**
 * A speaking task: the prompt (and its picture), Record / Stop / Play back in the browser, the checklist the
 * learner ticks after listening to themselves, and Done; the model answer follows in ExerciseView. The
 * recording stays on the device: only its length and the ticks are sent. Without a microphone (none, or
 * refused) the learner answers aloud and times themselves: the server cannot hear a recording in either
 * case, so the timed length counts as the recorded one.
 */
export function SpeakingTaskExercise({ content, idPrefix, feedback, isSubmitting, onSubmit }: ExerciseBodyProps<"speaking_task">) {
  const { t } = useT();
  const recorder = useRecorder();
  const stopwatch = useStopwatch();
  const [ticks, setTicks] = useState<boolean[]>(() => content.checklist.map(() => false));
  const isChecked = feedback !== null;
  const hasNoMicrophone = recorder.state === "unavailable" || recorder.state === "refused";
  const seconds = hasNoMicrophone ? stopwatch.seconds : recorder.state === "recorded" ? recorder.seconds : 0;
  const isBusy = recorder.state === "recording" || recorder.state === "asking" || stopwatch.isRunning;

  return (
    <ExerciseForm
      idPrefix={idPrefix}
      isChecked={isChecked}
      isSubmitting={isSubmitting}
      submitLabel={t("learning.speakingTask.done")}
      validate={() => (isBusy ? STOP_FIRST : seconds === 0 ? RECORD_FIRST : null)}
      onValid={() => onSubmit({ recordedSeconds: seconds, checklist: ticks })}
    >
      <div className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <Mic aria-hidden="true" className="size-4" />
          {t(KIND_LABEL_IDS[content.kind])}
        </p>
        <p lang="en" className="text-lg font-semibold text-balance break-words text-slate-900 sm:text-xl">
          {content.prompt}
        </p>
        {content.picture ? (
          <figure className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
            <figcaption className="text-xs font-semibold text-slate-600">{t("learning.speakingTask.picture")}</figcaption>
            {isEmojiPicture(content.picture) ? (
              <p lang="en" className="py-2 text-center text-6xl leading-tight">
                {content.picture}
              </p>
            ) : (
              <p lang="en" className="mt-1 text-slate-800 italic">
                {content.picture}
              </p>
            )}
          </figure>
        ) : null}
        <p className="text-sm text-slate-700">{t("learning.speakingTask.speakFor", { count: content.minSeconds })}</p>
      </div>

      <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        {hasNoMicrophone ? (
          <>
            <p role="status" className="text-sm text-slate-700">
              {recorder.state === "refused" ? t("learning.speakingTask.refused") : t("learning.speakingTask.noMicrophone")}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              {stopwatch.isRunning ? (
                <Button size="lg" variant="secondary" onClick={stopwatch.stop}>
                  <Square aria-hidden="true" className="size-5" />
                  {t("learning.speakingTask.stopTiming")}
                </Button>
              ) : (
                <Button size="lg" variant="secondary" onClick={stopwatch.start} disabled={isChecked || isSubmitting}>
                  <Timer aria-hidden="true" className="size-5" />
                  {stopwatch.seconds > 0 ? t("learning.speakingTask.timeAgain") : t("learning.speakingTask.startTiming")}
                </Button>
              )}
              <span className="text-sm font-medium text-slate-800 tabular-nums">
                {stopwatch.isRunning
                  ? t("learning.speakingTask.timing", { time: formatSeconds(stopwatch.seconds) })
                  : stopwatch.seconds > 0
                    ? t("learning.speakingTask.youSpoke", { time: formatSeconds(stopwatch.seconds) })
                    : null}
              </span>
            </div>
          </>
        ) : (
          <div className="space-y-3">
            <div className="flex flex-wrap items-center gap-3">
              {recorder.state === "recording" ? (
                <Button size="lg" variant="secondary" onClick={recorder.stop}>
                  <Square aria-hidden="true" className="size-5" />
                  {t("learning.speakingTask.stop")}
                </Button>
              ) : (
                <Button
                  size="lg"
                  variant="secondary"
                  onClick={recorder.start}
                  disabled={recorder.state === "asking" || isChecked || isSubmitting}
                >
                  <Mic aria-hidden="true" className="size-5" />
                  {recorder.state === "recorded" ? t("learning.speakingTask.recordAgain") : t("learning.speakingTask.record")}
                </Button>
              )}
              <span role="status" className="text-sm font-medium text-slate-800 tabular-nums">
                {recorder.state === "asking"
                  ? t("learning.speakingTask.asking")
                  : recorder.state === "recording"
                    ? t("learning.speakingTask.recording", { time: formatSeconds(recorder.seconds) })
                    : recorder.state === "recorded"
                      ? t("learning.speakingTask.recorded", { time: formatSeconds(recorder.seconds) })
                      : ""}
              </span>
            </div>
            {recorder.audioUrl ? (
              <div className="space-y-1">
                <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
                  <Play aria-hidden="true" className="size-4" />
                  {t("learning.speakingTask.playBack")}
                </p>
                {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the learner's own answer, just spoken: there is nothing to caption */}
                <audio controls src={recorder.audioUrl} className="w-full max-w-md" aria-label={t("learning.speakingTask.yourRecording")} />
              </div>
            ) : null}
          </div>
        )}
        <p className="flex items-start gap-2 text-sm text-slate-600">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("learning.speakingTask.staysOnDevice")}
        </p>
      </div>

      <fieldset disabled={isChecked || isSubmitting} className="min-w-0 space-y-3">
        <legend className="mb-2 font-semibold text-slate-900">{t("learning.speakingTask.checklist")}</legend>
        {content.checklist.map((point, index) => {
          const id = `${idPrefix}-point-${index}`;
          return (
            <div key={index} className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3">
              <Checkbox
                id={id}
                checked={ticks[index] ?? false}
                onChange={(event) => setTicks(ticks.map((tick, other) => (other === index ? event.target.checked : tick)))}
                className="mt-1 size-5"
              />
              <label htmlFor={id} lang="en" className="min-w-0 flex-1 cursor-pointer break-words text-slate-800">
                {point}
              </label>
            </div>
          );
        })}
      </fieldset>
    </ExerciseForm>
  );
}
