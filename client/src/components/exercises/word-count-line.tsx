import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";

export type LengthBand = "empty" | "under" | "within" | "over";

export function lengthBandOf(words: number, minWords: number, maxWords: number): LengthBand {
  if (words === 0) return "empty";
  if (words < minWords) return "under";
  return words > maxWords ? "over" : "within";
}

type WordCountLineProps = { id: string; words: number; minWords: number; maxWords: number };

/**
 * The live count under a writing box against the task's range: "87 words · 13 more to reach 100",
 * "124 words · within 100-150", "162 words · 12 over 150". Only a change of band is announced to screen
 * readers (a count on every key would drown the writing).
 */
export function WordCountLine({ id, words, minWords, maxWords }: WordCountLineProps) {
  const { t } = useT();
  const band = lengthBandOf(words, minWords, maxWords);
  const counted = t("learning.writingTask.words", { count: words });
  const where = {
    empty: t("learning.writingTask.range", { min: minWords, max: maxWords }),
    under: t("learning.writingTask.moreToGo", { count: minWords - words, min: minWords }),
    within: t("learning.writingTask.within", { min: minWords, max: maxWords }),
    over: t("learning.writingTask.over", { count: words - maxWords, max: maxWords }),
  }[band];
  return (
    <>
      <p
        id={id}
        className={cn(
          "flex flex-wrap gap-x-2 text-sm font-medium",
          band === "within" ? "text-emerald-800" : band === "over" ? "text-red-700" : "text-slate-700",
        )}
      >
        <span className="tabular-nums">{counted}</span>
        <span aria-hidden="true">·</span>
        {/* What a screen reader hears between the two: the dot is not read. */}
        <span className="sr-only">.</span> <span>{where}</span>
      </p>
      <p role="status" className="sr-only">
        {band === "within" || band === "over" ? where : ""}
      </p>
    </>
  );
}
