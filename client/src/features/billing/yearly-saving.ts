/**
 * The saving of paying yearly instead of twelve months, in whole percent, from the two stored prices.
 * Undefined when there is nothing to compare against (a free plan) or paying yearly saves nothing.
 */
export function getYearlySavingPercent(monthlyCents: number, yearlyCents: number): number | undefined {
  if (monthlyCents <= 0 || yearlyCents < 0) return undefined;
  const percent = Math.round(100 - (yearlyCents / (12 * monthlyCents)) * 100);
  return percent > 0 ? percent : undefined;
}
