/** A kind word that fits how the game went: every finished game is an achievement for a young child. */
export const gameEndTitle = (score: number, mistakes: number) =>
  mistakes === 0
    ? `Perfect game! ${score} points`
    : mistakes <= 2
      ? `Well played! ${score} points`
      : `You finished the game! ${score} points`;

/** Registration that comes back to start the kids free trial (the kids page's own trial start). */
export { KIDS_TRIAL_SIGN_UP_PATH as TRIAL_SIGN_UP_PATH } from "@/lib/parent-paths";
