import type { Translate } from "@/i18n/use-t";

/** A kind word that fits how the game went: every finished game is an achievement for a young child. */
export const gameEndTitle = (score: number, mistakes: number, t: Translate) =>
  mistakes === 0
    ? t("kids.gameEnd.perfect", { score })
    : mistakes <= 2
      ? t("kids.gameEnd.wellPlayed", { score })
      : t("kids.gameEnd.finished", { score });

/** Registration that comes back to start the kids free trial (the kids page's own trial start). */
export { KIDS_TRIAL_SIGN_UP_PATH as TRIAL_SIGN_UP_PATH } from "@/lib/parent-paths";
