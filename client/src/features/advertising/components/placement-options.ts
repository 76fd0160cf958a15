import { AD_PLACEMENT_LABELS, AD_PLACEMENT_PRICES, AD_PLACEMENTS, type AdPlacement } from "@shared/constants";
import { formatRand } from "@/lib/format-rand";

/** Every placement with its label and price, read from the one price table. */
export const PLACEMENT_OPTIONS = AD_PLACEMENTS.map((placement) => ({
  value: placement,
  label: `${AD_PLACEMENT_LABELS[placement]} — ${formatRand(AD_PLACEMENT_PRICES[placement])} per 30 days`,
}));

export const isPlacement = (value: string): value is AdPlacement => (AD_PLACEMENTS as readonly string[]).includes(value);
