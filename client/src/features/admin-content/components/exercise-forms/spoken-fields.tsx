import { Volume2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useFormContext } from "react-hook-form";
import { speakText, stopSpeaking } from "@/components/exercises/speak";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import type { ExerciseFormValues } from "../../exercise-form-schema";
import { ChoiceFields } from "./choice-fields";

/** Listening: the text the browser speaks (Play tries it with the students' voice), then a question on it. */
export function ListeningFields() {
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<ExerciseFormValues>();
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => stopSpeaking, []);

  function play() {
    const text = getValues("content.audio.say").trim();
    if (!text) {
      setNote("Write the text to speak first.");
      return;
    }
    const started = speakText(text, { onEnd: () => setNote(null), onError: () => setNote("This browser could not speak the text.") });
    setNote(started ? "Playing..." : "This browser cannot speak (no speech synthesis); students without it can show the text instead.");
  }

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <TextAreaField
          {...register("content.audio.say")}
          id="audio-say"
          label="The text to speak"
          rows={2}
          hint="The browser reads this aloud to the student in an English voice; it is not shown unless they ask for it."
          error={errors.content?.audio?.say?.message}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" size="sm" onClick={play}>
            <Volume2 aria-hidden="true" className="size-4" />
            Play
          </Button>
          <span aria-live="polite" className="text-sm text-slate-600">
            {note}
          </span>
        </div>
      </div>
      <ChoiceFields type="audio" />
    </div>
  );
}

/** Speaking: the phrase the student says aloud (or types where the browser cannot listen). */
export function SpeakingFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ExerciseFormValues>();
  return (
    <TextField
      {...register("content.speaking.phrase")}
      id="speaking-phrase"
      label="Phrase"
      hint="The sentence the student says aloud; an attempt passes when 80 % of its words match."
      error={errors.content?.speaking?.phrase?.message}
    />
  );
}
