import type { PlacementBandFigure } from "@shared/api/admin-placement";

/** A share as a whole percentage ("95%"), or a dash when nobody answered. */
export const percentText = (share: number | null) => (share === null ? "—" : `${Math.round(share * 100)}%`);

/** A parameter to two decimals, with a true minus sign. */
export const parameterText = (value: number) => value.toFixed(2).replace("-", "−");

/** Only the levels whose candidates answered: six empty figures say less than one dash. */
export const answeredBands = (figures: PlacementBandFigure[]) => figures.filter((figure) => figure.answers > 0);
