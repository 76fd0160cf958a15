import type { PlacementConfidence } from "@shared/api/placement";
import { CAN_DO_OF_BAND } from "@shared/placement/can-do";
import { CEFR_BANDS, type CefrBand } from "@shared/placement/bands";
import type { AnyLocale } from "@shared/i18n/locales";
import type { Translate } from "@/i18n/use-t";

/**
 * The result's words in the interface language. The server writes them in English (the product's words,
 * which the dashboard and the stored result keep); the page shows them translated, by what they stand for:
 * the band's name by its code, a can-do statement by its place in shared/placement/can-do.ts, the
 * confidence by its kind and the levels it names.
 */

const BAND_NAME_IDS: Record<CefrBand, string> = {
  A1: "assessment.band.A1",
  A2: "assessment.band.A2",
  B1: "assessment.band.B1",
  B2: "assessment.band.B2",
  C1: "assessment.band.C1",
  C2: "assessment.band.C2",
};

/** "Intermediate", "Intermédiaire", "中级": the name of a CEFR level (the code itself stays as it is). */
export const bandNameOf = (band: CefrBand, t: Translate) => t(BAND_NAME_IDS[band]);

/** Each statement of CAN_DO_OF_BAND, in the same order. */
export const CAN_DO_IDS: Record<CefrBand, readonly string[]> = {
  A1: ["assessment.canDo.A1.1", "assessment.canDo.A1.2", "assessment.canDo.A1.3"],
  A2: ["assessment.canDo.A2.1", "assessment.canDo.A2.2", "assessment.canDo.A2.3"],
  B1: ["assessment.canDo.B1.1", "assessment.canDo.B1.2", "assessment.canDo.B1.3", "assessment.canDo.B1.4"],
  B2: ["assessment.canDo.B2.1", "assessment.canDo.B2.2", "assessment.canDo.B2.3"],
  C1: ["assessment.canDo.C1.1", "assessment.canDo.C1.2", "assessment.canDo.C1.3", "assessment.canDo.C1.4"],
  C2: ["assessment.canDo.C2.1", "assessment.canDo.C2.2", "assessment.canDo.C2.3"],
};

/** A can-do statement of the result, translated; one the list does not know (an older result) as it came. */
export function translateCanDo(band: CefrBand, statement: string, t: Translate) {
  const id = CAN_DO_IDS[band][CAN_DO_OF_BAND[band].indexOf(statement)];
  return id ? t(id) : statement;
}

const BAND_CODE = new RegExp(`\\b(${CEFR_BANDS.join("|")})\\b`, "g");

/**
 * The confidence sentence. English shows the server's own sentence; another language writes it again from
 * the confidence and the levels the sentence names ("close to B2", "between B1 and B2"), or keeps the
 * English when they cannot be read from it.
 */
export function translateConfidence(
  result: { band: CefrBand; confidence: PlacementConfidence; confidenceText: string },
  t: Translate,
  locale: AnyLocale,
) {
  if (locale === "en") return result.confidenceText;
  if (result.confidence === "high") return t("assessment.result.confidenceHigh");
  const named = (band: CefrBand) => t("assessment.bandWithName", { band, name: bandNameOf(band, t) });
  const bands = [...result.confidenceText.matchAll(BAND_CODE)].map((match) => match[1] as CefrBand);
  if (result.confidence === "medium" && bands.length === 1) return t("assessment.result.confidenceMedium", { neighbour: named(bands[0]!) });
  if (result.confidence === "low" && bands.length === 2)
    return t("assessment.result.confidenceLow", { lower: named(bands[0]!), upper: named(bands[1]!) });
  return result.confidenceText;
}
