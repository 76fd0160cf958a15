import { Languages } from "lucide-react";
import { useId, useState } from "react";
import type { ExerciseType } from "@shared/api/learning";
import { INTL_TAG, isLocale, LOCALE_NAMES, type Locale } from "@shared/i18n/locales";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { isBeginnerLevel } from "../beginner-level";

/** What each type of exercise asks, said simply: the instruction shown in the learner's own language. */
const INSTRUCTION_IDS: Record<ExerciseType, string> = {
  multiple_choice: "learning.beginnerInstructions.multipleChoice",
  fill_in_blank: "learning.beginnerInstructions.fillInBlank",
  matching: "learning.beginnerInstructions.matching",
  audio: "learning.beginnerInstructions.audio",
  speaking: "learning.beginnerInstructions.speaking",
  flashcard: "learning.beginnerInstructions.flashcard",
  reading_text: "learning.beginnerInstructions.readingText",
  listening_text: "learning.beginnerInstructions.listeningText",
  writing_task: "learning.beginnerInstructions.writingTask",
  speaking_task: "learning.beginnerInstructions.speakingTask",
};

/** The language's name as a sentence of that language writes it ("español", "Deutsch", "日本語"). */
const languageName = (locale: Locale) => {
  try {
    return new Intl.DisplayNames([INTL_TAG[locale]], { type: "language" }).of(locale) ?? LOCALE_NAMES[locale];
  } catch {
    return LOCALE_NAMES[locale];
  }
};

type BeginnerInstructionsProps = {
  type: ExerciseType;
  /** The course's level ("A1-A2"); undefined while the course is loading. */
  courseLevel: string | undefined;
};

/**
 * For A1-A2 learners whose interface is not English: one tap shows what the exercise asks, in their own
 * language. The exercise itself stays in English. Once opened it stays open for the lesson's next exercises.
 */
export function BeginnerInstructions({ type, courseLevel }: BeginnerInstructionsProps) {
  const { t, locale } = useT();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  if (!isLocale(locale) || locale === "en" || !isBeginnerLevel(courseLevel)) return null;
  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Languages aria-hidden="true" className="size-4" />
        {isOpen ? t("learning.beginnerInstructions.hide") : t("learning.beginnerInstructions.show", { language: languageName(locale) })}
      </Button>
      {isOpen ? (
        <p id={panelId} className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-950">
          {t(INSTRUCTION_IDS[type])}
        </p>
      ) : null}
    </div>
  );
}
